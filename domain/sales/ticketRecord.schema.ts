import { z } from 'zod';
import { ORDER_QUERY_MAX } from './saleCodes.ts';

/**
 * Ticket detail record (spec 001 §2, always enabled): a ticket's or an order's whole history
 * replayed from the event store, event by event, with the state after each.
 */
export const TicketRecordQuery = z.object({ no: z.string().trim().min(1).max(ORDER_QUERY_MAX) }).strict();

export const RecordEntry = z.object({
  streamId: z.string(),
  revision: z.number(),
  type: z.string(),
  /** UTC instant and the same instant in the scenic area's time zone (YYYY-MM-DD HH:mm:ss). */
  occurredAt: z.string(),
  localTime: z.string(),
  actor: z.object({ userId: z.string().nullable(), account: z.string().nullable() }),
  /** The window or device it happened at, when known. */
  device: z.string().nullable(),
  /** What this event changed: field, before, after (JSON values). */
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  stateAfter: z.record(z.string(), z.unknown()),
});
export type RecordEntry = z.infer<typeof RecordEntry>;

export const TicketRecord = z.object({
  kind: z.enum(['order', 'ticket', 'card']),
  no: z.string(),
  timeZone: z.string(),
  /** The order's entries and each ticket's, merged in the order they happened. */
  entries: z.array(RecordEntry),
});
export type TicketRecord = z.infer<typeof TicketRecord>;
