// wx_ticketOrderlist: the visitor's orders (spec 002 §2): order id, time in the area's time zone,
// ticket count, amount, remaining uses or minutes, status; links to the tickets and the QR code.

import { Button, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { VisitorOrderRow } from '../../../domain/booking/visitorApi.schema.ts';
import { type Channel, homePath, pagePath } from '../shared/channel.ts';
import { areaDateTime, yuan } from '../shared/format.ts';
import { PageFrame } from '../shared/PageFrame.tsx';
import page from '../shared/page.module.css';
import { Empty, LoadFailed, Loading, WithVisitor } from '../shared/Status.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { fetchOrders } from './orderApi.ts';
import styles from './orders.module.css';

const STATUS_COLOR: Record<VisitorOrderRow['status'], string> = {
  pending: 'warning',
  paid: 'success',
  expired: 'default',
  refunded: 'default',
  partlyRefunded: 'primary',
};

function OrderCard({ channel, order }: { channel: Channel; order: VisitorOrderRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const usable = order.status === 'paid' || order.status === 'partlyRefunded';
  return (
    <article className={page.section} data-testid={`order-${order.orderID}`}>
      <div className={page.row}>
        <span className={styles.orderNo}>
          {t('orders.orderNo')} {order.orderID}
        </span>
        <Tag color={STATUS_COLOR[order.status]}>{t(`orders.status.${order.status}`)}</Tag>
      </div>
      <h3 className={styles.typeName}>{order.ticketTypeName}</h3>
      <dl className={styles.facts}>
        <dt>{t('orders.orderTime')}</dt>
        <dd>{areaDateTime(order.orderTime, order.timeZone)}</dd>
        <dt>{t('orders.playDate')}</dt>
        <dd>
          {order.playDate}
          {order.slot ? ` ${order.slot}` : ''}
        </dd>
        <dt>{t('orders.count')}</dt>
        <dd>{t('common.tickets', { count: order.ticketNum })}</dd>
        <dt>{t('orders.amount')}</dt>
        <dd className={page.price}>¥{yuan(order.orderAmount)}</dd>
        {order.remainMinutes !== null ? (
          <>
            <dt>{t('orders.remainMinutes')}</dt>
            <dd>{t('orders.minutes', { count: order.remainMinutes })}</dd>
          </>
        ) : (
          <>
            <dt>{t('orders.remainTimes')}</dt>
            <dd>{order.remainTimes === null ? t('order.unlimited') : order.remainTimes}</dd>
          </>
        )}
        {order.status === 'pending' && order.expiresAt && (
          <>
            <dt>{t('orders.payBefore')}</dt>
            <dd>{areaDateTime(order.expiresAt, order.timeZone)}</dd>
          </>
        )}
      </dl>
      <div className={styles.actions}>
        <Button
          size="small"
          onClick={() =>
            navigate(
              pagePath(channel, 'ticketOrderTicket', { order: order.orderID, total: order.orderAmount }),
            )
          }
        >
          {t('orders.tickets')}
        </Button>
        <Button
          size="small"
          color="primary"
          disabled={!usable}
          onClick={() => navigate(pagePath(channel, 'ticketOrderQR', { order: order.orderID }))}
        >
          {t('orders.qr')}
        </Button>
      </div>
    </article>
  );
}

function Orders({ channel, openid }: { channel: Channel; openid: string }) {
  const { t } = useTranslation();
  const orders = useLoad((signal) => fetchOrders(openid, signal), openid);
  if (orders.status === 'loading') return <Loading />;
  if (orders.status === 'failed') return <LoadFailed error={orders.error} onRetry={orders.reload} />;
  if (orders.data.length === 0) return <Empty text={t('orders.none')} />;
  return (
    <>
      {orders.data.map((order) => (
        <OrderCard key={order.orderID} channel={channel} order={order} />
      ))}
    </>
  );
}

export default function OrderListPage({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  return (
    <PageFrame channel={channel} title={t('orders.title')} back={homePath(channel)}>
      <WithVisitor channel={channel}>
        {(visitor) => <Orders channel={channel} openid={visitor.openid} />}
      </WithVisitor>
    </PageFrame>
  );
}
