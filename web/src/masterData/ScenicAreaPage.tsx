// Scenic areas (景区管理): name and remark, and the time zone each judges its days in (read-only).

import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScenicAreaRow } from '../../../domain/masterData/scenicArea.schema.ts';
import { ScenicAreaInput } from '../../../domain/masterData/scenicArea.schema.ts';
import { isRequired, zodFieldRule } from '../forms/zodRule.ts';
import { MasterDataPage } from './MasterDataPage.tsx';
import { NameFilter } from './pickers.tsx';

export default function ScenicAreaPage() {
  const { t } = useTranslation();
  const field = (key: keyof typeof ScenicAreaInput.shape) => ({
    name: key,
    rules: [zodFieldRule(ScenicAreaInput, key)],
    required: isRequired(ScenicAreaInput.shape[key]),
  });
  return (
    <MasterDataPage<ScenicAreaRow>
      entity="scenicArea"
      textKey="masterData.scenicArea"
      columns={[
        { title: t('masterData.scenicArea.name'), dataIndex: 'name' },
        { title: t('masterData.common.remark'), dataIndex: 'remark' },
        { title: t('masterData.scenicArea.timeZone'), dataIndex: 'timeZone' },
      ]}
      filters={<NameFilter />}
      formItems={() => (
        <>
          <Form.Item label={t('masterData.scenicArea.name')} {...field('name')}>
            <Input />
          </Form.Item>
          <Form.Item label={t('masterData.common.remark')} {...field('remark')}>
            <Input />
          </Form.Item>
        </>
      )}
      toBody={(v) => ({ name: v.name ?? '', remark: v.remark ?? '' })}
    />
  );
}
