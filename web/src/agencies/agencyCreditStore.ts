// One copy of each agency's credit for every screen showing it (the header, the wizard): fetched
// when the first screen watches it, and again whenever the server pushes that the agency's read
// models committed a change (AGENCY_CHANGED: a recharge, a hold, a submission, a review), when the
// room is joined (a push missed while connecting), and at once after the user's own change.
import type { AgencyCredit } from '../../../domain/agencies/agency.schema.ts';
import { AGENCY_CHANGED, type AgencyChanged } from '../../../domain/agencies/agencyLive.ts';
import { openAreaSocket } from '../api/useAreaSocket.ts';
import { agencyCredit } from './agencyApi.ts';

/** What a screen shows: the figures (null until the first answer) and how many asks failed. */
export interface CreditView {
  credit: AgencyCredit | null;
  failures: number;
}

interface Watched {
  view: CreditView;
  listeners: Set<() => void>;
  /** The newest ask: an older answer arriving after it is dropped. */
  asked: number;
  close?: () => void;
}

const EMPTY: CreditView = { credit: null, failures: 0 };
const watched = new Map<number, Watched>();

function entryOf(travelAgencyID: number): Watched {
  let entry = watched.get(travelAgencyID);
  if (!entry) {
    entry = { view: EMPTY, listeners: new Set(), asked: 0 };
    watched.set(travelAgencyID, entry);
  }
  return entry;
}

function show(entry: Watched, view: CreditView): void {
  entry.view = view;
  for (const l of entry.listeners) l();
}

function refresh(travelAgencyID: number): void {
  const entry = entryOf(travelAgencyID);
  const ask = ++entry.asked;
  agencyCredit(travelAgencyID).then(
    (credit) => ask === entry.asked && show(entry, { ...entry.view, credit }),
    () => ask === entry.asked && show(entry, { ...entry.view, failures: entry.view.failures + 1 }),
  );
}

/** The credit as last answered (stable until it changes: a useSyncExternalStore snapshot). */
export const creditView = (travelAgencyID: number): CreditView => watched.get(travelAgencyID)?.view ?? EMPTY;

/**
 * Watches an agency's credit: the first watcher fetches it and listens to the agency's scenic-area
 * room; the last one to leave closes the connection. Answers the function that stops watching.
 */
export function watchCredit(travelAgencyID: number, scenicAreaID: number, listener: () => void): () => void {
  const entry = entryOf(travelAgencyID);
  entry.listeners.add(listener);
  if (!entry.close) {
    const onPush = (payload: unknown) => {
      if ((payload as AgencyChanged).travelAgencyID === travelAgencyID) refresh(travelAgencyID);
    };
    entry.close = openAreaSocket(scenicAreaID, { [AGENCY_CHANGED]: onPush }, (joined) => {
      if (joined) refresh(travelAgencyID);
    });
    refresh(travelAgencyID);
  }
  return () => {
    entry.listeners.delete(listener);
    if (entry.listeners.size > 0) return;
    entry.close?.();
    entry.close = undefined;
  };
}

/** The user changed the credit (saved, submitted, recharged): every watched agency asks now. */
export function creditChanged(): void {
  for (const [id, entry] of watched) if (entry.listeners.size > 0) refresh(id);
}
