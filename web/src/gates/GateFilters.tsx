// Filter items the gate lists share: scenic area, its zones and devices, and a date range.
import { DatePicker, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeviceSelect, ScenicAreaSelect, ZoneSelect } from '../masterData/pickers.tsx';

export function AreaFilter() {
  const { t } = useTranslation();
  return (
    <Form.Item name="scenicAreaID">
      <ScenicAreaSelect
        allowClear
        placeholder={t('gates.common.scenicArea')}
        data-testid="gate-filter-area"
      />
    </Form.Item>
  );
}

export function ZoneFilter() {
  const { t } = useTranslation();
  const area = Form.useWatch<number | undefined>('scenicAreaID', Form.useFormInstance());
  return (
    <Form.Item name="zoneID">
      <ZoneSelect allowClear scenicAreaID={area} placeholder={t('gates.common.zone')} />
    </Form.Item>
  );
}

export function DeviceFilter() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const area = Form.useWatch<number | undefined>('scenicAreaID', form);
  const zone = Form.useWatch<number | undefined>('zoneID', form);
  return (
    <Form.Item name="deviceID">
      <DeviceSelect allowClear scenicAreaID={area} zoneID={zone} placeholder={t('gates.common.device')} />
    </Form.Item>
  );
}

export function DateRangeFilter() {
  const { t } = useTranslation();
  return (
    <Form.Item name="range">
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        placeholder={[t('gates.common.from'), t('gates.common.to')]}
      />
    </Form.Item>
  );
}
