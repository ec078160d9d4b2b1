// wx_ticketTicket?subTicketID=: what a ticket has left per attraction (GET /api/ticketZone/selectZoneParams):
// zone name, uses left in all and uses left today.

import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ZoneParamsRow } from '../../../domain/gates/gate.schema.ts';
import { type Channel, pagePath } from '../shared/channel.ts';
import { PageFrame } from '../shared/PageFrame.tsx';
import page from '../shared/page.module.css';
import { Empty, LoadFailed, Loading, WithVisitor } from '../shared/Status.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { getJson } from '../shared/visitorHttp.ts';
import styles from './orders.module.css';

function Zones({ subTicketID }: { subTicketID: string }) {
  const { t } = useTranslation();
  const zones = useLoad(
    (signal) => getJson<ZoneParamsRow[]>('/api/ticketZone/selectZoneParams', { subTicketID }, signal),
    subTicketID,
  );
  if (zones.status === 'loading') return <Loading />;
  if (zones.status === 'failed') return <LoadFailed error={zones.error} onRetry={zones.reload} />;
  if (!zones.data?.length) return <Empty text={t('passes.none')} />;
  const times = (n: number | null) => (n === null ? t('order.unlimited') : t('passes.times', { count: n }));
  return (
    <List style={{ margin: 12, borderRadius: 8, overflow: 'hidden' }}>
      {zones.data.map((zone) => (
        <List.Item
          key={zone.zoneID}
          data-testid={`zone-${zone.zoneID}`}
          description={
            <>
              {t('passes.remainTotal')}: {times(zone.remainTimes)} · {t('passes.remainToday')}:{' '}
              {times(zone.remainTimesByDay)}
            </>
          }
          extra={zone.inside ? t('passes.inside') : undefined}
        >
          {zone.zoneName}
        </List.Item>
      ))}
    </List>
  );
}

export default function GatePassPage({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const subTicketID = params.get('subTicketID') ?? '';
  return (
    <PageFrame channel={channel} title={t('passes.title')} back={pagePath(channel, 'ticketOrderlist')}>
      <div className={page.section}>
        <div className={page.muted}>{t('passes.subTicket')}</div>
        <div className={styles.mono}>{subTicketID}</div>
      </div>
      <WithVisitor channel={channel}>{() => <Zones subTicketID={subTicketID} />}</WithVisitor>
    </PageFrame>
  );
}
