// What the "try it" calls answer (the engines' results with what they were judged by): the server's
// response schemas and the calculators' types.
import { z } from 'zod';
import { DISCOUNT_TYPES } from './discountRule.schema.ts';

const int = z.number().int();

const FeeItem = z.object({
  from: z.string(),
  to: z.string(),
  day: int,
  dayKind: z.enum(['weekday', 'weekend', 'holiday']).nullable(),
  period: z.string(),
  units: int,
  unitPrice: int,
  amount: int,
  note: z.enum([
    'freeTime',
    'startPrice',
    'startPriceCoversSpan',
    'units',
    'graceApplied',
    'perPeriod',
    'dailyCap',
    'totalCap',
  ]),
});

export const BillingPreview = z.object({
  amount: int,
  items: z.array(FeeItem),
  capped: z.object({ daily: int, total: z.boolean() }),
  entry: z.string(),
  exit: z.string(),
  timeZone: z.string(),
  /** The holiday-calendar dates around the stay that were taken into account. */
  holidays: z.array(z.string()),
});
export type BillingPreview = z.infer<typeof BillingPreview>;

export const PriceDifferencePreview = z.object({
  amount: int,
  stage: int.nullable(),
  stageAmount: int,
  alreadyPaid: int,
  overtimeMinutes: int,
  remainingMinutes: int,
  inGrace: z.boolean(),
  paidUntil: z.string(),
  now: z.string(),
  timeZone: z.string(),
});
export type PriceDifferencePreview = z.infer<typeof PriceDifferencePreview>;

const Chosen = z
  .object({
    ruleId: int,
    discountName: z.string(),
    discountType: z.enum(DISCOUNT_TYPES),
    tierIndex: int,
    tier: z.object({ threshold: int, value: int }),
  })
  .nullable();

export const DiscountPreview = z.discriminatedUnion('category', [
  z.object({
    category: z.literal('ticketPurchase'),
    subtotal: int,
    ticketCount: int,
    discount: int,
    payable: int,
    chosen: Chosen,
    lines: z.array(
      z.object({
        ticketTypeID: int,
        unitPrice: int,
        count: int,
        subtotal: int,
        discount: int,
        payable: int,
      }),
    ),
  }),
  z.object({ category: z.literal('recharge'), amount: int, bonus: int, credited: int, chosen: Chosen }),
]);
export type DiscountPreview = z.infer<typeof DiscountPreview>;
