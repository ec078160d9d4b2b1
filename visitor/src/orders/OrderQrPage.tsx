// wx_ticketOrderQR?order=: the pass QR code of the order's ticket, or of each ticket (spec 002 §2,
// §4): 150×150, error correction H, unusable once every ticket is verified, refunded or expired. For
// one timed ticket: its number, and the price difference polled every 5000 ms with a pay button.

import { Button, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import {
  PAY_WAY,
  type PriceDifferenceData,
  type SubmitAnswer,
  type VisitorTicketRow,
} from '../../../domain/booking/visitorApi.schema.ts';
import { pay } from '../order/payFlow.ts';
import type { VisitorIdentity } from '../session/visitorSession.ts';
import { type Channel, pagePath } from '../shared/channel.ts';
import { yuan } from '../shared/format.ts';
import { errorText } from '../shared/messages.ts';
import { PageFrame } from '../shared/PageFrame.tsx';
import page from '../shared/page.module.css';
import { Empty, LoadFailed, Loading, WithVisitor } from '../shared/Status.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { getJson, postJson } from '../shared/visitorHttp.ts';
import { FEE } from '../tickets/ticketApi.ts';
import { fetchOrderTickets } from './orderApi.ts';
import styles from './orders.module.css';
import { QrCode } from './QrCode.tsx';
import { qrUnusable, ticketDone } from './refundSelection.ts';

type Difference = z.infer<typeof PriceDifferenceData>;
const POLL_MS = 5000;

function usePriceDifference(ticket: VisitorTicketRow | null): Difference | null {
  const [data, setData] = useState<Difference | null>(null);
  useEffect(() => {
    if (!ticket) return;
    let live = true;
    const poll = () =>
      getJson<Difference>('/api/ticket/getPriceDifferentData', {
        ticketTypeID: ticket.ticketTypeID,
        ticketID: ticket.ticketID,
      }).then(
        (answer) => live && setData(answer),
        () => undefined, // spec 002 §7: a failed call is only logged
      );
    void poll();
    const timer = setInterval(poll, POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [ticket]);
  return data;
}

function TimedTicket({
  channel,
  visitor,
  ticket,
  orderID,
}: {
  channel: Channel;
  visitor: VisitorIdentity;
  ticket: VisitorTicketRow;
  orderID: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const difference = usePriceDifference(ticket);
  const payDifference = async (amount: number) => {
    try {
      const answer = await postJson<Partial<SubmitAnswer> | null>('/api/sell/priceDifferentConfirmOrder', {
        openid: visitor.openid,
        ticketID: ticket.ticketID,
        orderAmount: amount,
        payWay: PAY_WAY.appointment,
        orderID,
        scenicAreaID: visitor.scenicAreaID,
        discountAmount: 0,
      });
      if (answer && typeof answer.result_msg === 'string' && answer.status) {
        pay(answer as SubmitAnswer, { channel, openid: visitor.openid, navigate });
      } else Toast.show({ icon: 'success', content: t('qr.differencePaid') });
    } catch (error) {
      Toast.show({ icon: 'fail', content: errorText(error, t('pay.bridgeFailed')) });
    }
  };
  return (
    <div className={page.section}>
      <div className={page.row}>
        <span className={page.muted}>{t('ticket.number')}</span>
        <span className={styles.mono}>{ticket.ticketID}</span>
      </div>
      {difference?.remainValidTime != null && (
        <div className={page.row}>
          <span className={page.muted}>{t('qr.remainMinutes')}</span>
          <span>{t('orders.minutes', { count: difference.remainValidTime })}</span>
        </div>
      )}
      {difference && difference.priceDifferentAmount > 0 && (
        <>
          <p className={page.prewrap}>
            {t('qr.differenceDue', { amount: yuan(difference.priceDifferentAmount) })}
          </p>
          <Button
            block
            color="warning"
            onClick={() => void payDifference(difference.priceDifferentAmount)}
            data-testid="pay-difference"
          >
            {t('qr.payDifference', { amount: yuan(difference.priceDifferentAmount) })}
          </Button>
        </>
      )}
    </div>
  );
}

function Codes({
  channel,
  visitor,
  orderID,
}: {
  channel: Channel;
  visitor: VisitorIdentity;
  orderID: string;
}) {
  const { t } = useTranslation();
  const tickets = useLoad((signal) => fetchOrderTickets(visitor.openid, orderID, signal), orderID);
  if (tickets.status === 'loading') return <Loading />;
  if (tickets.status === 'failed') return <LoadFailed error={tickets.error} onRetry={tickets.reload} />;
  const list = tickets.data;
  if (list.length === 0) return <Empty text={t('ticket.none')} />;
  const unusable = qrUnusable(list);
  const only = list.length === 1 ? list[0]! : null;
  return (
    <>
      <p className={page.center} style={{ padding: '12px 0 0' }}>
        {unusable ? t('qr.unusable') : t('qr.show')}
      </p>
      {list.map((ticket) => (
        <div key={ticket.ticketID} className={page.section}>
          <strong>{ticket.ticketTypeName}</strong>
          <QrCode
            text={ticket.qrCode}
            voidLabel={ticketDone(ticket) ? t(`ticket.status.${ticket.ticketStatus}`) : undefined}
          />
          <div className={`${page.muted} ${styles.mono}`} style={{ textAlign: 'center' }}>
            {ticket.ticketStart} ~ {ticket.ticketEnd}
          </div>
        </div>
      ))}
      {only && only.ticketFeeMethod === FEE.timed && (
        <TimedTicket channel={channel} visitor={visitor} ticket={only} orderID={orderID} />
      )}
    </>
  );
}

export default function OrderQrPage({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderID = params.get('order') ?? '';
  return (
    <PageFrame channel={channel} title={t('qr.title')} back={pagePath(channel, 'ticketOrderlist')}>
      <WithVisitor channel={channel}>
        {(visitor) => <Codes channel={channel} visitor={visitor} orderID={orderID} />}
      </WithVisitor>
    </PageFrame>
  );
}
