// The idempotency key of a spec client's call that sends none (spec 002: wxSubmitOrder and the agency's
// importCreateOrder carry no requestId). Derived from who calls, what they send and a short window of
// time: the same payload resent by the same caller within the window (a double tap, a retry after a
// lost answer) is the same request and answers the first result; the same order placed again later
// is a new one. A resend that straddles a window's edge counts as new: the window is a bound, not a
// promise (docs/features/spec-clients.md).
import { deterministicEventId } from '../../../commands/handling/deterministicEventId.ts';

/** Seconds of a derivation window. */
export const DERIVED_REQUEST_WINDOW_SECONDS = 60;

/** JSON with object keys in sorted order: the same payload gives the same text however it was built. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A UUID (version 5) of `kind`, the caller, the payload and the window `now` falls in. */
export function derivedRequestId(kind: string, caller: string, payload: unknown, now: Date): string {
  const window = Math.floor(now.getTime() / (DERIVED_REQUEST_WINDOW_SECONDS * 1000));
  return deterministicEventId(`derived:${kind}:${caller}:${window}:${canonical(payload)}`, 0);
}
