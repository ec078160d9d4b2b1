// A saved draft opened again in the wizard (`/index?draft=<orderNo>`, from the agency's order list):
// read back with its tourists, and refused when it is no longer a draft (submitted meanwhile).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENCY_ORDER_STATUS } from '../../../domain/agencies/agencyCodes.ts';
import { translate } from '../../../domain/i18n/errorMessages.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { agencyOrder } from './agencyApi.ts';
import { type GeneratedOrder, reopenedDraft } from './orderDraftModel.ts';

export type DraftToEdit =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; order: GeneratedOrder; priority: number | null };

export function useDraftToEdit(orderNo: string | null): DraftToEdit {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DraftToEdit>(orderNo ? { state: 'loading' } : { state: 'none' });
  useEffect(() => {
    if (!orderNo) return;
    let live = true;
    agencyOrder(orderNo)
      .then((detail) => {
        if (!live) return;
        if (detail.orderStatus !== AGENCY_ORDER_STATUS.draft) {
          setDraft({ state: 'failed', message: t('agencies.wizard.draftNotEditable', { orderNo }) });
          return;
        }
        const lang = currentLanguage();
        const reopened = reopenedDraft(detail, (r) => translate(r.code, lang, r.params));
        setDraft({ state: 'ready', ...reopened });
      })
      .catch(
        (err) =>
          live && setDraft({ state: 'failed', message: failureText(err, t('agencies.common.loadFailed')) }),
      );
    return () => {
      live = false;
    };
  }, [orderNo, t]);
  return draft;
}
