// The events of a seller's shift (issue 12 contract): stream `shift-<sellerId>`. A handover records
// what the shift took in (`expected`, the sum of its facts), what the seller counted (`receivedFen`)
// and the difference; an administrator settles it later (spec 001 §4: "shift handover submits the
// received amount for settlement"). Added to the contract: `shiftNo` (which handover a settlement
// is for), `expectedFen` and `countedTo` (the `$all` position up to which facts were counted, so
// every sale and refund falls in exactly one shift).
import { z } from 'zod';
import { defineEvent, type EventOf, eventCatalog } from '../events/eventCatalog.ts';
import { StoredPosition } from './shiftActivity.ts';
import { CARD_TYPES, PAY_COLUMNS } from './shiftTotals.ts';

const Pair = z.object({ count: z.number().int(), fen: z.number().int() });
const byKey = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, Pair])) as Record<K, typeof Pair>);
const StatusTotalsSchema = z.object({
  orders: Pair,
  tickets: Pair,
  preferentialFen: z.number().int(),
  cards: byKey(CARD_TYPES),
  methods: byKey(PAY_COLUMNS),
});
export const ShiftTotalsSchema = z.object({
  sale: StatusTotalsSchema,
  refund: StatusTotalsSchema,
  priceDifferences: Pair,
  flow: z.record(z.string(), z.number().int()),
  provinces: z.record(z.string(), z.number().int()),
});

export const ShiftHandedOver = defineEvent(
  'ShiftHandedOver',
  z.object({
    shiftNo: z.number().int().min(1),
    sellerID: z.number().int(),
    sellerAccount: z.string(),
    sellerName: z.string(),
    scenicAreaID: z.number().int(),
    startedAt: z.iso.datetime(),
    endedAt: z.iso.datetime(),
    expected: ShiftTotalsSchema,
    /** Net cash the seller should hold (cash sales less cash refunds, fen). */
    expectedFen: z.number().int(),
    receivedFen: z.number().int(),
    /** receivedFen − expectedFen. */
    differenceFen: z.number().int(),
    countedTo: StoredPosition.nullable(),
  }),
);

export const ShiftSettled = defineEvent(
  'ShiftSettled',
  z.object({
    shiftNo: z.number().int().min(1),
    settledFen: z.number().int(),
    operatorID: z.number().int(),
    operatorAccount: z.string(),
  }),
);

export type ShiftHandedOver = EventOf<typeof ShiftHandedOver>;
export type ShiftSettled = EventOf<typeof ShiftSettled>;
export type ShiftEvent = ShiftHandedOver | ShiftSettled;

export const shiftEvents = eventCatalog([ShiftHandedOver, ShiftSettled]);

export const shiftStreamId = (sellerId: number) => `shift-${sellerId}`;
