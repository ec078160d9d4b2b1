// The ticket query's filter bar, independent of React (spec 001 §5): the quick ranges (last week,
// last month, last three months, each ending today), and the query sent from what the bar holds,
// checked with the same schema as the server (order no ≤ 24, ticket no ≤ 18, span ≤ 1 year).

import type { Dayjs } from 'dayjs';
import type { z } from 'zod';
import { TicketQueryFilter } from '../../../domain/sales/ticketQuery.schema.ts';
import type { QueryInput } from './salesApi.ts';

export const QUICK_RANGES = ['lastWeek', 'lastMonth', 'lastThreeMonths'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** A quick range ending on the scenic area's `today` (both ends included). */
export function quickRange(range: QuickRange, today: Dayjs): [Dayjs, Dayjs] {
  const end = today.startOf('day');
  switch (range) {
    case 'lastWeek':
      return [end.subtract(6, 'day'), end];
    case 'lastMonth':
      return [end.subtract(1, 'month'), end];
    case 'lastThreeMonths':
      return [end.subtract(3, 'month'), end];
  }
}

/** What the filter bar holds. */
export type QueryFormValues = {
  scenicAreaID?: number | null;
  orderNo?: string;
  ticketNo?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
  status?: number | null;
  ticketTypeID?: number | null;
  paymentMethod?: string | null;
  source?: string | null;
};

const text = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
const given = <T>(v: T | null | undefined) => (v === null ? undefined : v);

/** The query of the bar (empty inputs left out), before paging. */
export function filterOf(values: QueryFormValues): QueryInput {
  const [from, to] = values.range ?? [];
  const query: Record<string, unknown> = {
    scenicAreaID: given(values.scenicAreaID),
    orderNo: text(values.orderNo),
    ticketNo: text(values.ticketNo),
    from: from?.format('YYYY-MM-DD'),
    to: to?.format('YYYY-MM-DD'),
    status: given(values.status),
    ticketTypeID: given(values.ticketTypeID),
    paymentMethod: given(values.paymentMethod),
    source: given(values.source),
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as QueryInput;
}

/** The filter with its page, or the first issue the schema finds (e.g. a span over a year). */
export function checkedQuery(
  filter: QueryInput,
  pageNumber: number,
  pageItems: number,
): { query: QueryInput } | { issue: z.core.$ZodIssue } {
  const query = { ...filter, pageNumber, pageItems };
  const result = TicketQueryFilter.safeParse(query);
  return result.success ? { query } : { issue: result.error.issues[0]! };
}
