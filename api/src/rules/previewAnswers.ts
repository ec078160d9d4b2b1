// What the preview calls answer (the engines' results), for the OpenAPI page and the serializer.
import { z } from 'zod';
import { DISCOUNT_TYPES } from '../../../domain/rules/discountRule.schema.ts';

const int = z.number().int();
const reply = <T extends z.ZodType>(data: T) => z.object({ msg: z.string(), data });

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

export const BillingPreviewAnswer = reply(
  z.object({
    amount: int,
    items: z.array(FeeItem),
    capped: z.object({ daily: int, total: z.boolean() }),
    entry: z.string(),
    exit: z.string(),
    timeZone: z.string(),
    /** The holiday-calendar dates around the stay that were taken into account. */
    holidays: z.array(z.string()),
  }),
);

export const PriceDifferencePreviewAnswer = reply(
  z.object({
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
  }),
);

const Chosen = z
  .object({
    ruleId: int,
    discountName: z.string(),
    discountType: z.enum(DISCOUNT_TYPES),
    tierIndex: int,
    tier: z.object({ threshold: int, value: int }),
  })
  .nullable();

export const DiscountPreviewAnswer = reply(
  z.discriminatedUnion('category', [
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
  ]),
);
