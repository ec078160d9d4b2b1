// What the visitor chose on a ticket list (spec 002 §5, list pages): nothing chosen is 请购票; the
// timed tab sells one ticket per person and order; the group list takes exactly one group type,
// one of each. The order forms read the choice back from the query (total, numlist, ticketArray).

import { QUANTITY_MAX } from '../../../domain/booking/visitorApi.schema.ts';
import type { MessageCode } from '../shared/messages.ts';

export type ListKind = 'perCount' | 'timed' | 'group';
export type Counts = Readonly<Record<number, number>>;
export interface ChosenLine {
  ticketTypeID: number;
  ticketCount: number;
}

/** The most of one type a list's stepper allows. */
export function maxPerType(kind: ListKind): number {
  return kind === 'perCount' ? QUANTITY_MAX : 1;
}

/** The counts after setting `id` to `count`, or the message that refuses it. */
export function setCount(
  kind: ListKind,
  counts: Counts,
  id: number,
  count: number,
): { counts: Counts } | { refused: MessageCode } {
  const next = Math.max(0, Math.min(count, maxPerType(kind)));
  const others = Object.entries(counts).filter(([key, n]) => Number(key) !== id && n > 0).length;
  if (next > 0 && others > 0 && kind === 'group') return { refused: 'ONE_GROUP_ONLY' };
  if (next > 0 && others > 0 && kind === 'timed') return { refused: 'ONE_TIMED_ONLY' };
  if (count > next && kind === 'timed') return { refused: 'ONE_TIMED_ONLY' };
  return { counts: { ...counts, [id]: next } };
}

export function chosenLines(counts: Counts): ChosenLine[] {
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([id, n]) => ({ ticketTypeID: Number(id), ticketCount: n }));
}

/** Why the choice cannot go to the order form, or null. */
export function choiceProblem(kind: ListKind, lines: readonly ChosenLine[]): MessageCode | null {
  if (lines.length === 0) return 'NOTHING_CHOSEN';
  if (kind === 'group' && (lines.length > 1 || lines[0]!.ticketCount > 1)) return 'ONE_GROUP_ONLY';
  if (kind === 'timed' && (lines.length > 1 || lines[0]!.ticketCount > 1)) return 'ONE_TIMED_ONLY';
  return null;
}

export function choiceTotal(lines: readonly ChosenLine[], priceOf: (id: number) => number): number {
  return lines.reduce((sum, line) => sum + priceOf(line.ticketTypeID) * line.ticketCount, 0);
}

/** The order form's query: total (fen), numlist (tickets) and ticketArray (JSON lines; group: the id). */
export function orderQuery(kind: ListKind, lines: readonly ChosenLine[], total: number) {
  const numlist = lines.reduce((sum, line) => sum + line.ticketCount, 0);
  const ticketArray = kind === 'group' ? String(lines[0]?.ticketTypeID ?? '') : JSON.stringify(lines);
  return { total, numlist, ticketArray };
}

/** The lines a form was opened with (`?ticketArray=`): JSON lines, or one type id (group). */
export function linesFromQuery(raw: string | null): ChosenLine[] {
  if (!raw) return [];
  if (/^\d+$/.test(raw)) return [{ ticketTypeID: Number(raw), ticketCount: 1 }];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .map((line) => ({
        ticketTypeID: Number((line as ChosenLine)?.ticketTypeID),
        ticketCount: Number((line as ChosenLine)?.ticketCount),
      }))
      .filter((line) => Number.isInteger(line.ticketTypeID) && line.ticketTypeID > 0)
      .map((line) => ({
        ...line,
        ticketCount: Number.isInteger(line.ticketCount)
          ? Math.min(Math.max(line.ticketCount, 1), QUANTITY_MAX)
          : 1,
      }));
  } catch {
    return [];
  }
}
