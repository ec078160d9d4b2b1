// The live push of an agency's header (credit, amount awaiting review): the agencyCredit and
// agencyOrders read models, once a batch has committed, tell the agency's scenic-area room which
// agency changed (never the money: the screen asks for its figures again).
import type { RecordedEvent } from '../eventStore.ts';

export const AGENCY_CHANGED = 'agency:changed';

/** The payload of AGENCY_CHANGED. */
export interface AgencyChanged {
  travelAgencyID: number;
  scenicAreaID: number;
}

/** The agencies a batch of credit or agency-order events changed, each once, in batch order. */
export function agencyChangesOf(events: readonly RecordedEvent[]): AgencyChanged[] {
  const changed = new Map<number, AgencyChanged>();
  for (const recorded of events) {
    const d = recorded.data as { travelAgencyID?: unknown; scenicAreaID?: unknown } | null;
    if (typeof d?.travelAgencyID !== 'number' || typeof d.scenicAreaID !== 'number') continue;
    changed.set(d.travelAgencyID, { travelAgencyID: d.travelAgencyID, scenicAreaID: d.scenicAreaID });
  }
  return [...changed.values()];
}

/** A projection's `afterCommit`: one AGENCY_CHANGED per agency of the batch, to its scenic area's room. */
export function publishAgencyChanges(
  events: RecordedEvent[],
  publish: (scenicAreaId: string, event: string, payload: unknown) => void,
): void {
  for (const change of agencyChangesOf(events)) publish(String(change.scenicAreaID), AGENCY_CHANGED, change);
}
