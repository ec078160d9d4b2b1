// The ticket detail record, independent of React: which events have a translated name, how an
// entry's actor and changed values read, and where a row of the record points.

import type { RecordEntry } from '../../../domain/sales/ticketRecord.schema.ts';

/** Events with a name in the screen texts (`sales.record.events.<type>`); others show their type. */
export const NAMED_EVENTS = [
  'OrderPlaced',
  'TicketIssued',
  'OrderPrinted',
  'OrderReprinted',
  'TicketCollected',
  'TicketWrittenOff',
  'TicketPassed',
  'PassDenied',
  'PassReturned',
  'PriceDifferencePaid',
] as const;

/** Refund events, named in the refund screens' texts (`refunds.events.<type>`). */
export const REFUND_NAMED_EVENTS = [
  'RefundReviewSubmitted',
  'RefundReviewApproved',
  'RefundReviewRejected',
  'RefundReviewFailed',
  'TicketRefunded',
  'RefundOrderPlaced',
] as const;

export function eventKey(type: string): string | null {
  // Card events (issue 16), named in the card screens' texts (`cards.events.<type>`).
  if (type.startsWith('Card')) return `cards.events.${type}`;
  if ((REFUND_NAMED_EVENTS as readonly string[]).includes(type)) return `refunds.events.${type}`;
  return (NAMED_EVENTS as readonly string[]).includes(type) ? `sales.record.events.${type}` : null;
}

/** A changed value as text: '—' for nothing, strings as they are, numbers and objects as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  const json = JSON.stringify(value);
  return json.length > 120 ? `${json.slice(0, 117)}…` : json;
}

export const changeText = (change: RecordEntry['changes'][number]) =>
  `${change.field}: ${valueText(change.before)} → ${valueText(change.after)}`;

export const actorText = (actor: RecordEntry['actor']) => actor.account ?? actor.userId ?? '—';

/** A unique row key: the stream and the revision in it. */
export const entryKey = (entry: RecordEntry) => `${entry.streamId}#${entry.revision}`;

/** The address of the detail record of an order or ticket number. */
export const recordPath = (no: string) => `/sell/ticketDetailRecord?no=${encodeURIComponent(no)}`;
