// The agency's credit for the header and the wizard (spec 002 §3 "Agency record", §8), shared by
// every screen showing it and kept current by the server's pushes (agencyCreditStore.ts).
import { App } from 'antd';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgencyCredit } from '../../../domain/agencies/agency.schema.ts';
import { creditView, watchCredit } from './agencyCreditStore.ts';

export { creditChanged } from './agencyCreditStore.ts';

/** Insufficient credit (spec 002 §1, §9): what is unsubmitted or awaiting review exceeds the balance. */
export const creditShort = (credit: AgencyCredit, extra = 0) =>
  credit.draftAmount + credit.unhandledOrderAmount + extra > credit.balance;

/** The agency (with its scenic area, whose room carries the pushes), or null for none. */
export interface CreditOwner {
  travelAgencyID: number;
  scenicAreaID: number;
}

export function useAgencyCredit(owner: CreditOwner | null): AgencyCredit | null {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = owner?.travelAgencyID ?? null;
  const area = owner?.scenicAreaID ?? null;
  const subscribe = useCallback(
    (listener: () => void) => (id === null || area === null ? () => {} : watchCredit(id, area, listener)),
    [id, area],
  );
  const view = useSyncExternalStore(subscribe, () => (id === null ? null : creditView(id)));
  const failures = view?.failures ?? 0;
  useEffect(() => {
    if (failures > 0) void message.error(t('agencies.credit.balanceFailed'), 5);
  }, [failures, message, t]);
  return view?.credit ?? null;
}
