// Agency orders as a table (the agency's order list and the administrators' review queue): order
// number, status, play dates, guide, head count, amount, payment method, times, the review note and
// the sale order issued on approval.
import { Table, type TablePaginationConfig, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/index.js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgencyOrderRow } from '../../../domain/agencies/agencyOrder.schema.ts';
import { useAreaTime } from '../i18n/timeText.ts';
import { money } from '../sales/saleLabels.ts';

const STATUS_COLOURS = ['default', 'processing', 'green', 'red'];

export function OrderStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOURS[status]} data-order-status={status}>
      {t(`agencies.statuses.${status}`)}
    </Tag>
  );
}

interface Props {
  rows: AgencyOrderRow[];
  loading: boolean;
  pagination: TablePaginationConfig;
  /** The agency column (administrators see every agency's orders). */
  showAgency?: boolean;
  actions?: (row: AgencyOrderRow) => ReactNode;
  testId: string;
}

export function AgencyOrderTable({ rows, loading, pagination, showAgency, actions, testId }: Props) {
  const { t } = useTranslation();
  const time = useAreaTime();
  const label = (key: string) => t(`agencies.orders.${key}`);
  const columns: ColumnsType<AgencyOrderRow> = [
    { title: label('orderNo'), dataIndex: 'orderNo' },
    ...(showAgency ? [{ title: label('agency'), dataIndex: 'travelAgencyName' }] : []),
    {
      title: label('status'),
      dataIndex: 'orderStatus',
      render: (s: number) => <OrderStatusTag status={s} />,
    },
    {
      title: t('agencies.order.playTime'),
      key: 'play',
      render: (_, r) => `${r.playStartTime} ~ ${r.playEndTime}`,
    },
    { title: t('agencies.order.guideName'), dataIndex: 'guideName' },
    { title: label('people'), dataIndex: 'peopleCount', align: 'right' },
    { title: t('agencies.order.orderAmount'), dataIndex: 'orderAmount', align: 'right', render: money },
    {
      title: t('agencies.order.payType'),
      dataIndex: 'payType',
      render: (v: number) => t(`agencies.payTypes.${v}`),
    },
    { title: label('updatedAt'), dataIndex: 'updatedAt', render: (v: string, r) => time(v, r.scenicAreaID) },
    { title: label('note'), dataIndex: 'reviewNote', render: (v: string | null) => v ?? '—' },
    { title: label('saleOrderNo'), dataIndex: 'saleOrderNo', render: (v: string | null) => v ?? '—' },
  ];
  if (actions)
    columns.push({
      title: t('agencies.common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, r) => actions(r),
    });
  return (
    <Table<AgencyOrderRow>
      rowKey="orderNo"
      size="middle"
      loading={loading}
      dataSource={rows}
      columns={columns}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      data-testid={testId}
    />
  );
}
