// Order import (订单导入), the agency user's home page (spec 002 §2, §4; spec 000 §6): the three
// steps of OrderWizard.tsx for the user's own agency. `?draft=<orderNo>` (the order list's "continue editing") opens a saved draft at step 3, where it
// was saved: saving replaces it, submitting submits it.
import { Alert, Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HOME_PATH } from '../../../domain/auth/menu.ts';
import { ownAgency } from './agencyApi.ts';
import { OrderWizard } from './OrderWizard.tsx';
import { useDraftToEdit } from './useDraftToEdit.ts';

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
  if (draft.state === 'none') return <OrderWizard agency={agency} />;
  const newOrder = (
    <Button size="small" onClick={() => navigate(HOME_PATH)} data-testid="wizard-new-order">
      {t('agencies.wizard.newOrder')}
    </Button>
  );
  if (draft.state === 'loading') return <Card title={t('agencies.wizard.draftLoading')} loading />;
  if (draft.state === 'failed')
    return <Alert type="error" showIcon title={draft.message} action={newOrder} data-testid="draft-failed" />;
  return (
    <OrderWizard
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
