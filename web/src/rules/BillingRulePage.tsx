// Billing rules (计费规则): the list with the periods at a glance, and the form with its calculator.

import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Period } from '../../../domain/rules/ruleFields.ts';
import type { BillingRuleRow } from '../../../domain/rules/ruleRecords.schema.ts';
import { MasterDataPage } from '../masterData/MasterDataPage.tsx';
import { NameFilter, ScenicAreaFilter } from '../masterData/pickers.tsx';
import { BillingRuleForm } from './BillingRuleForm.tsx';
import { billingBody, billingValues, newBillingValues } from './billingBody.ts';
import { yuanText } from './ruleForm.ts';

const periodsText = (periods: Period[]) => (
  <Space orientation="vertical" size={0}>
    {periods.map((p) => (
      <span key={p.start}>{`${p.start}–${p.end} ¥${yuanText(p.unitPrice)}`}</span>
    ))}
  </Space>
);

export default function BillingRulePage() {
  const { t } = useTranslation();
  const cap = (fen: number) => (fen === 0 ? t('rules.common.noCapShort') : `¥${yuanText(fen)}`);
  return (
    <MasterDataPage<BillingRuleRow>
      entity="billingRule"
      textKey="rules.billing"
      formWidth={1100}
      enable
      columns={[
        { title: t('rules.billing.calcRuleName'), dataIndex: 'calcRuleName', fixed: 'left' },
        { title: t('masterData.common.scenicArea'), dataIndex: 'scenicAreaName' },
        {
          title: t('rules.billing.calcRuleType'),
          dataIndex: 'calcRuleType',
          render: (v: string) => t(`rules.billing.types.${v}`),
        },
        {
          title: t('rules.billing.startPrice'),
          dataIndex: 'startPrice',
          render: (fen: number) => `¥${yuanText(fen)}`,
        },
        { title: t('rules.billing.periods'), dataIndex: 'periods', render: periodsText },
        {
          title: t('rules.billing.weekendPeriods'),
          dataIndex: 'weekendPeriods',
          render: (periods: Period[]) =>
            periods.length ? periodsText(periods) : t('rules.billing.weekendSame'),
        },
        { title: t('rules.billing.maxDayAmount'), dataIndex: 'maxDayAmount', render: cap },
      ]}
      filters={
        <>
          <ScenicAreaFilter />
          <NameFilter />
        </>
      }
      newValues={newBillingValues}
      toForm={billingValues}
      formItems={() => <BillingRuleForm />}
      toBody={billingBody}
    />
  );
}
