// Card operations (挂失 / 解挂 / 解绑 / 补卡, spec 001 §2, §4–5): report a card lost (refused at every
// gate and window at once), unreport, unbind its holder, or replace it by a new number that inherits
// validity, balance, uses and holder, charging the replacement fee of its type.
import { App, Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CardView } from '../../../domain/cards/card.schema.ts';
import { CardNo } from '../../../domain/cards/cardNo.ts';
import { zodRule } from '../forms/zodRule.ts';
import { money } from '../sales/saleLabels.ts';
import { CardDesk } from './CardDesk.tsx';
import { type CardPayMethod, cardPaymentOf } from './cardPayment.ts';
import { MoneyFields } from './MoneyFields.tsx';
import { useCardCommand } from './useCardCommand.ts';

function Operations({
  card,
  scenicAreaID,
  show,
}: {
  card: CardView;
  scenicAreaID: number;
  show: (c: CardView) => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<{ newCardNo: string; method: CardPayMethod }>();
  const { busy, send } = useCardCommand(show);
  const o = (key: string) => t(`cards.operations.${key}`);
  const act = (action: string) =>
    send(action, { scenicAreaID, cardNo: card.cardNo }, () => t('cards.common.done'));
  const replace = async () => {
    const { newCardNo, method } = await form.validateFields();
    await send(
      'replace',
      { scenicAreaID, cardNo: card.cardNo, newCardNo, payment: cardPaymentOf(method, card.replacementFee) },
      (c) => t('cards.operations.replaced', { cardNo: c.cardNo, balance: money(c.balance) }),
    );
  };
  return (
    <>
      <Space wrap>
        <Button
          danger
          loading={busy}
          disabled={card.status === 'lost' || card.status === 'voided'}
          data-testid="card-report-lost"
          onClick={() =>
            modal.confirm({
              title: o('reportLost'),
              content: o('confirmLost'),
              okButtonProps: { 'data-testid': 'card-lost-ok' } as never,
              onOk: () => act('reportLost'),
            })
          }
        >
          {o('reportLost')}
        </Button>
        <Button
          loading={busy}
          disabled={card.status !== 'lost'}
          onClick={() => act('unreport')}
          data-testid="card-unreport"
        >
          {o('unreport')}
        </Button>
        <Button
          loading={busy}
          disabled={!card.holder || card.status === 'voided'}
          onClick={() => act('unbind')}
        >
          {o('unbind')}
        </Button>
      </Space>
      <Typography.Title level={5}>{o('replace')}</Typography.Title>
      <Form form={form} layout="inline" onFinish={replace} disabled={card.status === 'voided'}>
        <Form.Item name="newCardNo" label={o('newCardNo')} rules={[zodRule(CardNo)]} required>
          <Input maxLength={24} style={{ width: 220 }} data-testid="card-new-no" />
        </Form.Item>
        <Form.Item label={o('fee')}>{money(card.replacementFee)}</Form.Item>
        <MoneyFields amount={false} />
        <Button type="primary" htmlType="submit" loading={busy} data-testid="card-replace">
          {o('replace')}
        </Button>
      </Form>
    </>
  );
}

export default function CardOperationsPage() {
  const { t } = useTranslation();
  return (
    <CardDesk title={t('cards.operations.title')}>
      {(card, scenicAreaID, show) => <Operations card={card} scenicAreaID={scenicAreaID} show={show} />}
    </CardDesk>
  );
}
