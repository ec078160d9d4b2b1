// Operation log (操作日志, operationLog; spec 001 §3, issue 13): door commands and their outcome,
// pass undos and refused signatures, filtered by area, device, operation type and dates.
import { Form, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/index.js';
import { useTranslation } from 'react-i18next';
import type { OperationLogRow } from '../../../domain/gates/gate.schema.ts';
import type { Lang } from '../../../domain/i18n/lang.ts';
import { codeLabel, DOOR_MODES } from '../../../domain/masterData/deviceCodes.ts';
import { timeText } from '../i18n/timeText.ts';
import { useLang } from '../masterData/pickers.tsx';
import { AreaFilter, DateRangeFilter, DeviceFilter } from './GateFilters.tsx';
import { GateLogPage } from './GateLogPage.tsx';
import { logQueryOf } from './gateQueryModel.ts';
import { operationLog } from './gatesApi.ts';

/** The log's operation types (door commands, passes undone, refused signatures). */
const OPERATE_TYPES = ['door', 'pass', 'security'] as const;

/** The parameters in words: a door mode's code as its label; param2 is who sent it or the device's words. */
function paramsText(row: OperationLogRow, lang: Lang): string {
  const first =
    row.operate === 'door_mode' && row.param1 !== null
      ? codeLabel(DOOR_MODES, Number(row.param1), lang)
      : row.param1;
  return [first, row.param2].filter((p) => p !== null && p !== '').join(' · ') || '—';
}

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
  const lang = useLang();
  const label = (key: string) => t(`gates.log.${key}`);
  const operation = (op: string) => t(`gates.log.operations.${op}`, { defaultValue: op });
  const typeLabel = (type: string) => t(`gates.log.types.${type}`, { defaultValue: type });
  const text = (v: string | null) => v ?? '—';
  const columns: ColumnsType<OperationLogRow> = [
    {
      title: label('recordTime'),
      dataIndex: 'recordTime',
      render: (v: string, r) => timeText(v, r.timeZone),
    },
    { title: label('scenicareaName'), dataIndex: 'scenicareaName' },
    { title: label('zoneName'), dataIndex: 'zoneName' },
    { title: label('deviceName'), dataIndex: 'deviceName' },
    { title: label('operate'), dataIndex: 'operate', render: operation },
    { title: label('operateType'), dataIndex: 'operateType', render: typeLabel },
    {
      title: label('exec_result'),
      dataIndex: 'exec_result',
      render: (v: number | null) => <ExecResult value={v} />,
    },
    { title: label('ticketID'), dataIndex: 'ticketID', render: text },
    {
      title: label('params'),
      key: 'params',
      render: (_, row) => paramsText(row, lang),
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
            <Select
              allowClear
              style={{ width: 170 }}
              placeholder={label('operateType')}
              options={OPERATE_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
            />
          </Form.Item>
          <DateRangeFilter />
        </>
      }
    />
  );
}
