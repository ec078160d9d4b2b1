// Calls of the shift screens (spec 001 §7 dutyRecord; issue 12 handover, records, settlement),
// typed with the schemas of domain/shifts.
import type { Done, Ok, Page } from '../../../domain/http/replies.ts';
import type {
  CurrentShift,
  DutyRecord,
  HandOverShift,
  HandoverAnswer,
  SettleShift,
  ShiftRecordQuery,
  ShiftRecordRow,
} from '../../../domain/shifts/shift.schema.ts';
import { http, type Query } from '../api/http.ts';

export async function dutyRecord(
  scenicAreaID: number,
  operate: 1 | 3,
  signal?: AbortSignal,
): Promise<DutyRecord> {
  return (await http.post<Ok<DutyRecord>>('/api/sell/dutyRecord', { operate, scenicAreaID }, { signal }))
    .data;
}

export async function currentShift(scenicAreaID: number, signal?: AbortSignal): Promise<CurrentShift> {
  return (await http.get<Ok<CurrentShift>>('/api/sell/shift/current', { scenicAreaID }, { signal })).data;
}

export async function handOverShift(body: HandOverShift): Promise<HandoverAnswer> {
  return (await http.post<Ok<HandoverAnswer>>('/api/sell/shift/handover', body)).data;
}

export async function shiftRecords(
  query: ShiftRecordQuery,
  signal?: AbortSignal,
): Promise<[ShiftRecordRow[], number]> {
  return (await http.get<Page<ShiftRecordRow>>('/api/sell/shiftRecords', query as Query, { signal })).data;
}

export async function settleShift(body: SettleShift): Promise<void> {
  await http.post<Done>('/api/sell/shiftRecords/settle', body);
}
