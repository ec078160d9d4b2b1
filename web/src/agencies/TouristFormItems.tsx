// The tourist form of the preview fix, add and edit drawers (spec 002 §3 "Add/edit tourist
// forms"): certificate number and type, name, mobile, supporting materials, sex, area, height,
// remark; the rules are the shared TouristRow schema's (domain/agencies/touristRow.schema.ts).
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CERTIFICATE_NUMBER_MAX,
  HEIGHT_MAX_CM,
  REMARK_MAX,
  TOURIST_NAME_MAX,
} from '../../../domain/agencies/agencyCodes.ts';
import { checkCertificate, TouristFields } from '../../../domain/agencies/touristRow.schema.ts';
import { isRequired, zodFieldRule, zodObjectRule } from '../forms/zodRule.ts';
import { RegionNameInput } from '../masterData/regionPicker.tsx';

type Key = keyof typeof TouristFields.shape;

/** The certificate number judged with its type (an ID card's number is checked digit by digit). */
const Certificate = TouristFields.pick({ IDCard: true, certificateType: true }).superRefine(checkCertificate);

/** The options of a coded field: its codes labelled in the current language. */
const codes = (t: (k: string) => string, group: string, values: (string | number)[]) =>
  values.map((value) => ({ value, label: t(`agencies.${group}.${value}`) }));

export function TouristFormItems() {
  const { t } = useTranslation();
  const field = (key: Key) => ({
    name: key,
    label: t(`agencies.tourist.${key}`),
    rules: [zodFieldRule(TouristFields, key)],
    required: isRequired(TouristFields.shape[key]),
  });
  const certificateRule = zodObjectRule(Certificate, (f) => f.getFieldsValue(['IDCard', 'certificateType']), [
    'IDCard',
  ]);
  return (
    <>
      <Form.Item
        {...field('IDCard')}
        dependencies={['certificateType']}
        rules={[...field('IDCard').rules, certificateRule]}
      >
        <Input maxLength={CERTIFICATE_NUMBER_MAX} data-testid="tourist-idcard" />
      </Form.Item>
      <Form.Item {...field('certificateType')}>
        <Select options={codes(t, 'certificateTypes', [0, 1, 2])} data-testid="tourist-certificate-type" />
      </Form.Item>
      <Form.Item {...field('name')}>
        <Input maxLength={TOURIST_NAME_MAX} data-testid="tourist-name" />
      </Form.Item>
      <Form.Item {...field('mobile')}>
        <Input maxLength={11} data-testid="tourist-mobile" />
      </Form.Item>
      <Form.Item {...field('supportingMaterials')}>
        <Select
          options={[
            { value: '1', label: t('agencies.common.yes') },
            { value: '0', label: t('agencies.common.no') },
          ]}
        />
      </Form.Item>
      <Form.Item {...field('sex')}>
        <Select options={codes(t, 'sexes', [0, 1, 2])} />
      </Form.Item>
      <Form.Item {...field('region')}>
        <RegionNameInput data-testid="tourist-region" />
      </Form.Item>
      <Form.Item {...field('height')}>
        <InputNumber min={0} max={HEIGHT_MAX_CM} style={{ width: '100%' }} data-testid="tourist-height" />
      </Form.Item>
      <Form.Item {...field('remark')}>
        <Input.TextArea rows={2} maxLength={REMARK_MAX} />
      </Form.Item>
    </>
  );
}
