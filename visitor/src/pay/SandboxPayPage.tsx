// wx_sandboxPay?order=<orderNo>: the sandbox payment sheet (no money moves): GET /api/sandboxPay/<orderNo>
// shows the amount; Pay or Decline answers POST /api/sandboxPay/<orderNo>/complete; after paying the
// order is confirmed like a real payment (wxConfirmOrder) and the visitor goes to the order list.

import { Button, Result, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SandboxPaymentView as SandboxPayment } from '../../../domain/payments/sandboxPay.schema.ts';
import { confirmPaid } from '../order/payFlow.ts';
import type { VisitorIdentity } from '../session/visitorSession.ts';
import { type Channel, pagePath } from '../shared/channel.ts';
import { yuan } from '../shared/format.ts';
import { errorText } from '../shared/messages.ts';
import { PageFrame } from '../shared/PageFrame.tsx';
import page from '../shared/page.module.css';
import { LoadFailed, Loading, WithVisitor } from '../shared/Status.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { getJson, postJson } from '../shared/visitorHttp.ts';
import styles from './pay.module.css';

function Sheet({
  channel,
  visitor,
  orderNo,
}: {
  channel: Channel;
  visitor: VisitorIdentity;
  orderNo: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const path = `/api/sandboxPay/${encodeURIComponent(orderNo)}`;
  const payment = useLoad((signal) => getJson<SandboxPayment>(path, undefined, signal), orderNo);
  if (payment.status === 'loading') return <Loading />;
  if (payment.status === 'failed') return <LoadFailed error={payment.error} onRetry={payment.reload} />;
  const p = payment.data;

  const complete = async (approve: boolean) => {
    setBusy(true);
    try {
      await postJson(`${path}/complete`, { approve });
      if (approve) await confirmPaid(orderNo, { channel, openid: visitor.openid, navigate });
      else {
        Toast.show({ content: t('sandboxPay.declined') });
        navigate(pagePath(channel, 'ticketOrderlist'));
      }
    } catch (error) {
      Toast.show({ icon: 'fail', content: errorText(error, t('pay.bridgeFailed')) });
    } finally {
      setBusy(false);
    }
  };

  const open = p.state === 'open';
  return (
    <div className={styles.sheet} data-testid="sandbox-pay">
      <div className={styles.badge}>{t('sandboxPay.badge')}</div>
      <p className={page.muted}>{t('sandboxPay.explain')}</p>
      <div className={styles.amount}>¥{yuan(p.amountFen)}</div>
      <p className={page.prewrap}>{p.description}</p>
      <p className={page.muted}>
        {t('orders.orderNo')} {p.orderNo}
      </p>
      {open ? (
        <div className={styles.buttons}>
          <Button
            block
            color="primary"
            size="large"
            loading={busy}
            onClick={() => void complete(true)}
            data-testid="sandbox-approve"
          >
            {t('sandboxPay.pay')}
          </Button>
          <Button
            block
            size="large"
            disabled={busy}
            onClick={() => void complete(false)}
            data-testid="sandbox-decline"
          >
            {t('sandboxPay.decline')}
          </Button>
        </div>
      ) : (
        <Result status="info" title={t(`sandboxPay.status.${p.state}`, { defaultValue: p.state })} />
      )}
    </div>
  );
}

export default function SandboxPayPage({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('order') ?? '';
  return (
    <PageFrame
      channel={channel}
      title={t('sandboxPay.title')}
      back={pagePath(channel, 'ticketOrderlist')}
      tabs={false}
    >
      <WithVisitor channel={channel}>
        {(visitor) => <Sheet channel={channel} visitor={visitor} orderNo={orderNo} />}
      </WithVisitor>
    </PageFrame>
  );
}
