// Identity-verification categories (身份核验): scenic area, bound ticket type, verification mode
// (none, face, count, timing), enable flag.

import { Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeLabel } from '../../../domain/masterData/deviceCodes.ts';
import {
  VERIFICATION_MODES,
  VerificationCategoryInput,
  type VerificationCategoryRow,
} from '../../../domain/masterData/verificationCategory.schema.ts';
import { zodFieldRule } from '../forms/zodRule.ts';
import { MasterDataPage } from './MasterDataPage.tsx';
import { CodeSelect, ScenicAreaFilter, ScenicAreaItem, useLang } from './pickers.tsx';
import { TicketTypeItem, useTicketTypes } from './ticketTypePicker.tsx';

export default function VerificationCategoryPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const ticketTypes = useTicketTypes();
  const ticketTypeName = (id: number | null) =>
    id === null
      ? t('masterData.verification.ticketTypeNone')
      : (ticketTypes.find((tt) => tt.id === id)?.ticketTypeName ?? `#${id}`);
  return (
    <MasterDataPage<VerificationCategoryRow>
      entity="verificationCategory"
      textKey="masterData.verification"
      enable
      columns={[
        { title: t('masterData.common.scenicArea'), dataIndex: 'scenicAreaName' },
        { title: t('masterData.verification.ticketType'), dataIndex: 'ticketTypeID', render: ticketTypeName },
        {
          title: t('masterData.verification.mode'),
          dataIndex: 'verificationMode',
          render: (m: number) => codeLabel(VERIFICATION_MODES, m, lang),
        },
      ]}
      filters={
        <>
          <ScenicAreaFilter />
          <Form.Item name="verificationMode">
            <CodeSelect
              allowClear
              labels={VERIFICATION_MODES}
              placeholder={t('masterData.verification.mode')}
            />
          </Form.Item>
        </>
      }
      newValues={() => ({ verificationMode: 1, isEnable: true })}
      formItems={() => (
        <>
          <ScenicAreaItem rule={zodFieldRule(VerificationCategoryInput, 'scenicAreaID')} />
          <TicketTypeItem
            name="ticketTypeID"
            label={t('masterData.verification.ticketType')}
            rule={zodFieldRule(VerificationCategoryInput, 'ticketTypeID', (v) => v ?? null)}
            ticketTypes={ticketTypes}
            placeholder={t('masterData.verification.ticketTypeNone')}
          />
          <Form.Item
            name="verificationMode"
            label={t('masterData.verification.mode')}
            rules={[zodFieldRule(VerificationCategoryInput, 'verificationMode')]}
            required
          >
            <CodeSelect labels={VERIFICATION_MODES} />
          </Form.Item>
          <Form.Item name="isEnable" label={t('masterData.common.isEnable')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      )}
      toBody={(v) => ({
        scenicAreaID: v.scenicAreaID,
        ticketTypeID: v.ticketTypeID ?? null,
        verificationMode: v.verificationMode,
        isEnable: Boolean(v.isEnable),
      })}
    />
  );
}
