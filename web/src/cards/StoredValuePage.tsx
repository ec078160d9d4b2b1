// Stored value (储值): a card's balance, a recharge (with the bonus of the enabled recharge rules,
// credited by the server) and the card's balance movements (spec 001 §2, §5).
import { Button, Form, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardMovement, CardView } from '../../../domain/cards/card.schema.ts';
import { timeText } from '../i18n/timeText.ts';
import { money } from '../sales/saleLabels.ts';
import { CardDesk } from './CardDesk.tsx';
import { type CardPayMethod, cardPaymentOf, fenOf } from './cardPayment.ts';
import { cardMovements } from './cardsApi.ts';
import { MoneyFields } from './MoneyFields.tsx';
import { useCardCommand } from './useCardCommand.ts';

function Recharge({
  card,
  scenicAreaID,
  show,
}: {
  card: CardView;
  scenicAreaID: number;
  show: (c: CardView) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ amountYuan: number; method: CardPayMethod }>();
  const [movements, setMovements] = useState<CardMovement[]>([]);
  const { busy, send } = useCardCommand(show);
  useEffect(() => {
    // The movements read model follows the card's events within moments: look again until its
    // newest movement shows the balance the card has (a few tries).
    let stop = false;
    const load = async (tries: number) => {
      const [rows] = await cardMovements(card.cardNo).catch(() => [[] as CardMovement[]] as const);
      if (stop) return;
      setMovements(rows);
      const settled = (rows[0]?.balanceAfter ?? 0) === card.balance;
      if (!settled && tries > 0) setTimeout(() => void load(tries - 1), 300);
    };
    void load(10);
    return () => {
      stop = true;
    };
  }, [card.cardNo, card.balance]);
  const s = (key: string) => t(`cards.storedValue.${key}`);
  const recharge = async () => {
    const { amountYuan, method } = await form.validateFields();
    const amount = fenOf(amountYuan);
    const done = await send(
      'recharge',
      { scenicAreaID, cardNo: card.cardNo, amount, payment: cardPaymentOf(method, amount) },
      (c) => t('cards.storedValue.recharged', { balance: money(c.balance) }),
    );
    if (done) form.resetFields(['amountYuan']);
  };
  return (
    <>
      <Form form={form} layout="inline" onFinish={recharge}>
        <MoneyFields />
        <Button type="primary" htmlType="submit" loading={busy} data-testid="card-recharge">
          {s('recharge')}
        </Button>
      </Form>
      <Typography.Text type="secondary">{s('bonusHint')}</Typography.Text>
      <Typography.Title level={5}>{s('movements')}</Typography.Title>
      <Table<CardMovement>
        size="small"
        rowKey={(m) => `${m.occurredAt}-${m.kind}-${m.balanceAfter}`}
        pagination={false}
        dataSource={movements}
        data-testid="card-movements"
        columns={[
          { title: s('time'), dataIndex: 'occurredAt', render: (v: string, r) => timeText(v, r.timeZone) },
          { title: s('kind'), dataIndex: 'kind', render: (k: string) => s(`kinds.${k}`) },
          { title: t('cards.common.amount'), dataIndex: 'amount', render: money },
          { title: s('bonus'), dataIndex: 'bonus', render: money },
          { title: s('balanceAfter'), dataIndex: 'balanceAfter', render: money },
          { title: s('order'), dataIndex: 'orderNo' },
          { title: s('seller'), dataIndex: 'sellerAccount' },
        ]}
      />
    </>
  );
}

export default function StoredValuePage() {
  const { t } = useTranslation();
  return (
    <CardDesk title={t('cards.storedValue.title')}>
      {(card, scenicAreaID, show) => <Recharge card={card} scenicAreaID={scenicAreaID} show={show} />}
    </CardDesk>
  );
}
