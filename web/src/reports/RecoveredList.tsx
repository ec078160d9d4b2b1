// The payments the provider approved that were not recorded, which the reconciliation job found, and
// what it did with each: recorded on its order while the places were held, or refunded.
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/index.js';
import { useTranslation } from 'react-i18next';
import type { RecoveredPayment } from '../../../domain/reports/reportAnswer.schema.ts';
import { money } from '../shifts/shiftFormat.ts';

export function RecoveredList({ recovered }: { recovered: RecoveredPayment[] }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`reports.finance.${key}`);
  const columns: ColumnsType<RecoveredPayment> = [
    { title: label('recoveredAt'), dataIndex: 'at', render: (at: string) => new Date(at).toLocaleString() },
    { title: label('reference'), dataIndex: 'orderNo' },
    { title: label('transaction'), dataIndex: 'transactionId' },
    { title: t('reports.columns.providerAmount'), dataIndex: 'amount', align: 'right', render: money },
    {
      title: label('recoveredOutcome'),
      dataIndex: 'outcome',
      render: (o: RecoveredPayment['outcome']) => (
        <Tag color={o === 'refunded' ? 'orange' : 'green'}>{label(o)}</Tag>
      ),
    },
  ];
  return (
    <div style={{ marginTop: 16 }} data-testid="reconciliation-recovered">
      <Typography.Title level={5}>{label('recovered')}</Typography.Title>
      <Table<RecoveredPayment>
        rowKey="transactionId"
        size="small"
        columns={columns}
        dataSource={recovered}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: label('noRecovered') }}
      />
    </div>
  );
}
