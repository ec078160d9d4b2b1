// Order import (订单导入), the agency user's home page (spec 002 §2, §4; spec 000 §6): three steps —
// choose the priority concession type and download the template, upload and preview the sheet,
// review and submit. activeStep starts at 1; step 3's back link returns to step 2 with the upload.
import { Alert, Card, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ownAgency } from './agencyApi.ts';
import { ReviewStep } from './ReviewStep.tsx';
import { TemplateStep } from './TemplateStep.tsx';
import { type GeneratedOrder, type UploadState, UploadStep } from './UploadStep.tsx';
import { creditShort, useAgencyCredit } from './useAgencyCredit.ts';

export default function OrderImportPage() {
  const { t } = useTranslation();
  const agency = ownAgency();
  const credit = useAgencyCredit(agency?.travelAgencyID ?? null);
  const [step, setStep] = useState(1);
  const [priority, setPriority] = useState<number | null>(null);
  const [upload, setUpload] = useState<UploadState | null>(null);
  const [order, setOrder] = useState<GeneratedOrder | null>(null);
  if (!agency) return <Alert type="info" showIcon title={t('agencies.wizard.agencyOnly')} />;

  return (
    <Card title={t('agencies.wizard.title')} data-testid="order-import">
      {credit && creditShort(credit) ? (
        <Alert
          type="warning"
          showIcon
          title={t('agencies.credit.insufficient')}
          style={{ marginBottom: 16 }}
          data-testid="credit-notice"
        />
      ) : null}
      <Steps
        current={step - 1}
        style={{ marginBottom: 24 }}
        items={[1, 2, 3].map((n) => ({ title: t(`agencies.wizard.step${n}`) }))}
      />
      {step === 1 ? (
        <TemplateStep
          travelAgencyID={agency.travelAgencyID}
          priority={priority}
          onPriority={(id) => {
            setPriority(id);
            setUpload(null);
          }}
          onNext={() => setStep(2)}
        />
      ) : null}
      {step === 2 ? (
        <UploadStep
          travelAgencyID={agency.travelAgencyID}
          priority={priority}
          upload={upload}
          onUpload={setUpload}
          onPrevious={() => setStep(1)}
          onGenerate={(generated) => {
            setOrder(generated);
            setStep(3);
          }}
        />
      ) : null}
      {step === 3 && order ? (
        <ReviewStep
          order={order}
          travelAgencyID={agency.travelAgencyID}
          accountID={agency.accountID}
          priority={priority}
          onBack={() => setStep(2)}
        />
      ) : null}
    </Card>
  );
}
