// The filter bars of the access records and the operation log, independent of React: what the bar
// holds turned into the query (empty inputs left out, dates as YYYY-MM-DD), checked with the
// server's schema (a ticket number of 18 characters at most, known directions and results).
import type { Dayjs } from 'dayjs';
import { AccessRecordQuery, OperationLogQuery } from '../../../domain/gates/gate.schema.ts';
import type { AccessRecordInput, OperationLogInput } from './gatesApi.ts';

export type GateFilterValues = {
  scenicAreaID?: number | null;
  zoneID?: number | null;
  deviceID?: number | null;
  direction?: 'in' | 'out' | null;
  result?: 'open' | 'closed' | null;
  ticketNo?: string;
  operateType?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
};

const given = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);
const text = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
const defined = (query: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));

function common(values: GateFilterValues) {
  const [from, to] = values.range ?? [];
  return {
    scenicAreaID: given(values.scenicAreaID),
    deviceID: given(values.deviceID),
    from: from?.format('YYYY-MM-DD'),
    to: to?.format('YYYY-MM-DD'),
  };
}

export type Paged = { pageItems: number; pageNumber: number };
export type Checked<Q> = { query: Q } | { issue: string };

/** The access records' query with its page, or the first field the schema refuses. */
export function accessQueryOf(values: GateFilterValues, page: Paged): Checked<AccessRecordInput> {
  const query = defined({
    ...common(values),
    zoneID: given(values.zoneID),
    direction: given(values.direction),
    result: given(values.result),
    ticketNo: text(values.ticketNo),
    ...page,
  });
  const checked = AccessRecordQuery.safeParse(query);
  return checked.success ? { query } : { issue: String(checked.error.issues[0]?.path[0] ?? '') };
}

/** The operation log's query with its page, or the first field the schema refuses. */
export function logQueryOf(values: GateFilterValues, page: Paged): Checked<OperationLogInput> {
  const query = defined({ ...common(values), operateType: text(values.operateType), ...page });
  const checked = OperationLogQuery.safeParse(query);
  return checked.success ? { query } : { issue: String(checked.error.issues[0]?.path[0] ?? '') };
}
