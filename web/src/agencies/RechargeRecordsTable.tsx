// Recharge records (the agency's own on its recharge screen; every agency's for administrators).
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RechargeRecord } from '../../../domain/agencies/agency.schema.ts';
import type { Query } from '../api/http.ts';
import { useAreaTime } from '../i18n/timeText.ts';
import { money } from '../sales/saleLabels.ts';
import { usePagedRows } from './usePagedRows.ts';

export function RechargeRecordsTable({ filter, showAgency }: { filter: Query; showAgency?: boolean }) {
  const { t } = useTranslation();
  const time = useAreaTime();
  const list = usePagedRows<RechargeRecord>('travelAgency/rechargeRecords', filter);
  const label = (key: string) => t(`agencies.recharge.${key}`);
  return (
    <Table<RechargeRecord>
      rowKey="rechargeNo"
      size="middle"
      loading={list.loading}
      dataSource={list.rows}
      pagination={list.pagination}
      scroll={{ x: 'max-content' }}
      data-testid="recharge-records"
      columns={[
        { title: label('rechargeNo'), dataIndex: 'rechargeNo' },
        ...(showAgency ? [{ title: t('agencies.orders.agency'), dataIndex: 'travelAgencyName' }] : []),
        { title: label('amount'), dataIndex: 'amount', align: 'right', render: money },
        { title: label('balanceAfter'), dataIndex: 'balanceAfter', align: 'right', render: money },
        { title: label('operator'), dataIndex: 'operator' },
        {
          title: label('at'),
          dataIndex: 'rechargedAt',
          render: (iso: string) => time(iso),
        },
        { title: label('remark'), dataIndex: 'remark' },
      ]}
    />
  );
}
