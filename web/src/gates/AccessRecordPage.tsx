// Access records (出入记录, entryExitReport; spec 001 §3, issue 13): every pass and refusal at a
// gate, filtered by area, zone, device, direction, result, ticket number and dates. The reason shows
// as a short label; a pass whose use was given back (nobody walked through, or undone) is marked.
import { Form, Input, Select, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/index.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessRecordRow } from '../../../domain/gates/gate.schema.ts';
import { TICKET_NO_LENGTH } from '../../../domain/sales/saleCodes.ts';
import { timeText } from '../i18n/timeText.ts';
import { useLang } from '../masterData/pickers.tsx';
import { AreaFilter, DateRangeFilter, DeviceFilter, ZoneFilter } from './GateFilters.tsx';
import { GateLogPage } from './GateLogPage.tsx';
import { accessQueryOf } from './gateQueryModel.ts';
import { reasonLabel } from './gateReasons.ts';
import { accessRecords } from './gatesApi.ts';
import { UndoPassButton } from './UndoPassButton.tsx';

function Result({ row }: { row: AccessRecordRow }) {
  const { t } = useTranslation();
  const lang = useLang();
  const opened = row.reason === 'ok';
  return (
    <span data-testid={`access-result-${row.id}`}>
      <Tag color={opened ? 'green' : 'red'}>{reasonLabel(row.reason, lang)}</Tag>
      {row.returned && (
        <Tooltip title={t('gates.access.returnedHint')}>
          <Tag color="orange" data-testid="access-returned">
            {t('gates.access.returned')}
          </Tag>
        </Tooltip>
      )}
    </span>
  );
}

export default function AccessRecordPage() {
  const { t } = useTranslation();
  const [reload, setReload] = useState(0);
  // The list is a read model: load it at once, and again when the projection has surely applied
  // the undo (a batch is a few tens of milliseconds behind the command).
  const reloadAfterUndo = () => {
    setReload((n) => n + 1);
    setTimeout(() => setReload((n) => n + 1), 600);
  };
  const label = (key: string) => t(`gates.access.${key}`);
  const select = (width: number) => ({ allowClear: true, style: { width } });
  const columns: ColumnsType<AccessRecordRow> = [
    {
      title: label('recordTime'),
      dataIndex: 'recordTime',
      render: (v: string, r) => timeText(v, r.timeZone),
    },
    {
      title: label('deviceName'),
      dataIndex: 'deviceName',
      render: (name: string, row) => (
        <>
          {name} <Typography.Text type="secondary">{row.deviceNo}</Typography.Text>
        </>
      ),
    },
    { title: label('zoneName'), dataIndex: 'zoneName' },
    { title: label('direction'), dataIndex: 'direction', render: (d: string) => t(`gates.common.${d}`) },
    { title: label('ticketNo'), dataIndex: 'ticketNo', render: (v: string | null) => v ?? '—' },
    { title: label('reason'), key: 'reason', render: (_, row) => <Result row={row} /> },
    { title: label('openNumber'), dataIndex: 'openNumber', align: 'right' },
    {
      title: label('temperature'),
      dataIndex: 'temperature',
      align: 'right',
      render: (v: number | null) => (v === null ? '—' : `${v.toFixed(1)} °C`),
    },
    {
      title: label('actions'),
      key: 'actions',
      render: (_, row) => <UndoPassButton row={row} onDone={reloadAfterUndo} />,
    },
  ];
  return (
    <GateLogPage<AccessRecordRow, Parameters<typeof accessRecords>[0]>
      testId="access-records"
      reloadKey={reload}
      rowKey="id"
      columns={columns}
      toQuery={accessQueryOf}
      load={accessRecords}
      filters={
        <>
          <AreaFilter />
          <ZoneFilter />
          <DeviceFilter />
          <Form.Item name="direction">
            <Select
              {...select(110)}
              placeholder={label('direction')}
              options={(['in', 'out'] as const).map((d) => ({ value: d, label: t(`gates.common.${d}`) }))}
            />
          </Form.Item>
          <Form.Item name="result">
            <Select
              {...select(120)}
              placeholder={label('result')}
              options={[
                { value: 'open', label: label('opened') },
                { value: 'closed', label: label('refused') },
              ]}
            />
          </Form.Item>
          <Form.Item name="ticketNo">
            <Input
              allowClear
              maxLength={TICKET_NO_LENGTH}
              placeholder={label('ticketNo')}
              style={{ width: 190 }}
            />
          </Form.Item>
          <DateRangeFilter />
        </>
      }
    />
  );
}
