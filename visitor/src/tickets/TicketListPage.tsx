// wx_ticketList: individual tickets in two tabs, per count (ticketFeeMethod 0) and timed (1), with
// the service phone in a notice bar and the order list at the navigation bar's right.

import { NoticeBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fetchPublicConfig } from '../api/publicApi.ts';
import { currentScenicAreaId } from '../session/visitorSession.ts';
import { type Channel, homePath, pagePath } from '../shared/channel.ts';
import { PageFrame } from '../shared/PageFrame.tsx';
import { SubmitBar } from '../shared/SubmitBar.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { TicketCardList } from './TicketCardList.tsx';
import { CATE, FEE, fetchTicketTypes } from './ticketApi.ts';
import type { ListKind } from './ticketChoice.ts';
import { useTicketChoice } from './useTicketChoice.ts';

const FEE_OF: Record<Exclude<ListKind, 'group'>, number> = { perCount: FEE.perCount, timed: FEE.timed };

async function loadList(kind: Exclude<ListKind, 'group'>, signal: AbortSignal) {
  const areaId = await currentScenicAreaId();
  const [types, config] = await Promise.all([
    fetchTicketTypes(areaId, { cate: CATE.ordinary, feeMethod: FEE_OF[kind] }, signal),
    fetchPublicConfig(areaId).catch(() => null),
  ]);
  return { types, serviceTel: config?.serviceTel ?? '' };
}

export default function TicketListPage({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Exclude<ListKind, 'group'>>('perCount');
  const list = useLoad((signal) => loadList(kind, signal), kind);
  const types = list.status === 'ready' ? list.data.types : [];
  const choice = useTicketChoice(channel, kind, types);

  return (
    <PageFrame
      channel={channel}
      title={t('tickets.title')}
      back={channel === 'wx' ? homePath(channel) : undefined}
      right={
        <Link to={pagePath(channel, 'ticketOrderlist')} data-testid="my-orders">
          {t('orders.mine')}
        </Link>
      }
      bar={
        <SubmitBar
          amount={choice.total}
          count={choice.count}
          action={t('tickets.submit')}
          onSubmit={choice.submit}
        />
      }
    >
      {list.status === 'ready' && list.data.serviceTel && (
        <NoticeBar content={t('tickets.serviceTel', { tel: list.data.serviceTel })} color="info" />
      )}
      <Tabs
        activeKey={kind}
        onChange={(key) => {
          setKind(key as typeof kind);
          choice.reset();
        }}
        style={{ background: '#fff' }}
      >
        <Tabs.Tab key="perCount" title={t('tickets.perCountTab')} />
        <Tabs.Tab key="timed" title={t('tickets.timedTab')} />
      </Tabs>
      <TicketCardList list={list} types={types} choice={choice} onRetry={list.reload} />
    </PageFrame>
  );
}
