// The order statistics of step 3 (spec 002 §3): head count, amount and tickets per ticket type,
// recomputed after every add, edit or delete.
import { Card, Space, Statistic, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderStatistics } from '../../../domain/agencies/agencyOrder.schema.ts';
import { money } from '../sales/saleLabels.ts';

export function OrderStatisticsPanel({ statistics }: { statistics: OrderStatistics }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('agencies.order.statistics')} data-testid="order-statistics">
      <Space size={48} wrap align="start">
        <Statistic title={t('agencies.order.orderPeopleNum')} value={statistics.orderPeopleNum} />
        <Statistic
          title={t('agencies.order.orderAmount')}
          value={money(statistics.orderAmount)}
          data-testid="order-amount"
        />
        <Space wrap style={{ maxWidth: 640 }}>
          {statistics.byTicketType.map((line) => (
            <Tag key={line.ticketTypeID} color={line.isConcession ? 'gold' : 'blue'}>
              {t('agencies.order.perType', { name: line.ticketTypeName, count: line.count })} ·{' '}
              {money(line.amount)}
            </Tag>
          ))}
        </Space>
      </Space>
    </Card>
  );
}
