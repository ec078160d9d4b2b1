// Public config (公众号配置, spec 002 §3): per scenic area, what the visitor home and ticket list show —
// introduction, address, booking and refund notices, opening time (the spec's takeTicketAddress),
// contact and usage, service phone.

import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_MAX,
  CONTACT_MAX,
  INTRODUCTION_MAX,
  NOTICE_MAX,
  OPENING_TIME_MAX,
  PublicConfigInput,
  type PublicConfigRow,
  SERVICE_TEL_MAX,
} from '../../../domain/visitorConfig/publicConfig.schema.ts';
import { isRequired, zodFieldRule } from '../forms/zodRule.ts';
import { type FormValues, MasterDataPage } from '../masterData/MasterDataPage.tsx';
import { ScenicAreaFilter, ScenicAreaItem } from '../masterData/pickers.tsx';

type TextKey = Exclude<keyof typeof PublicConfigInput.shape, 'scenicAreaID'>;

/** Each text field with its limit; multi-line ones are text areas. */
const TEXTS: [key: TextKey, max: number, rows?: number][] = [
  ['scenicAddress', ADDRESS_MAX],
  ['takeTicketAddress', OPENING_TIME_MAX],
  ['serviceTel', SERVICE_TEL_MAX],
  ['scenicIntroduction', INTRODUCTION_MAX, 4],
  ['dueToThat', NOTICE_MAX, 3],
  ['backToThat', NOTICE_MAX, 3],
  ['directionsForUse', CONTACT_MAX, 2],
];

const HINTS: Partial<Record<TextKey, string>> = {
  takeTicketAddress: 'visitorConfig.config.takeTicketHint',
  serviceTel: 'visitorConfig.config.serviceTelHint',
};

function configInput(v: FormValues) {
  const texts = Object.fromEntries(TEXTS.map(([key]) => [key, v[key] ?? '']));
  return { scenicAreaID: v.scenicAreaID, ...texts };
}

export default function PublicConfigPage() {
  const { t } = useTranslation();
  const label = (key: TextKey) => t(`visitorConfig.config.${key}`);
  return (
    <MasterDataPage<PublicConfigRow>
      entity="wechatPublicConfig"
      textKey="visitorConfig.config"
      columns={[
        { title: t('masterData.common.scenicArea'), dataIndex: ['scenicArea', 'name'] },
        { title: label('takeTicketAddress'), dataIndex: 'takeTicketAddress' },
        { title: label('scenicAddress'), dataIndex: 'scenicAddress' },
        { title: label('serviceTel'), dataIndex: 'serviceTel' },
        {
          title: label('scenicIntroduction'),
          dataIndex: 'scenicIntroduction',
          ellipsis: true,
          width: 320,
        },
      ]}
      filters={<ScenicAreaFilter />}
      formWidth={720}
      formItems={() => (
        <>
          <ScenicAreaItem rule={zodFieldRule(PublicConfigInput, 'scenicAreaID')} />
          {TEXTS.map(([key, max, rows]) => (
            <Form.Item
              key={key}
              name={key}
              label={label(key)}
              extra={HINTS[key] ? t(HINTS[key]) : undefined}
              rules={[zodFieldRule(PublicConfigInput, key)]}
              required={isRequired(PublicConfigInput.shape[key])}
            >
              {rows ? (
                <Input.TextArea autoSize={{ minRows: rows, maxRows: 10 }} count={{ show: true, max }} />
              ) : (
                <Input count={{ show: true, max }} />
              )}
            </Form.Item>
          ))}
        </>
      )}
      toBody={configInput}
    />
  );
}
