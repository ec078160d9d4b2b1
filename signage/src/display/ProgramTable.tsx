// The performance table (spec 001 §2): programme name, time slot, description and place, showing
// today's rows and tomorrow's in turn every `ms` (§9: 15 s).
import { useTranslation } from 'react-i18next';
import type { SignageProgram } from '../../../domain/infoPublish/program.schema.ts';
import styles from './signage.module.css';
import { useStep } from './useTicker.ts';

interface Props {
  today: SignageProgram[];
  tomorrow: SignageProgram[];
  ms: number;
}

export function ProgramTable({ today, tomorrow, ms }: Props) {
  const { t } = useTranslation();
  const day = useStep(ms) % 2 === 0 ? 'today' : 'tomorrow';
  const rows = day === 'today' ? today : tomorrow;
  return (
    <section
      className={styles.panel}
      data-testid="signage-programs"
      data-day={day}
      data-today={today.length}
      data-tomorrow={tomorrow.length}
    >
      <h2 className={styles.panelTitle}>{t(day === 'today' ? 'todayPrograms' : 'tomorrowPrograms')}</h2>
      {rows.length === 0 ? (
        <p className={styles.empty}>{t('noPrograms')}</p>
      ) : (
        <table className={styles.programs}>
          <thead>
            <tr>
              <th>{t('programName')}</th>
              <th>{t('programTime')}</th>
              <th>{t('programRemark')}</th>
              <th>{t('programAddress')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="signage-program">
                <td className={styles.programName}>{row.programName}</td>
                <td className={styles.programTime}>
                  {row.startPeriod}–{row.endPeriod}
                </td>
                <td>{row.remark}</td>
                <td>{row.programAddress}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
