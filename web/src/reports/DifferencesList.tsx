// The reconciliation's differences: each order or refund whose money the payment provider confirmed
// otherwise (or not at all), with what each side says.
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/index.js';
import { useTranslation } from 'react-i18next';
import type { ReconciliationDifference } from '../../../domain/reports/reportAnswer.schema.ts';
import { codeLabel } from '../../../domain/reports/reportLabels.ts';
import { useLang } from '../masterData/pickers.tsx';
import { money } from '../shifts/shiftFormat.ts';

export function DifferencesList({ differences }: { differences: ReconciliationDifference[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const label = (key: string) => t(`reports.finance.${key}`);
  const amount = (fen: number | null) => (fen === null ? label('missing') : money(fen));
  const columns: ColumnsType<ReconciliationDifference> = [
    { title: t('reports.columns.day'), dataIndex: 'day' },
    {
      title: t('reports.columns.paymentMethod'),
      dataIndex: 'paymentMethod',
      render: (m: string) => codeLabel('paymentMethod', m, lang),
    },
    { title: label('reference'), dataIndex: 'reference' },
    {
      title: label('kind'),
      dataIndex: 'kind',
      render: (k: string) => <Tag color={k === 'refund' ? 'orange' : 'blue'}>{label(k)}</Tag>,
    },
    { title: t('reports.columns.orderAmount'), dataIndex: 'orderAmount', align: 'right', render: amount },
    {
      title: t('reports.columns.providerAmount'),
      dataIndex: 'providerAmount',
      align: 'right',
      render: amount,
    },
    {
      title: t('reports.columns.differenceAmount'),
      key: 'difference',
      align: 'right',
      render: (_, d) => money((d.providerAmount ?? 0) - (d.orderAmount ?? 0)),
    },
  ];
  return (
    <div style={{ marginTop: 16 }} data-testid="reconciliation-differences">
      <Typography.Title level={5}>{label('differences')}</Typography.Title>
      <Table<ReconciliationDifference>
        rowKey={(d) => `${d.kind}:${d.reference}`}
        size="small"
        columns={columns}
        dataSource={differences}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: label('noDifferences') }}
      />
    </div>
  );
}
