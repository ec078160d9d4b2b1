// Gate devices (设备管理): list with filters (scenic area, zone, direction all / enter / out,
// online), add / edit / delete, spreadsheet import and export.

import { Badge, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceRow } from '../../../domain/masterData/device.schema.ts';
import { codeLabel, DIRECTIONS, DOOR_MODES, MODULE_TYPES } from '../../../domain/masterData/deviceCodes.ts';
import { DeviceFormItems, deviceBody, NEW_DEVICE, useDeviceLabel } from './DeviceForm.tsx';
import { DeviceSheetButtons } from './DeviceImport.tsx';
import { MasterDataPage } from './MasterDataPage.tsx';
import { NameFilter, ScenicAreaFilter, useLang, ZoneSelect } from './pickers.tsx';

function ZoneFilter() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const area = Form.useWatch<number | undefined>('scenicAreaID', form);
  return (
    <Form.Item name="zoneID">
      <ZoneSelect allowClear scenicAreaID={area} placeholder={t('masterData.common.zone')} />
    </Form.Item>
  );
}

export default function DevicePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const label = useDeviceLabel();
  const coded = (labels: Parameters<typeof codeLabel>[0]) => (code: number) => codeLabel(labels, code, lang);
  const all = t('masterData.common.all');
  return (
    <MasterDataPage<DeviceRow>
      entity="device"
      textKey="masterData.device"
      formWidth={760}
      columns={[
        { title: label('deviceNo'), dataIndex: 'deviceNo' },
        { title: label('name'), dataIndex: 'name' },
        { title: label('scenicArea'), dataIndex: 'scenicAreaName' },
        { title: label('zone'), dataIndex: 'zoneName' },
        { title: label('moduleType'), dataIndex: 'moduleType', render: coded(MODULE_TYPES) },
        { title: label('deviceIP'), dataIndex: 'deviceIP' },
        {
          title: t('masterData.device.status'),
          dataIndex: 'isOnline',
          render: (on: boolean) => (
            <Badge
              status={on ? 'success' : 'default'}
              text={t(on ? 'masterData.device.online' : 'masterData.device.offline')}
            />
          ),
        },
        { title: label('doorMode'), dataIndex: 'doorMode', render: coded(DOOR_MODES) },
        { title: label('direction'), dataIndex: 'direction', render: coded(DIRECTIONS) },
      ]}
      filters={
        <>
          <ScenicAreaFilter />
          <ZoneFilter />
          <Form.Item name="direction" label={label('direction')} initialValue={-1}>
            <Select
              style={{ width: 110 }}
              options={[
                { value: -1, label: all },
                ...[0, 1].map((d) => ({ value: d, label: codeLabel(DIRECTIONS, d, lang) })),
              ]}
            />
          </Form.Item>
          <Form.Item name="online">
            <Select
              allowClear
              style={{ width: 120 }}
              placeholder={t('masterData.device.status')}
              options={[
                { value: 'true', label: t('masterData.device.online') },
                { value: 'false', label: t('masterData.device.offline') },
              ]}
            />
          </Form.Item>
          <NameFilter placeholder={t('masterData.device.searchPlaceholder')} />
        </>
      }
      newValues={() => ({ ...NEW_DEVICE })}
      formItems={(form, editing) => <DeviceFormItems form={form} editingId={editing?.id} />}
      toBody={deviceBody}
      toolbar={(reload, query) => <DeviceSheetButtons reload={reload} query={query} />}
    />
  );
}
