// Refund (退票, refund): a ticket or order number (required) finds the order; refundable tickets can
// be ticked; the amount is shown and confirmed; the refund goes back by the original payment method.
// Tickets of a type with refund check are submitted for review instead (spec 001 §2, §5, §8).
import { Alert, App, Button, Card, Descriptions, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateIssue } from '../../../domain/i18n/validationMessages.ts';
import { RefundLookup, type RefundLookupAnswer } from '../../../domain/refunds/refund.schema.ts';
import { ONLINE_REFUND_METHODS } from '../../../domain/refunds/refundCodes.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { ScenicAreaSelect } from '../masterData/pickers.tsx';
import { newRequestId } from '../sales/cartModel.ts';
import { methodLabel, money } from '../sales/saleLabels.ts';
import { ownScenicArea } from '../sales/useSellOptions.ts';
import { RefundTicketTable } from './RefundTicketTable.tsx';
import { lookupRefund, refundTickets, submitForReview } from './refundsApi.ts';

export default function RefundPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [scenicAreaID, setScenicAreaID] = useState<number | undefined>(ownScenicArea);
  const [no, setNo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<RefundLookupAnswer | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const search = async (value = no) => {
    const parsed = RefundLookup.safeParse({ scenicAreaID, no: value });
    setFound(null);
    setSelected([]);
    if (!parsed.success) {
      setError(translateIssue(parsed.error.issues[0]!, currentLanguage()));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      setFound(await lookupRefund(parsed.data.scenicAreaID, parsed.data.no));
    } catch (err) {
      setError(failureText(err, t('sales.common.loadFailed')));
    } finally {
      setBusy(false);
    }
  };

  const tickets = found?.tickets ?? [];
  const chosen = tickets.filter((x) => selected.includes(x.ticketNo));
  const direct = chosen.filter((x) => !x.needsReview);
  const review = chosen.filter((x) => x.needsReview);
  const amount = direct.reduce((sum, x) => sum + x.amount, 0);
  const reviewAmount = review.reduce((sum, x) => sum + x.amount, 0);
  const onlineClosed =
    found !== null && !found.onlineRefundOpen && ONLINE_REFUND_METHODS.includes(found.paymentMethod);

  const refund = () => {
    if (!found || direct.length === 0) {
      void message.warning(t('refunds.refund.selectTickets'));
      return;
    }
    const method = methodLabel(t, found.paymentMethod);
    modal.confirm({
      title: t('refunds.refund.confirmTitle'),
      content: (
        <span data-testid="refund-confirm-body">
          {t('refunds.refund.confirmBody', { count: direct.length, amount: money(amount), method })}
        </span>
      ),
      okText: t('refunds.refund.confirm'),
      cancelText: t('refunds.refund.cancel'),
      okButtonProps: { 'data-testid': 'refund-confirm-ok' } as never,
      onOk: async () => {
        try {
          const answer = await refundTickets({
            requestId: newRequestId(),
            scenicAreaID: scenicAreaID as number,
            orderNo: found.orderNo,
            ticketNos: direct.map((x) => x.ticketNo),
          });
          const r = answer.refunds[0];
          const text = t('refunds.refund.refunded', { refundNo: r?.refundNo, amount: money(r?.amount ?? 0) });
          setDone(text);
          void message.success(text);
        } catch (err) {
          void message.error(failureText(err, t('refunds.refund.refundFailed')), 5);
        }
        await search();
      },
    });
  };

  const submit = async () => {
    if (!found || review.length === 0) {
      void message.warning(t('refunds.refund.selectTickets'));
      return;
    }
    setBusy(true);
    try {
      await submitForReview({
        requestId: newRequestId(),
        scenicAreaID: scenicAreaID as number,
        orderNo: found.orderNo,
        ticketNos: review.map((x) => x.ticketNo),
      });
      setDone(t('refunds.refund.submitted'));
      void message.success(t('refunds.refund.submitted'));
    } catch (err) {
      void message.error(failureText(err, t('refunds.refund.submitFailed')), 5);
    } finally {
      setBusy(false);
    }
    await search();
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="refund-page">
      <Card size="small" title={t('menu.items.refund')}>
        <Space wrap>
          <ScenicAreaSelect
            autoPick
            value={scenicAreaID}
            onChange={(id) => setScenicAreaID(id ?? undefined)}
            aria-label={t('sales.common.scenicArea')}
            style={{ width: 200 }}
          />
          <Input.Search
            value={no}
            onChange={(e) => setNo(e.target.value)}
            onSearch={(value) => {
              setDone(null);
              void search(value);
            }}
            placeholder={t('refunds.refund.searchPlaceholder')}
            enterButton={t('refunds.refund.search')}
            maxLength={24}
            loading={busy}
            style={{ width: 360 }}
            data-testid="refund-no"
          />
        </Space>
        {error ? (
          <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} data-testid="refund-error" />
        ) : null}
        {done ? (
          <Alert type="success" showIcon title={done} style={{ marginTop: 12 }} data-testid="refund-done" />
        ) : null}
      </Card>
      {found ? (
        <Card
          size="small"
          title={t('refunds.refund.order', { orderNo: found.orderNo })}
          data-testid="refund-order"
        >
          <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('refunds.refund.orderAmount')}>
              {money(found.orderAmount)}
            </Descriptions.Item>
            <Descriptions.Item label={t('refunds.refund.paymentMethod')}>
              {methodLabel(t, found.paymentMethod)}
            </Descriptions.Item>
            <Descriptions.Item label={t('sales.common.soldAt')}>{found.soldOn}</Descriptions.Item>
          </Descriptions>
          {tickets.every((x) => !x.refundable) ? (
            <Alert
              type="warning"
              showIcon
              title={t('refunds.refund.nothingRefundable')}
              data-testid="refund-none"
            />
          ) : null}
          {onlineClosed ? <Alert type="warning" showIcon title={t('refunds.refund.onlineClosed')} /> : null}
          <RefundTicketTable tickets={tickets} selected={selected} onSelect={setSelected} />
          <Space style={{ marginTop: 12 }} wrap>
            {direct.length > 0 || review.length === 0 ? (
              <Typography.Text data-testid="refund-amount">
                {t('refunds.refund.selected', { count: direct.length })} <b>{money(amount)}</b>
              </Typography.Text>
            ) : null}
            {review.length > 0 ? (
              <Typography.Text data-testid="refund-review-amount">
                {t('refunds.refund.reviewSelected', { count: review.length })} <b>{money(reviewAmount)}</b>
              </Typography.Text>
            ) : null}
            <Button type="primary" danger onClick={refund} disabled={busy} data-testid="refund-submit">
              {t('refunds.refund.refund')}
            </Button>
            <Button onClick={() => void submit()} disabled={busy} data-testid="refund-review-submit">
              {t('refunds.refund.submitReview')}
            </Button>
          </Space>
        </Card>
      ) : null}
    </Space>
  );
}
