// The agency's credit for the header and the wizard (spec 002 §3 "Agency record", §8): fetched once
// per screen that shows it and again whenever an order or a recharge changes it (`creditChanged`).
import { App } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgencyCredit } from '../../../domain/agencies/agency.schema.ts';
import { agencyCredit } from './agencyApi.ts';

const listeners = new Set<() => void>();

/** The credit is a read model that follows the events a moment later: ask now and once more. */
const SECOND_LOOK_MS = 1500;

/** Tells every credit on screen to fetch itself again. */
export function creditChanged(): void {
  const notify = () => {
    for (const l of listeners) l();
  };
  notify();
  setTimeout(notify, SECOND_LOOK_MS);
}

/** Insufficient credit (spec 002 §1, §9): what is unsubmitted or awaiting review exceeds the balance. */
export const creditShort = (credit: AgencyCredit, extra = 0) =>
  credit.draftAmount + credit.unhandledOrderAmount + extra > credit.balance;

export function useAgencyCredit(travelAgencyID: number | null): AgencyCredit | null {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [credit, setCredit] = useState<AgencyCredit | null>(null);
  useEffect(() => {
    if (travelAgencyID === null) return;
    let live = true;
    const load = () =>
      agencyCredit(travelAgencyID)
        .then((c) => live && setCredit(c))
        .catch(() => void message.error(t('agencies.credit.balanceFailed'), 5));
    void load();
    listeners.add(load);
    return () => {
      live = false;
      listeners.delete(load);
    };
  }, [travelAgencyID, message, t]);
  return credit;
}
