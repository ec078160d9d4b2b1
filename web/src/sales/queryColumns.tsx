// The columns of the ticket query's two tables (tickets, orders); numbers link to the detail record.

import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/index.js';
import type { TFunction } from 'i18next';
import type { OrderRow, TicketRow } from '../../../domain/sales/ticketQuery.schema.ts';
import { ReviewStatusTag } from '../refunds/reviewLabels.tsx';
import {
  methodLabel,
  money,
  orderStatusLabel,
  STATUS_COLOURS,
  sourceLabel,
  ticketStatusLabel,
  ticketStatusName,
} from './saleLabels.ts';

type Open = (no: string) => void;
/** An instant as the area's clock shows it (useAreaTime). */
type Time = (iso: string, scenicAreaID: number) => string;

const link = (open: Open, no: string, testId: string) => (
  <Typography.Link onClick={() => open(no)} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
    {no}
  </Typography.Link>
);

export function ticketColumns(t: TFunction, open: Open, time: Time): ColumnsType<TicketRow> {
  const label = (key: string) => t(`sales.common.${key}`);
  return [
    {
      title: label('ticketNo'),
      dataIndex: 'ticketNo',
      fixed: 'left',
      render: (no: string) => link(open, no, `query-ticket-${no}`),
    },
    {
      title: label('orderNo'),
      dataIndex: 'orderNo',
      render: (no: string) => link(open, no, `query-ticket-order-${no}`),
    },
    { title: label('ticketType'), dataIndex: 'ticketTypeName' },
    {
      title: label('status'),
      dataIndex: 'status',
      render: (code: number) => (
        <Tag color={STATUS_COLOURS[ticketStatusName(code) ?? '']}>{ticketStatusLabel(t, code)}</Tag>
      ),
    },
    {
      title: t('refunds.review.status'),
      dataIndex: 'refundCheckStatus',
      render: (status: number | null) => <ReviewStatusTag t={t} status={status} quiet />,
    },
    { title: label('price'), dataIndex: 'price', align: 'right', render: money },
    { title: label('persons'), dataIndex: 'persons', align: 'right' },
    {
      title: label('holder'),
      key: 'holder',
      render: (_, r) => [r.holderName, r.holderIdNumber].filter(Boolean).join(' ') || '—',
    },
    {
      title: label('validity'),
      key: 'validity',
      render: (_, r) => t('sales.common.validRange', { from: r.validFrom, to: r.validTo }),
    },
    { title: label('paymentMethod'), dataIndex: 'paymentMethod', render: (m: string) => methodLabel(t, m) },
    { title: label('source'), dataIndex: 'source', render: (s: string) => sourceLabel(t, s) },
    { title: label('seller'), dataIndex: 'sellerAccount' },
    { title: label('soldAt'), dataIndex: 'soldAt', render: (v: string, r) => time(v, r.scenicAreaID) },
    { title: label('prints'), dataIndex: 'prints', align: 'right' },
    // Issue 12: passes written off at the window, gate entries, price difference paid.
    { title: t('ticketHandling.query.writtenOff'), dataIndex: 'writtenOff', align: 'right' },
    { title: t('ticketHandling.query.entries'), dataIndex: 'entries', align: 'right' },
    {
      title: t('ticketHandling.query.priceDifferencePaid'),
      dataIndex: 'priceDifferencePaid',
      align: 'right',
      render: money,
    },
  ];
}

export function orderColumns(t: TFunction, open: Open, time: Time): ColumnsType<OrderRow> {
  const label = (key: string) => t(`sales.common.${key}`);
  return [
    {
      title: label('orderNo'),
      dataIndex: 'orderNo',
      fixed: 'left',
      render: (no: string) => link(open, no, `query-order-${no}`),
    },
    { title: label('ticketCount'), dataIndex: 'ticketNum', align: 'right' },
    {
      title: label('ticketType'),
      dataIndex: 'ticketTypeNames',
      render: (names: string[]) => names.join('、'),
    },
    { title: label('amount'), dataIndex: 'amount', align: 'right', render: money },
    { title: t('sales.sell.discount'), dataIndex: 'preferentialAmount', align: 'right', render: money },
    { title: label('status'), dataIndex: 'status', render: (code: number) => orderStatusLabel(t, code) },
    { title: label('paymentMethod'), dataIndex: 'paymentMethod', render: (m: string) => methodLabel(t, m) },
    { title: label('source'), dataIndex: 'source', render: (s: string) => sourceLabel(t, s) },
    { title: label('seller'), dataIndex: 'sellerAccount' },
    { title: label('soldAt'), dataIndex: 'soldAt', render: (v: string, r) => time(v, r.scenicAreaID) },
    { title: label('prints'), dataIndex: 'prints', align: 'right' },
  ];
}
