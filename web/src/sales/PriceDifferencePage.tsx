// Price difference (补差价, spec 001 §2): a timed ticket's stay since its last entry, the time its
// zone includes, the overtime and what it owes now by the price-difference rule (or the zone's
// billing rule); paid at the window in cash (with change) or by payment code. Once paid the ticket
// owes nothing and is usable again.

import { FieldTimeOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Input,
  InputNumber,
  Radio,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateIssue } from '../../../domain/i18n/validationMessages.ts';
import {
  type PriceDifferenceQuote,
  type PriceDifferenceReceipt,
  TicketUsesQuery,
} from '../../../domain/sales/ticketHandling.schema.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { money } from './saleLabels.ts';
import { payPriceDifference, priceDifference } from './ticketUseApi.ts';

export default function PriceDifferencePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [ticketNo, setTicketNo] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [quote, setQuote] = useState<PriceDifferenceQuote | null>(null);
  const [receipt, setReceipt] = useState<PriceDifferenceReceipt | null>(null);
  const [method, setMethod] = useState<'cash' | 'paymentCode'>('cash');
  const [receivedYuan, setReceivedYuan] = useState<number | null>(null);
  const [paymentCode, setPaymentCode] = useState('');
  const label = (key: string, values?: Record<string, unknown>) =>
    t(`ticketHandling.difference.${key}`, values);
  const minutes = (count: number) => label('minutes', { count });

  const lookUp = async () => {
    const parsed = TicketUsesQuery.safeParse({ ticketNo });
    setQuote(null);
    setReceipt(null);
    if (!parsed.success) {
      setError(translateIssue(parsed.error.issues[0]!, currentLanguage()));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const found = await priceDifference(parsed.data.ticketNo);
      setQuote(found);
      setReceivedYuan(found.owed / 100);
    } catch (err) {
      setError(failureText(err, t('sales.scan.failed')));
    } finally {
      setBusy(false);
    }
  };

  const pay = async () => {
    if (!quote) return;
    setBusy(true);
    setError(null);
    try {
      const payment =
        method === 'cash'
          ? { method, receivedFen: Math.round((receivedYuan ?? 0) * 100) }
          : { method, paymentCode: paymentCode.trim() };
      const paid = await payPriceDifference({
        requestId: crypto.randomUUID(),
        ticketNo: quote.ticketNo,
        amount: quote.owed,
        payment,
      });
      setReceipt(paid);
      setQuote(await priceDifference(quote.ticketNo));
      message.success(label('paidOk', { amount: money(paid.amount), change: money(paid.changeFen ?? 0) }));
    } catch (err) {
      setError(failureText(err, label('failed')));
    } finally {
      setBusy(false);
    }
  };

  const change = Math.round((receivedYuan ?? 0) * 100) - (quote?.owed ?? 0);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="pd-page">
      <Card size="small" title={label('title')}>
        <Input.Search
          autoFocus
          allowClear
          size="large"
          autoComplete="off"
          maxLength={18}
          prefix={<FieldTimeOutlined />}
          placeholder={label('placeholder')}
          enterButton={label('submit')}
          value={ticketNo}
          loading={busy && !quote}
          onChange={(e) => setTicketNo(e.target.value)}
          onSearch={() => void lookUp()}
          data-testid="pd-input"
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {label('hint')}
        </Typography.Paragraph>
      </Card>
      {error ? <Alert type="error" showIcon title={error} data-testid="pd-error" /> : null}
      {receipt ? (
        <Alert
          type="success"
          showIcon
          data-testid="pd-paid"
          title={label('paidOk', { amount: money(receipt.amount), change: money(receipt.changeFen ?? 0) })}
        />
      ) : null}
      {quote ? (
        <Card size="small" title={quote.ticketNo} data-testid="pd-quote">
          <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={label('ticketType')}>
              {quote.ticketTypeName} {quote.timed ? <Tag color="blue">{label('timed')}</Tag> : null}
            </Descriptions.Item>
            <Descriptions.Item label={label('rule')}>{label(`rules.${quote.rule}`)}</Descriptions.Item>
            <Descriptions.Item label={label('enteredAt')}>{quote.enteredLocal ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={label('zone')}>{quote.zoneName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={label('included')}>
              <span data-testid="pd-included">{minutes(quote.includedMinutes)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={label('stay')}>
              <span data-testid="pd-stay">{minutes(quote.stayMinutes)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={label('over')}>{minutes(quote.minutesOver)}</Descriptions.Item>
            <Descriptions.Item label={label('paid')}>{money(quote.paid)}</Descriptions.Item>
            <Descriptions.Item label={label('owed')} span={2}>
              <Typography.Text strong style={{ fontSize: 20 }} data-testid="pd-owed">
                {money(quote.owed)}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          {!quote.timed ? (
            <Alert type="info" showIcon title={label('notTimed')} style={{ marginTop: 12 }} />
          ) : quote.enteredAt === null ? (
            <Alert type="info" showIcon title={label('notEntered')} style={{ marginTop: 12 }} />
          ) : quote.owed === 0 ? (
            <Alert
              type="success"
              showIcon
              title={label('nothingOwed')}
              style={{ marginTop: 12 }}
              data-testid="pd-none"
            />
          ) : (
            <Space orientation="vertical" style={{ marginTop: 16 }}>
              <Radio.Group
                optionType="button"
                value={method}
                onChange={(e) => setMethod(e.target.value)}
                options={[
                  { value: 'cash', label: label('cash') },
                  { value: 'paymentCode', label: label('paymentCode') },
                ]}
                data-testid="pd-method"
              />
              {method === 'cash' ? (
                <Space wrap>
                  <InputNumber
                    min={0}
                    precision={2}
                    addonBefore={label('received')}
                    value={receivedYuan}
                    onChange={(v) => setReceivedYuan(v)}
                    data-testid="pd-received"
                  />
                  <span>
                    {label('change')}: <span data-testid="pd-change">{money(Math.max(0, change))}</span>
                  </span>
                </Space>
              ) : (
                <Input
                  autoFocus
                  maxLength={24}
                  style={{ width: 280 }}
                  placeholder={label('code')}
                  value={paymentCode}
                  onChange={(e) => setPaymentCode(e.target.value)}
                  data-testid="pd-code"
                />
              )}
              <Button type="primary" loading={busy} onClick={() => void pay()} data-testid="pd-pay">
                {label('pay')} {money(quote.owed)}
              </Button>
            </Space>
          )}
        </Card>
      ) : null}
    </Space>
  );
}
