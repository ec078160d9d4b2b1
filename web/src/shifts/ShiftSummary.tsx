// Block one of the seller's home (spec 001 §2): counts by card type, amounts by payment method and
// the refund equivalents, for the open shift.
import { Card, Col, Row, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CurrentShift } from '../../../domain/shifts/shift.schema.ts';
import { CARD_TYPES, PAY_COLUMNS, type StatusTotals } from '../../../domain/shifts/shiftTotals.ts';
import { money } from './shiftFormat.ts';

type Totals = CurrentShift['totals'];

export function ShiftSummary({ totals, expectedFen }: { totals: Totals; expectedFen: number }) {
  const { t } = useTranslation();
  const rows = (['sale', 'refund'] as const).map((status) => ({
    key: status,
    status,
    t: totals[status] as StatusTotals,
  }));
  const columns = [
    {
      title: '',
      dataIndex: 'status',
      key: 'status',
      render: (s: string) => <b>{t(`shifts.summary.${s}`)}</b>,
    },
    ...CARD_TYPES.map((card) => ({
      title: t(`shifts.summary.${card}`),
      key: card,
      render: (_: unknown, r: (typeof rows)[number]) => r.t.cards[card].count,
    })),
    {
      title: t('shifts.summary.tickets'),
      key: 'tickets',
      render: (_: unknown, r: (typeof rows)[number]) => r.t.tickets.count,
    },
    ...PAY_COLUMNS.map((method) => ({
      title: t(`shifts.summary.${method}`),
      key: method,
      render: (_: unknown, r: (typeof rows)[number]) => money(r.t.methods[method].fen),
    })),
    {
      title: t('shifts.summary.amount'),
      key: 'amount',
      render: (_: unknown, r: (typeof rows)[number]) => <b>{money(r.t.orders.fen)}</b>,
    },
  ];
  return (
    <Card size="small" data-testid="shift-summary">
      <Row gutter={16} style={{ marginBottom: 12 }}>
        <Col xs={12} md={6}>
          <Statistic title={t('shifts.summary.sale')} value={money(totals.sale.orders.fen)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('shifts.summary.refund')} value={money(totals.refund.orders.fen)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('shifts.summary.priceDifference')} value={money(totals.priceDifferences.fen)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t('shifts.summary.expectedCash')}
            value={money(expectedFen)}
            valueStyle={{ color: '#1677ff' }}
          />
        </Col>
      </Row>
      <Table
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={rows}
        columns={columns}
        scroll={{ x: true }}
      />
    </Card>
  );
}
