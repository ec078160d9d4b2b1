// The idempotency key of a spec client's call that sends none (spec 002: wxSubmitOrder and the agency's
// importCreateOrder carry no requestId). Derived from who calls, what they send and a short window of
// time: the same payload resent by the same caller within the window (a double tap, a retry after a
// lost answer) is the same request and answers the first result; the same order placed again later
// is a new one. A resend that straddles a window's edge counts as new: the window is a bound, not a
// promise (docs/features/spec-clients.md).
import { deterministicEventId } from '../../../commands/handling/deterministicEventId.ts';
import { canonicalJson } from './canonicalJson.ts';

/** Seconds of a derivation window. */
export const DERIVED_REQUEST_WINDOW_SECONDS = 60;

/** A UUID (version 5) of `kind`, the caller, the payload and the window `now` falls in. */
export function derivedRequestId(kind: string, caller: string, payload: unknown, now: Date): string {
  const window = Math.floor(now.getTime() / (DERIVED_REQUEST_WINDOW_SECONDS * 1000));
  return deterministicEventId(`derived:${kind}:${caller}:${window}:${canonicalJson(payload)}`, 0);
}
