// The entries of a detail record: local time, event (named, or its raw type), actor, device and what
// changed (field: before → after); a row expands to the state after the event.

import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RecordEntry } from '../../../domain/sales/ticketRecord.schema.ts';
import { actorText, changeText, entryKey, eventKey } from './recordModel.ts';

/** A birth event lists every field: the first few here, the whole state when the row expands. */
const SHOWN_CHANGES = 6;

const EVENT_COLOURS: Record<string, string> = {
  OrderPlaced: 'blue',
  TicketIssued: 'green',
  OrderPrinted: 'purple',
  OrderReprinted: 'magenta',
  TicketCollected: 'cyan',
  RefundReviewSubmitted: 'gold',
  RefundReviewApproved: 'lime',
  RefundReviewRejected: 'red',
  RefundReviewFailed: 'volcano',
  TicketRefunded: 'orange',
  RefundOrderPlaced: 'volcano',
  TicketWrittenOff: 'geekblue',
  TicketPassed: 'cyan',
  PriceDifferencePaid: 'magenta',
};

export function RecordEntries({ entries }: { entries: readonly RecordEntry[] }) {
  const { t } = useTranslation();
  const label = (key: string, values?: Record<string, unknown>) => t(`sales.record.${key}`, values);
  return (
    <Table<RecordEntry>
      rowKey={entryKey}
      size="small"
      pagination={false}
      dataSource={[...entries]}
      tableLayout="auto"
      data-testid="record-entries"
      expandable={{
        expandedRowRender: (entry) => (
          <pre
            style={{ margin: 0, maxHeight: 320, overflow: 'auto', fontSize: 12 }}
            data-testid="record-state"
          >
            {JSON.stringify(entry.stateAfter, null, 2)}
          </pre>
        ),
      }}
      columns={[
        {
          title: label('localTime'),
          dataIndex: 'localTime',
          render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{v}</span>,
        },
        {
          title: label('event'),
          dataIndex: 'type',
          render: (type: string) => {
            const key = eventKey(type);
            return (
              <Tag color={EVENT_COLOURS[type]} data-testid="record-event">
                {key ? t(key) : type}
              </Tag>
            );
          },
        },
        {
          title: label('stream'),
          dataIndex: 'streamId',
          render: (v: string) => <Typography.Text type="secondary">{v}</Typography.Text>,
        },
        { title: label('actor'), dataIndex: 'actor', render: actorText },
        { title: label('device'), dataIndex: 'device', render: (v: string | null) => v ?? '—' },
        {
          title: label('changes'),
          dataIndex: 'changes',
          render: (changes: RecordEntry['changes']) =>
            changes.length === 0 ? (
              '—'
            ) : (
              <div style={{ minWidth: 240 }}>
                {changes.slice(0, SHOWN_CHANGES).map((c) => (
                  <div key={c.field} style={{ wordBreak: 'break-all' }}>
                    {changeText(c)}
                  </div>
                ))}
                {changes.length > SHOWN_CHANGES ? (
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }} data-testid="record-more">
                    {label('moreChanges', { count: changes.length - SHOWN_CHANGES })}
                  </Typography.Paragraph>
                ) : null}
              </div>
            ),
        },
      ]}
    />
  );
}
