import { z } from 'zod';
import { Fen, Id, Minutes } from './ruleFields.ts';

/**
 * Price-difference (overdue compensation, 超时补差) rule for timed tickets. Computed by
 * `computePriceDifference` (domain/rules/priceDifference.ts), explained in docs/fees.md.
 *
 * A stage says "from this many minutes over, the visitor owes this much in total". Stages are not
 * added up: the highest stage reached is what is owed. So each stage starts later than the one
 * before and never asks for less.
 */
export const PRICE_DIFFERENCE_STAGES = 4;

export const PriceDifferenceStage = z.object({
  /** Minutes past the paid time from which this stage applies (5 characters: at most 99999). */
  overtimeMinutes: Minutes,
  /** The amount owed once this stage is reached, in fen (8 characters in yuan: at most 99999.99). */
  amount: Fen,
});
export type PriceDifferenceStage = z.infer<typeof PriceDifferenceStage>;

export const PriceDifferenceRule = z.object({
  name: z.string().trim().min(1).max(12),
  scenicAreaID: Id,
  ticketTypeID: Id,
  /** Minutes past the paid time that are forgiven. */
  gracePeriod: Minutes,
  stages: z
    .tuple([PriceDifferenceStage, PriceDifferenceStage, PriceDifferenceStage, PriceDifferenceStage])
    .superRefine((stages, ctx) => {
      stages.forEach((stage, i) => {
        const before = stages[i - 1];
        if (!before) return;
        if (stage.overtimeMinutes <= before.overtimeMinutes) {
          ctx.addIssue({
            code: 'custom',
            message: 'i18n:stageMinutesNotIncreasing',
            path: [i, 'overtimeMinutes'],
          });
        }
        if (stage.amount < before.amount) {
          ctx.addIssue({ code: 'custom', message: 'i18n:stageAmountDecreasing', path: [i, 'amount'] });
        }
      });
    }),
});
export type PriceDifferenceRule = z.infer<typeof PriceDifferenceRule>;
