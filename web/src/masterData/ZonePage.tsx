// Attractions (景点管理): parent scenic area, name, remark, visitor limit (LimitEnable, LimitCount).

import { Form, Input, InputNumber, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ZoneRow } from '../../../domain/masterData/zone.schema.ts';
import { ZoneInput } from '../../../domain/masterData/zone.schema.ts';
import { isRequired, zodFieldRule } from '../forms/zodRule.ts';
import { MasterDataPage } from './MasterDataPage.tsx';
import { NameFilter, ScenicAreaFilter, ScenicAreaItem } from './pickers.tsx';

export default function ZonePage() {
  const { t } = useTranslation();
  const field = (key: keyof typeof ZoneInput.shape) => ({
    name: key,
    rules: [zodFieldRule(ZoneInput, key)],
    required: isRequired(ZoneInput.shape[key]),
  });
  return (
    <MasterDataPage<ZoneRow>
      entity="zone"
      textKey="masterData.zone"
      columns={[
        { title: t('masterData.zone.name'), dataIndex: 'name' },
        { title: t('masterData.common.scenicArea'), dataIndex: 'scenicAreaName' },
        {
          title: t('masterData.zone.limitEnable'),
          dataIndex: 'LimitEnable',
          render: (on: boolean) => (
            <Tag color={on ? 'green' : 'default'}>{t(on ? 'common.yes' : 'common.no')}</Tag>
          ),
        },
        { title: t('masterData.zone.limitCount'), dataIndex: 'LimitCount' },
        { title: t('masterData.common.remark'), dataIndex: 'remark' },
      ]}
      filters={
        <>
          <ScenicAreaFilter />
          <NameFilter />
        </>
      }
      newValues={() => ({ LimitEnable: false, LimitCount: 0 })}
      formItems={() => (
        <>
          <ScenicAreaItem rule={zodFieldRule(ZoneInput, 'scenicAreaID')} />
          <Form.Item label={t('masterData.zone.name')} {...field('name')}>
            <Input />
          </Form.Item>
          <Form.Item
            label={t('masterData.zone.limitEnable')}
            valuePropName="checked"
            {...field('LimitEnable')}
          >
            <Switch />
          </Form.Item>
          <Form.Item label={t('masterData.zone.limitCount')} {...field('LimitCount')}>
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label={t('masterData.common.remark')} {...field('remark')}>
            <Input />
          </Form.Item>
        </>
      )}
      toBody={(v) => ({
        scenicAreaID: v.scenicAreaID,
        name: v.name ?? '',
        remark: v.remark ?? '',
        LimitEnable: Boolean(v.LimitEnable),
        LimitCount: v.LimitCount,
      })}
    />
  );
}
