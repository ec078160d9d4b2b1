// Order import (订单导入), the agency user's home page (spec 002 §2, §4; spec 000 §6): three steps —
// choose the priority concession type and download the template, upload and preview the sheet,
// review and submit. activeStep starts at 1; step 3's back link returns to step 2 with the upload.
// `?draft=<orderNo>` (the order list's "continue editing") opens a saved draft at step 3, where it
// was saved: saving replaces it, submitting submits it.
import { Alert, Button, Card, Steps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HOME_PATH } from '../../../domain/auth/menu.ts';
import { ownAgency } from './agencyApi.ts';
import type { GeneratedOrder } from './orderDraftModel.ts';
import { ReviewStep } from './ReviewStep.tsx';
import { TemplateStep } from './TemplateStep.tsx';
import { type UploadState, UploadStep } from './UploadStep.tsx';
import { creditShort, useAgencyCredit } from './useAgencyCredit.ts';
import { type DraftToEdit, useDraftToEdit } from './useDraftToEdit.ts';

type Agency = NonNullable<ReturnType<typeof ownAgency>>;

export default function OrderImportPage() {
  const { t } = useTranslation();
  const agency = ownAgency();
  const draftNo = useSearchParams()[0].get('draft');
  if (!agency) return <Alert type="info" showIcon title={t('agencies.wizard.agencyOnly')} />;
  // Another draft (or none: the menu's order import) starts the wizard afresh.
  return <DraftOrNew key={draftNo ?? ''} agency={agency} draftNo={draftNo} />;
}

function DraftOrNew({ agency, draftNo }: { agency: Agency; draftNo: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useDraftToEdit(draftNo);
  if (draft.state === 'none') return <Wizard agency={agency} draftNo={null} draft={draft} />;
  const newOrder = (
    <Button size="small" onClick={() => navigate(HOME_PATH)} data-testid="wizard-new-order">
      {t('agencies.wizard.newOrder')}
    </Button>
  );
  if (draft.state === 'loading') return <Card title={t('agencies.wizard.draftLoading')} loading />;
  if (draft.state === 'failed')
    return <Alert type="error" showIcon title={draft.message} action={newOrder} data-testid="draft-failed" />;
  return (
    <Wizard
      agency={agency}
      draftNo={draftNo}
      draft={draft}
      banner={
        <Alert
          type="info"
          showIcon
          title={t('agencies.wizard.editingDraft', { orderNo: draftNo })}
          action={newOrder}
          style={{ marginBottom: 16 }}
          data-testid="editing-draft"
        />
      }
    />
  );
}

interface WizardProps {
  agency: Agency;
  draftNo: string | null;
  draft: DraftToEdit;
  banner?: ReactNode;
}

function Wizard({ agency, draftNo, draft, banner }: WizardProps) {
  const { t } = useTranslation();
  const credit = useAgencyCredit(agency);
  const reopened = draft.state === 'ready' ? draft : null;
  const [step, setStep] = useState(reopened ? 3 : 1);
  const [priority, setPriority] = useState<number | null>(reopened?.priority ?? null);
  const [upload, setUpload] = useState<UploadState | null>(null);
  const [order, setOrder] = useState<GeneratedOrder | null>(reopened?.order ?? null);

  return (
    <Card title={t('agencies.wizard.title')} data-testid="order-import">
      {banner}
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
          agency={agency}
          priority={priority}
          orderNo={draftNo}
          onBack={() => setStep(2)}
        />
      ) : null}
    </Card>
  );
}
