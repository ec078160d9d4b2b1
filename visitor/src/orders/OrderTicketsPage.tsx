// wx_ticketOrderTicket?order=&total=: the tickets of one order with refund checkboxes (spec 002 §4
// selection rules), the refund amount and one button: a direct refund (POST /api/sell/ticketBasicOperate)
// when the type needs no review, else a submission for review (POST /api/refundTicketCheck/checkOperate).

import { Checkbox, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import type { RefundAnswer, VisitorTicketRow } from '../../../domain/booking/visitorApi.schema.ts';
import { useSubmitLock } from '../order/useSubmitLock.ts';
import { type Channel, pagePath } from '../shared/channel.ts';
import { yuan } from '../shared/format.ts';
import { errorText, messageOf } from '../shared/messages.ts';
import { PageFrame } from '../shared/PageFrame.tsx';
import page from '../shared/page.module.css';
import { Empty, LoadFailed, Loading, WithVisitor } from '../shared/Status.tsx';
import { SubmitBar } from '../shared/SubmitBar.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { postJson } from '../shared/visitorHttp.ts';
import { fetchOrderTickets } from './orderApi.ts';
import styles from './orders.module.css';
import { refundAmount, refundWay, selectable, toggle } from './refundSelection.ts';

const REFUND_PAY_WAY = 1;

async function refund(
  way: 'direct' | 'review',
  openid: string,
  orderID: string,
  orderAmount: number,
  chosen: VisitorTicketRow[],
) {
  const scenicAreaID = chosen[0]!.scenicAreaID;
  if (way === 'direct') {
    const answer = await postJson<z.infer<typeof RefundAnswer>>('/api/sell/ticketBasicOperate', {
      operate: 5,
      openid,
      scenicAreaID,
      orderID,
      refundAmount: refundAmount(chosen),
      orderAmount,
      payWay: REFUND_PAY_WAY,
      ticketList: chosen.map((t) => t.ticketID),
    });
    return answer?.msgCode === 'success';
  }
  const answer = await postJson<unknown>('/api/refundTicketCheck/checkOperate', {
    operate: 0,
    openid,
    paramsList: chosen.map((t, ticketIndex) => ({
      ticketIndex,
      ticketID: t.ticketID,
      subTicketID: t.subTicketID,
      operator: openid,
      scenicAreaID: t.scenicAreaID,
    })),
  });
  return answer !== 0 && answer !== false;
}

function TicketRow({
  channel,
  ticket,
  checked,
  enabled,
  onCheck,
}: {
  channel: Channel;
  ticket: VisitorTicketRow;
  checked: boolean;
  enabled: boolean;
  onCheck: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const review = ticket.refundCheckStatus ?? -1;
  return (
    <article className={`${page.section} ${styles.ticket}`} data-testid={`ticket-${ticket.ticketID}`}>
      <Checkbox checked={checked} disabled={!enabled} onChange={onCheck} aria-label={ticket.ticketID} />
      <div className={styles.ticketBody}>
        <div className={page.row}>
          <strong>{ticket.ticketTypeName}</strong>
          <span className={page.price}>¥{yuan(ticket.transPrice)}</span>
        </div>
        <div className={`${page.muted} ${styles.mono}`}>
          {t('ticket.number')} {ticket.ticketID}
        </div>
        <div className={page.muted}>
          {ticket.ticketStart} ~ {ticket.ticketEnd}
        </div>
        <div className={page.row} style={{ marginTop: 6 }}>
          <span>
            <Tag color={ticket.ticketStatus === 2 ? 'success' : 'default'}>
              {t(`ticket.status.${ticket.ticketStatus}`)}
            </Tag>{' '}
            {ticket.isRefundCheck === 1 && (
              <Tag color="warning" fill="outline">
                {t(`ticket.review.${review}`)}
              </Tag>
            )}
          </span>
          <Link to={pagePath(channel, 'ticketTicket', { subTicketID: ticket.subTicketID })}>
            {t('ticket.passes')} ›
          </Link>
        </div>
        {ticket.isRefundCheck === 1 && ticket.ticketRemark && (
          <div className={page.muted}>
            {t('ticket.reviewNote')}: {ticket.ticketRemark}
          </div>
        )}
      </div>
    </article>
  );
}

function Tickets({
  channel,
  openid,
  orderID,
  orderAmount,
}: {
  channel: Channel;
  openid: string;
  orderID: string;
  orderAmount: number;
}) {
  const { t } = useTranslation();
  const tickets = useLoad((signal) => fetchOrderTickets(openid, orderID, signal), orderID);
  const [selected, setSelected] = useState<VisitorTicketRow[]>([]);
  const lock = useSubmitLock(1000);
  const way = selected[0] ? refundWay(selected[0]) : 'direct';

  const send = async () => {
    if (selected.length === 0) {
      Toast.show({ content: messageOf('REFUND_SELECT_TICKETS') });
      return;
    }
    const [busy, done, failed] =
      way === 'direct'
        ? [t('refund.refunding'), t('refund.refunded'), t('refund.refundFailed')]
        : [t('refund.submitting'), t('refund.submitted'), t('refund.submitFailed')];
    Toast.show({ icon: 'loading', content: busy, duration: 0 });
    try {
      const ok = await refund(way, openid, orderID, orderAmount, selected);
      Toast.show({ icon: ok ? 'success' : 'fail', content: ok ? done : failed });
      if (ok) {
        setSelected([]);
        tickets.reload();
      }
    } catch (error) {
      Toast.show({ icon: 'fail', content: errorText(error, failed) });
    }
  };

  const bar = (
    <SubmitBar
      amount={refundAmount(selected)}
      count={selected.length}
      label={t('refund.amount')}
      action={way === 'direct' ? t('refund.refund') : t('refund.submitReview')}
      onSubmit={() => lock.run(send)}
      disabled={lock.locked}
    />
  );
  return (
    <PageFrame
      channel={channel}
      title={t('ticket.title')}
      back={pagePath(channel, 'ticketOrderlist')}
      bar={bar}
    >
      <div className={page.section}>
        <div className={page.muted}>{t('orders.orderNo')}</div>
        <div className={styles.mono}>{orderID}</div>
      </div>
      {tickets.status === 'loading' && <Loading />}
      {tickets.status === 'failed' && <LoadFailed error={tickets.error} onRetry={tickets.reload} />}
      {tickets.status === 'ready' && tickets.data.length === 0 && <Empty text={t('ticket.none')} />}
      {tickets.status === 'ready' &&
        tickets.data.map((ticket) => (
          <TicketRow
            key={ticket.ticketID}
            channel={channel}
            ticket={ticket}
            checked={selected.some((s) => s.ticketID === ticket.ticketID)}
            enabled={selectable(ticket, selected)}
            onCheck={(on) => setSelected((now) => toggle(now, ticket, on))}
          />
        ))}
    </PageFrame>
  );
}

export default function OrderTicketsPage({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderID = params.get('order') ?? '';
  const total = Number(params.get('total') ?? '0');
  return (
    <WithVisitor
      channel={channel}
      frame={{ title: t('ticket.title'), back: pagePath(channel, 'ticketOrderlist') }}
    >
      {(visitor) => (
        <Tickets
          channel={channel}
          openid={visitor.openid}
          orderID={orderID}
          orderAmount={Number.isFinite(total) ? total : 0}
        />
      )}
    </WithVisitor>
  );
}
