// The data board (信息发布 › 数据看板): today's entries and how full each zone is, from the gates'
// passenger-flow read model, when the area switched it on.
import { useTranslation } from 'react-i18next';
import type { BoardFigures } from '../../../domain/infoPublish/dataBoard.schema.ts';
import styles from './signage.module.css';

export function DataBoard({ figures }: { figures: BoardFigures }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} data-testid="signage-board">
      <h2 className={styles.panelTitle}>{t('dataBoard')}</h2>
      {figures.todayEnterCount === null ? null : (
        <div className={styles.figure}>
          <span>{t('todayEntries')}</span>
          <strong data-testid="signage-today-entries">{figures.todayEnterCount}</strong>
        </div>
      )}
      {(figures.occupancy ?? []).map((zone) => (
        <div key={zone.zoneName} className={styles.zone} data-testid="signage-zone">
          <span>{zone.zoneName}</span>
          <strong>
            {zone.limit === null
              ? zone.inside
              : t('insideOfLimit', { inside: zone.inside, limit: zone.limit })}
          </strong>
        </div>
      ))}
    </section>
  );
}
