// The tickets of the order found: only refundable ones can be ticked (spec 002 §4), each with what
// a refund returns, its status, its review status and why it cannot be ticked.
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RefundableTicket } from '../../../domain/refunds/refund.schema.ts';
import { money, STATUS_COLOURS, ticketStatusLabel, ticketStatusName } from '../sales/saleLabels.ts';
import { ReviewStatusTag } from './reviewLabels.tsx';
import { SelectionTheme } from './SelectionTheme.tsx';

interface Props {
  tickets: RefundableTicket[];
  selected: string[];
  onSelect: (ticketNos: string[]) => void;
}

export function RefundTicketTable({ tickets, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const label = (key: string) => t(`sales.common.${key}`);
  return (
    <SelectionTheme>
      <Table<RefundableTicket>
        rowKey="ticketNo"
        size="middle"
        pagination={false}
        dataSource={tickets}
        data-testid="refund-tickets"
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => onSelect(keys as string[]),
          getCheckboxProps: (r) =>
            ({ disabled: !r.refundable, 'data-testid': `refund-tick-${r.ticketNo}` }) as never,
        }}
        columns={[
          { title: label('ticketNo'), dataIndex: 'ticketNo' },
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
            render: (status: number | null) => <ReviewStatusTag t={t} status={status} />,
          },
          { title: label('amount'), dataIndex: 'amount', align: 'right', render: money },
          {
            title: t('refunds.refund.reason'),
            key: 'reason',
            render: (_, r) =>
              [r.reason ? t(`refunds.reasons.${r.reason}`) : null, r.reviewNote]
                .filter(Boolean)
                .join(' · ') || '—',
          },
        ]}
      />
    </SelectionTheme>
  );
}
