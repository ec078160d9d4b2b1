// Zone permissions tab: one row per attraction (zone) with its bound devices, use counts, validity,
// pass schedule, billing rule and switches; rows are added and removed in place. Field rules come
// from ZonePermissionFields; "per day not above total" and "no zone twice" from the whole draft.

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber, Select, Switch, Table, Typography } from 'antd';
import type { FormListFieldData } from 'antd/es/form/index.js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ZONE_DIRECTIONS } from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import type { TicketTypeFormOptions as FormOptions } from '../../../domain/ticketTypes/ticketTypeOptions.schema.ts';
import { ZonePermissionFields } from '../../../domain/ticketTypes/zonePermission.schema.ts';
import { zodFieldRule } from '../forms/zodRule.ts';
import { codeOptions, draftRule, flagItem, newZoneRow } from './ticketTypeForm.ts';

type Key = keyof typeof ZonePermissionFields.shape & string;
const LIST = 'zonePermissions';

const options = (list: { id: number; name: string }[]) => list.map((o) => ({ value: o.id, label: o.name }));

export function ZonePermissionsTab({ options: opts }: { options: FormOptions }) {
  const { t } = useTranslation();
  const rows = (Form.useWatch(LIST) ?? []) as { zoneID?: number }[];

  const cell = (field: FormListFieldData, key: Key, input: ReactNode, extra: object = {}) => (
    <Form.Item
      name={[field.name, key]}
      rules={[zodFieldRule(ZonePermissionFields, key), draftRule([LIST, field.name, key])]}
      style={{ margin: 0 }}
      {...extra}
    >
      {input}
    </Form.Item>
  );
  const count = (max: number) => <InputNumber min={0} max={max} precision={0} style={{ width: 96 }} />;
  const column = (key: Key, render: (field: FormListFieldData) => ReactNode, width = 120) => ({
    key,
    title: t(`ticketTypes.zone.${key}`),
    width,
    render: (_: unknown, field: FormListFieldData) => render(field),
  });
  const none = t('ticketTypes.zone.none');

  return (
    <Form.List name={LIST}>
      {(fields, { add, remove }) => (
        <>
          <Table
            data-testid="tt-zone-table"
            rowKey="key"
            size="small"
            pagination={false}
            scroll={{ x: 1900 }}
            dataSource={fields}
            columns={[
              column(
                'zoneID',
                (f) =>
                  cell(
                    f,
                    'zoneID',
                    <Select
                      options={options(opts.zones)}
                      style={{ width: 150 }}
                      data-testid={`tt-zone-${f.name}`}
                    />,
                  ),
                170,
              ),
              column(
                'deviceIDs',
                (f) => {
                  const zoneID = rows[f.name]?.zoneID;
                  const devices = opts.devices.filter((d) => d.zoneID == null || d.zoneID === zoneID);
                  const input = (
                    <Select
                      mode="multiple"
                      allowClear
                      placeholder={t('ticketTypes.zone.allDevices')}
                      options={options(devices)}
                      style={{ width: 200 }}
                    />
                  );
                  return cell(f, 'deviceIDs', input);
                },
                220,
              ),
              column('useTimesByDay', (f) =>
                cell(f, 'useTimesByDay', count(999999), { dependencies: [[LIST, f.name, 'useTimes']] }),
              ),
              column('useTimes', (f) => cell(f, 'useTimes', count(999999))),
              column('ticketValidDays', (f) => cell(f, 'ticketValidDays', count(9999))),
              column('ticketValidTime', (f) => cell(f, 'ticketValidTime', count(9999)), 140),
              column(
                'throughGroupID',
                (f) =>
                  cell(
                    f,
                    'throughGroupID',
                    <Select
                      allowClear
                      placeholder={none}
                      options={options(opts.passSchedules)}
                      style={{ width: 140 }}
                    />,
                    { normalize: (v: unknown) => v ?? null },
                  ),
                160,
              ),
              column(
                'billingRuleID',
                (f) =>
                  cell(
                    f,
                    'billingRuleID',
                    <Select
                      allowClear
                      placeholder={none}
                      options={options(opts.billingRules)}
                      style={{ width: 140 }}
                    />,
                    { normalize: (v: unknown) => v ?? null },
                  ),
                160,
              ),
              column(
                'isloadedTicket',
                (f) => cell(f, 'isloadedTicket', <Switch size="small" />, flagItem),
                110,
              ),
              column('totalTime', (f) => cell(f, 'totalTime', count(99999)), 140),
              column('totalday', (f) => cell(f, 'totalday', count(99999))),
              column('pair', (f) => cell(f, 'pair', <Switch size="small" />, flagItem), 100),
              column('direction', (f) =>
                cell(
                  f,
                  'direction',
                  <Select options={codeOptions(ZONE_DIRECTIONS, 'directions', t)} style={{ width: 100 }} />,
                ),
              ),
              {
                key: 'remove',
                title: t('ticketTypes.actions'),
                width: 90,
                fixed: 'right' as const,
                render: (_: unknown, field: FormListFieldData) => (
                  <Button
                    danger
                    type="link"
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                    disabled={fields.length <= 1}
                  >
                    {t('ticketTypes.zone.remove')}
                  </Button>
                ),
              },
            ]}
          />
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            style={{ marginTop: 12 }}
            onClick={() => {
              const used = new Set(rows.map((r) => r.zoneID));
              add(newZoneRow(opts.zones.find((z) => !used.has(z.id))?.id));
            }}
            data-testid="tt-zone-add"
          >
            {t('ticketTypes.zone.addRow')}
          </Button>
          <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
            {t('ticketTypes.zone.unlimitedHint')}
          </Typography.Text>
        </>
      )}
    </Form.List>
  );
}
