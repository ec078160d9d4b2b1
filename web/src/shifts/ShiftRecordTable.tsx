// Past handovers (spec 001 §3: name, start, end, amount, settled amount, operator), with a settle
// action for administrators.
import { Button, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/index.js';
import { useTranslation } from 'react-i18next';
import type { ShiftRecordRow } from '../../../domain/shifts/shift.schema.ts';
import { timeText } from '../i18n/timeText.ts';
import { money } from './shiftFormat.ts';

export function ShiftRecordTable(props: {
  rows: ShiftRecordRow[];
  total: number;
  page: { current: number; pageSize: number };
  loading: boolean;
  onPage(current: number, pageSize: number): void;
  onSettle?: (row: ShiftRecordRow) => void;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<ShiftRecordRow> = [
    {
      title: t('shifts.records.name'),
      dataIndex: 'changeShiftsName',
      render: (v, r) => `${v} (${r.account})`,
    },
    { title: t('shifts.records.start'), dataIndex: 'startTime', render: (v, r) => timeText(v, r.timeZone) },
    { title: t('shifts.records.end'), dataIndex: 'endTime', render: (v, r) => timeText(v, r.timeZone) },
    { title: t('shifts.records.expected'), dataIndex: 'expectedAmount', align: 'right', render: money },
    { title: t('shifts.records.amount'), dataIndex: 'amount', align: 'right', render: money },
    {
      title: t('shifts.records.difference'),
      dataIndex: 'differenceAmount',
      align: 'right',
      render: (v: number) => (
        <span style={{ color: v < 0 ? '#cf1322' : v > 0 ? '#d48806' : undefined }}>{money(v)}</span>
      ),
    },
    {
      title: t('shifts.records.settledAmount'),
      dataIndex: 'settledAmount',
      align: 'right',
      render: (v: number | null) => (v === null ? <Tag>{t('shifts.records.unsettled')}</Tag> : money(v)),
    },
    { title: t('shifts.records.operator'), dataIndex: 'operator', render: (v: string | null) => v ?? '' },
  ];
  if (props.onSettle) {
    const settle = props.onSettle;
    columns.push({
      title: '',
      key: 'actions',
      render: (_, r) =>
        r.settledAmount === null ? (
          <Button size="small" type="link" onClick={() => settle(r)}>
            {t('shifts.records.settle')}
          </Button>
        ) : null,
    });
  }
  return (
    <Table
      size="small"
      rowKey={(r) => `${r.sellerID}:${r.shiftNo}`}
      dataSource={props.rows}
      columns={columns}
      loading={props.loading}
      data-testid="shift-records"
      scroll={{ x: true }}
      pagination={{
        current: props.page.current,
        pageSize: props.page.pageSize,
        total: props.total,
        onChange: props.onPage,
      }}
    />
  );
}
