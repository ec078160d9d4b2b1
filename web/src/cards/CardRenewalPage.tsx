// Card renewal (续卡, spec 001 §2, §5, §9): 1 / 3 / 6 months, 1 / 3 / 6 quarters, half a year,
// 1 / 2 / 3 / 6 years or custom (days ≤ 5000, months ≤ 100, years ≤ 20); the amount is required.
import { Button, Form, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CardView } from '../../../domain/cards/card.schema.ts';
import { PERIOD_UNITS, RENEWAL_LIMITS, RENEWAL_OPTIONS } from '../../../domain/cards/cardPeriods.ts';
import { CardDesk } from './CardDesk.tsx';
import { type CardPayMethod, cardPaymentOf, fenOf } from './cardPayment.ts';
import { MoneyFields } from './MoneyFields.tsx';
import { useCardCommand } from './useCardCommand.ts';

const OPTIONS = [...Object.keys(RENEWAL_OPTIONS), 'custom'];
type Values = {
  option: string;
  unit: (typeof PERIOD_UNITS)[number];
  count: number;
  amountYuan: number;
  method: CardPayMethod;
};

function Renew({
  card,
  scenicAreaID,
  show,
}: {
  card: CardView;
  scenicAreaID: number;
  show: (c: CardView) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const option = Form.useWatch('option', form);
  const unit = Form.useWatch('unit', form) ?? 'month';
  const { busy, send } = useCardCommand(show);
  const r = (key: string) => t(`cards.renewal.${key}`);
  const renew = async () => {
    const v = await form.validateFields();
    const amount = fenOf(v.amountYuan);
    await send(
      'renew',
      {
        scenicAreaID,
        cardNo: card.cardNo,
        option: v.option,
        custom: v.option === 'custom' ? { unit: v.unit, count: v.count } : null,
        amount,
        payment: cardPaymentOf(v.method, amount),
      },
      (c) => t('cards.renewal.renewed', { validTo: c.validTo }),
    );
  };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={renew}
      initialValues={{ option: 'year1', unit: 'month', count: 1 }}
      style={{ maxWidth: 480 }}
    >
      <Form.Item name="option" label={r('period')}>
        <Select
          options={OPTIONS.map((o) => ({ value: o, label: r(`options.${o}`) }))}
          data-testid="card-renew-option"
        />
      </Form.Item>
      {option === 'custom' && (
        <Space>
          <Form.Item
            name="count"
            label={r('count')}
            rules={[{ required: true, type: 'integer', min: 1, max: RENEWAL_LIMITS[unit] }]}
          >
            <InputNumber min={1} max={RENEWAL_LIMITS[unit]} precision={0} />
          </Form.Item>
          <Form.Item name="unit" label=" ">
            <Select
              style={{ width: 100 }}
              options={PERIOD_UNITS.map((u) => ({ value: u, label: r(`units.${u}`) }))}
            />
          </Form.Item>
        </Space>
      )}
      <MoneyFields />
      <Button type="primary" htmlType="submit" loading={busy} data-testid="card-renew">
        {r('renew')}
      </Button>
    </Form>
  );
}

export default function CardRenewalPage() {
  const { t } = useTranslation();
  return (
    <CardDesk title={t('cards.renewal.title')}>
      {(card, scenicAreaID, show) => <Renew card={card} scenicAreaID={scenicAreaID} show={show} />}
    </CardDesk>
  );
}
