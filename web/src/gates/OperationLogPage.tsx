// Operation log (操作日志, operationLog; spec 001 §3, issue 13): door commands and their outcome,
// pass undos and refused signatures, filtered by area, device, operation type and dates.
import { AutoComplete, Form, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/index.js';
import { useTranslation } from 'react-i18next';
import type { OperationLogRow } from '../../../domain/gates/gate.schema.ts';
import { timeText } from '../shifts/shiftFormat.ts';
import { AreaFilter, DateRangeFilter, DeviceFilter } from './GateFilters.tsx';
import { GateLogPage } from './GateLogPage.tsx';
import { logQueryOf } from './gateQueryModel.ts';
import { operationLog } from './gatesApi.ts';

const KNOWN_OPERATIONS = ['open_door', 'door_mode', 'undo', 'bad_signature'] as const;

function ExecResult({ value }: { value: number | null }) {
  const { t } = useTranslation();
  if (value === null) return <Tag color="processing">{t('gates.log.waiting')}</Tag>;
  return value === 1 ? (
    <Tag color="green">{t('gates.log.done')}</Tag>
  ) : (
    <Tag color="red">{t('gates.log.failed')}</Tag>
  );
}

export default function OperationLogPage() {
  const { t } = useTranslation();
  const label = (key: string) => t(`gates.log.${key}`);
  const operation = (op: string) => t(`gates.log.operations.${op}`, { defaultValue: op });
  const text = (v: string | null) => v ?? '—';
  const columns: ColumnsType<OperationLogRow> = [
    { title: label('recordTime'), dataIndex: 'recordTime', render: (v: string) => timeText(v) },
    { title: label('scenicareaName'), dataIndex: 'scenicareaName' },
    { title: label('zoneName'), dataIndex: 'zoneName' },
    { title: label('deviceName'), dataIndex: 'deviceName' },
    { title: label('operate'), dataIndex: 'operate', render: operation },
    { title: label('operateType'), dataIndex: 'operateType', render: operation },
    {
      title: label('exec_result'),
      dataIndex: 'exec_result',
      render: (v: number | null) => <ExecResult value={v} />,
    },
    { title: label('ticketID'), dataIndex: 'ticketID', render: text },
    {
      title: label('params'),
      key: 'params',
      render: (_, row) => [row.param1, row.param2].filter((p) => p !== null && p !== '').join(' · ') || '—',
    },
  ];
  return (
    <GateLogPage<OperationLogRow, Parameters<typeof operationLog>[0]>
      testId="operation-log"
      rowKey="id"
      columns={columns}
      toQuery={logQueryOf}
      load={operationLog}
      filters={
        <>
          <AreaFilter />
          <DeviceFilter />
          <Form.Item name="operateType">
            <AutoComplete
              allowClear
              style={{ width: 170 }}
              placeholder={label('operateTypePlaceholder')}
              options={KNOWN_OPERATIONS.map((op) => ({ value: op, label: operation(op) }))}
            />
          </Form.Item>
          <DateRangeFilter />
        </>
      }
    />
  );
}
