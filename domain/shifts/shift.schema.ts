// The shift handover's calls (spec 001 §2, §3, §7; issue 12): one schema for the route and the screen.
import { z } from 'zod';
import { INT4_MAX, Int4Id, QueryId } from '../inputBounds.ts';
import { ShiftTotalsSchema } from './shiftEvents.ts';

/** Most one handover can record (fen): ¥9,999,999.99. */
export const MAX_SHIFT_FEN = 999_999_999;
const Fen = z.number().int().min(0, 'i18n:amountNotNegative').max(MAX_SHIFT_FEN);

/** POST /api/sell/dutyRecord (spec 001 §7): operate 1 counts, 3 amounts. */
export const DutyRecordQuery = z
  .object({
    operate: z.union([z.literal(1), z.literal(3)]),
    /** The seller (the spec's accountID); a seller may only name themself. Default: the caller. */
    accountID: Int4Id.optional(),
    scenicAreaID: Int4Id,
  })
  .strict();
export type DutyRecordQuery = z.infer<typeof DutyRecordQuery>;

export const DutyRecordRow = z.object({
  /** 1 sale, 3 refund (spec 001 §4). */
  orderStatus: z.union([z.literal(1), z.literal(3)]),
  GroupCard: z.number(),
  MembershipCard: z.number(),
  OrdinaryCard: z.number(),
  StoreCard: z.number(),
  ticketCount: z.number(),
  amount: z.number(),
  preferentialAmount: z.number(),
  Cash: z.number(),
  Alipay: z.number(),
  WeChat: z.number(),
  UnionPay: z.number(),
});
export type DutyRecordRow = z.infer<typeof DutyRecordRow>;

const NameValue = z.object({ name: z.string(), value: z.number() });
export const DutyRecord = z.object({
  list: z.array(DutyRecordRow),
  /** Persons of the tickets sold by arrival bucket (6-9, 9-12, 12-18, 18-22, area time); [] when none. */
  passengerFlowList: z.array(NameValue),
  /** Real-name tickets sold by the holder's province; [] when none. */
  provinceList: z.array(NameValue),
});
export type DutyRecord = z.infer<typeof DutyRecord>;

/** The open shift as the handover screen shows it. */
export const CurrentShift = z.object({
  sellerID: z.number(),
  shiftNo: z.number(),
  startedAt: z.string().nullable(),
  totals: ShiftTotalsSchema,
  /** Net cash the seller should hold (fen). */
  expectedFen: z.number(),
  /** The scenic area's time zone, in which the screen shows times. */
  timeZone: z.string(),
});
export type CurrentShift = z.infer<typeof CurrentShift>;

export const CurrentShiftQuery = z.object({ scenicAreaID: QueryId }).strict();

export const HandOverShift = z
  .object({
    /** Made once per handover by the screen: a retried submit hands over once. */
    requestId: z.uuid(),
    scenicAreaID: Int4Id,
    /** What the seller counted (fen). */
    receivedFen: Fen,
  })
  .strict();
export type HandOverShift = z.infer<typeof HandOverShift>;

export const HandoverAnswer = z.object({
  shiftNo: z.number(),
  startedAt: z.string(),
  endedAt: z.string(),
  expectedFen: z.number(),
  receivedFen: z.number(),
  differenceFen: z.number(),
  totals: ShiftTotalsSchema,
});
export type HandoverAnswer = z.infer<typeof HandoverAnswer>;

export const SettleShift = z
  .object({
    requestId: z.uuid(),
    sellerID: Int4Id,
    shiftNo: Int4Id,
    settledFen: Fen,
  })
  .strict();
export type SettleShift = z.infer<typeof SettleShift>;

export const ShiftRecordQuery = z
  .object({
    pageItems: z.coerce.number().int().min(1).max(999).default(20),
    pageNumber: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
    scenicAreaID: QueryId.optional(),
    sellerID: QueryId.optional(),
  })
  .strict();
export type ShiftRecordQuery = z.input<typeof ShiftRecordQuery>;

/** A past handover (spec 001 §3: changeShiftsName, start and end time, amount, settledAmount, operator). */
export const ShiftRecordRow = z.object({
  sellerID: z.number(),
  shiftNo: z.number(),
  changeShiftsName: z.string(),
  account: z.string(),
  scenicAreaID: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  expectedAmount: z.number(),
  amount: z.number(),
  differenceAmount: z.number(),
  settledAmount: z.number().nullable(),
  operator: z.string().nullable(),
  /** The scenic area's time zone, in which the screen shows times. */
  timeZone: z.string(),
});
export type ShiftRecordRow = z.infer<typeof ShiftRecordRow>;
