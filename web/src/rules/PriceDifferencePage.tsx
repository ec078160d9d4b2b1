// Price-difference (overdue compensation) rules (补差价规则): list, form with four stages, calculator.

import { useTranslation } from 'react-i18next';
import type { PriceDifferenceStage } from '../../../domain/rules/priceDifferenceRule.schema.ts';
import type { PriceDifferenceRow } from '../../../domain/rules/ruleRecords.schema.ts';
import { MasterDataPage } from '../masterData/MasterDataPage.tsx';
import { NameFilter, ScenicAreaFilter } from '../masterData/pickers.tsx';
import { PriceDifferenceForm } from './PriceDifferenceForm.tsx';
import { newPriceDifferenceValues, priceDifferenceBody } from './priceDifferenceBody.ts';
import { yuanText } from './ruleForm.ts';

export default function PriceDifferencePage() {
  const { t } = useTranslation();
  const stagesText = (stages: PriceDifferenceStage[]) =>
    stages.map((s) => `${s.overtimeMinutes}′ ¥${yuanText(s.amount)}`).join(' / ');
  return (
    <MasterDataPage<PriceDifferenceRow>
      entity="priceDifference"
      textKey="rules.priceDifference"
      formWidth={980}
      enable
      columns={[
        { title: t('rules.priceDifference.name'), dataIndex: 'name', fixed: 'left' },
        { title: t('masterData.common.scenicArea'), dataIndex: 'scenicAreaName' },
        { title: t('rules.priceDifference.ticketType'), dataIndex: 'ticketTypeName' },
        { title: t('rules.priceDifference.gracePeriod'), dataIndex: 'gracePeriod' },
        { title: t('rules.priceDifference.stages'), dataIndex: 'stages', render: stagesText },
      ]}
      filters={
        <>
          <ScenicAreaFilter />
          <NameFilter />
        </>
      }
      newValues={newPriceDifferenceValues}
      formItems={() => <PriceDifferenceForm />}
      toBody={priceDifferenceBody}
    />
  );
}
