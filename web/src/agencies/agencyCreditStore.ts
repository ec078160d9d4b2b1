// One copy of each agency's credit for every screen showing it (the header, the wizard): fetched
// when the first screen watches it, and again whenever the server pushes that the agency's read
// models committed a change (AGENCY_CHANGED: a recharge, a hold, a submission, a review), when the
// room is joined (a push missed while connecting), and at once after the user's own change.
import type { AgencyCredit } from '../../../domain/agencies/agency.schema.ts';
import { AGENCY_CHANGED, type AgencyChanged } from '../../../domain/agencies/agencyLive.ts';
import { type NewestOnly, newestOnly } from '../api/newestAnswer.ts';
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
  /** Asks the server; an older answer arriving after a newer ask is dropped. */
  asker: NewestOnly;
  close?: () => void;
}

const EMPTY: CreditView = { credit: null, failures: 0 };
const watched = new Map<number, Watched>();

function entryOf(travelAgencyID: number): Watched {
  let entry = watched.get(travelAgencyID);
  if (!entry) {
    const shown: Watched = {
      view: EMPTY,
      listeners: new Set(),
      asker: newestOnly(
        (signal) => agencyCredit(travelAgencyID, signal),
        (credit) => show(shown, { ...shown.view, credit }),
        () => show(shown, { ...shown.view, failures: shown.view.failures + 1 }),
      ),
    };
    entry = shown;
    watched.set(travelAgencyID, entry);
  }
  return entry;
}

function show(entry: Watched, view: CreditView): void {
  entry.view = view;
  for (const l of entry.listeners) l();
}

function refresh(travelAgencyID: number): void {
  void entryOf(travelAgencyID).asker.ask();
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
