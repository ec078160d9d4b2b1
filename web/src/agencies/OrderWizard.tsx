// The three steps of an agency order (spec 002 §2, §4): choose the priority concession type and
// download the template, upload and preview the sheet, review and save or submit. activeStep starts
// at 1 (at 3 for a reopened draft); step 3's back link returns to step 2 with the upload. Used by
// the agency's order import and by staff ordering for an agency (agency management).
import { Alert, Card, Steps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedOrder } from './orderDraftModel.ts';
import { ReviewStep } from './ReviewStep.tsx';
import { TemplateStep } from './TemplateStep.tsx';
import { type UploadState, UploadStep } from './UploadStep.tsx';
import { type CreditOwner, creditShort, useAgencyCredit } from './useAgencyCredit.ts';
import type { DraftToEdit } from './useDraftToEdit.ts';
import type { SavedOrder } from './useOrderSave.ts';

interface Props {
  /** The agency ordered for, and who orders (accountID). */
  agency: CreditOwner & { accountID: number };
  /** The draft being edited (its number and content), or none. */
  draftNo?: string | null;
  draft?: DraftToEdit;
  banner?: ReactNode;
  /** After a save or submission; absent: the agency's orders open. */
  onSaved?: (saved: SavedOrder) => void;
}

export function OrderWizard({ agency, draftNo = null, draft, banner, onSaved }: Props) {
  const { t } = useTranslation();
  const credit = useAgencyCredit(agency);
  const reopened = draft?.state === 'ready' ? draft : null;
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
          onSaved={onSaved}
          onBack={() => setStep(2)}
        />
      ) : null}
    </Card>
  );
}
