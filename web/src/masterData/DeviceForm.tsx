// The gate-device form: every field of spec 000 §3, checked with the server's schema (DeviceInput).

import { Col, Form, type FormInstance, type FormItemProps, Input, InputNumber, Row } from 'antd';
import type { Rule } from 'antd/es/form/index.js';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeviceInput, type DeviceRow } from '../../../domain/masterData/device.schema.ts';
import {
  DIRECTIONS,
  DOOR_MODES,
  MODULE_TYPES,
  OPEN_DOOR_TYPES,
} from '../../../domain/masterData/deviceCodes.ts';
import { DEVICE_COLUMNS, type DeviceColumnKey } from '../../../domain/masterData/deviceColumns.ts';
import { isRequired, zodFieldRule } from '../forms/zodRule.ts';
import type { FormValues } from './MasterDataPage.tsx';
import { allRows } from './masterDataApi.ts';
import { CodeSelect, PrintTemplateSelect, ScenicAreaSelect, useLang, ZoneSelect } from './pickers.tsx';

type Field = keyof typeof DeviceInput.shape;

/** A device column's label in the current language (the spreadsheet uses the same). */
export function useDeviceLabel(): (key: DeviceColumnKey) => string {
  const lang = useLang();
  return (key) => DEVICE_COLUMNS.find((c) => c.key === key)!.label[lang];
}

export const NEW_DEVICE: FormValues = {
  moduleType: 0,
  ucOpenDoorType: 1,
  ucCommuTyp: 0,
  printTicketCount: 0,
  doorMode: 0,
  direction: 0,
  webPort: 80,
};

const NULLABLE = new Set<string>(['webPort', 'printTemplateID']);

/** The call's body: the schema's fields; cleared optional numbers are sent as null. */
export function deviceBody(values: FormValues): object {
  return Object.fromEntries(
    Object.keys(DeviceInput.shape).map((f) => {
      const v = values[f];
      const empty = v === '' || v === null || v === undefined;
      return [f, empty ? (NULLABLE.has(f) ? null : undefined) : v];
    }),
  );
}

/**
 * A warning, not a refusal: another device (of the caller's scope) answers at the same IP address
 * and port. Two gates rarely share one, but a shared converter box may.
 */
const sameAddress =
  (t: TFunction, editingId: number | undefined): Rule =>
  ({ getFieldValue }) => ({
    warningOnly: true,
    validator: async (_rule, ip: unknown) => {
      if (typeof ip !== 'string' || !ip) return;
      const port: unknown = getFieldValue('webPort') ?? null;
      const rows = await allRows<DeviceRow>('device', { deviceIP: ip.trim() }).catch(() => []);
      const other = rows.find((d) => d.id !== editingId && d.webPort === port);
      if (other) throw new Error(t('masterData.device.sameAddress', { name: other.name }));
    },
  });

export function DeviceFormItems({ form, editingId }: { form: FormInstance; editingId?: number }) {
  const { t } = useTranslation();
  const label = useDeviceLabel();
  const area = Form.useWatch<number | undefined>('scenicAreaID', form);
  const item = (
    key: Field,
    column: DeviceColumnKey,
    input: ReactNode,
    extra: Partial<FormItemProps> = {},
  ) => (
    <Col span={12}>
      <Form.Item
        name={key}
        label={label(column)}
        rules={[zodFieldRule(DeviceInput, key)]}
        required={isRequired(DeviceInput.shape[key])}
        {...extra}
      >
        {input}
      </Form.Item>
    </Col>
  );
  const number = <InputNumber precision={0} style={{ width: '100%' }} />;
  return (
    <Row gutter={16}>
      {item('deviceNo', 'deviceNo', <Input />)}
      {item('name', 'name', <Input />)}
      {item('scenicAreaID', 'scenicArea', <ScenicAreaSelect autoPick />)}
      {item(
        'zoneID',
        'zone',
        <ZoneSelect autoPick scenicAreaID={area} placeholder={t('masterData.common.zone')} />,
      )}
      {item('moduleType', 'moduleType', <CodeSelect labels={MODULE_TYPES} />)}
      {item('deviceIP', 'deviceIP', <Input placeholder="192.168.1.100" />, {
        dependencies: ['webPort'],
        rules: [zodFieldRule(DeviceInput, 'deviceIP'), sameAddress(t, editingId)],
        validateDebounce: 300,
      })}
      {item('webPort', 'webPort', number)}
      {item('ucOpenDoorType', 'ucOpenDoorType', <CodeSelect labels={OPEN_DOOR_TYPES} />)}
      {item('ucCommuTyp', 'ucCommuTyp', number)}
      {item('uc485Id', 'uc485Id', number)}
      {item(
        'printTemplateID',
        'printTemplateID',
        <PrintTemplateSelect scenicAreaID={area} placeholder={t('masterData.device.noTemplate')} />,
      )}
      {item('printTicketCount', 'printTicketCount', number)}
      {item('doorMode', 'doorMode', <CodeSelect labels={DOOR_MODES} />)}
      {item('direction', 'direction', <CodeSelect labels={DIRECTIONS} />)}
    </Row>
  );
}
