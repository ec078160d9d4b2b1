import { z } from 'zod';
import { Id, MAX_FEN } from './ruleFields.ts';

/**
 * Discount rule (优惠). Applied by `applyDiscounts` (domain/rules/discounts.ts), explained in
 * docs/fees.md. A tier reads "from `threshold`, `value`":
 * - fullAmountOff:     spend ≥ threshold fen           → `value` fen off the order
 * - fullAmountPercent: spend ≥ threshold fen           → the buyer pays `value` % (88 = "8.8折")
 * - fullCountOff:      tickets ≥ threshold             → `value` fen off the order
 * - fullCountPercent:  tickets ≥ threshold             → the buyer pays `value` %
 * - rechargeBonus:     recharge ≥ threshold fen        → `value` fen credited on top
 */
export const DISCOUNT_CATEGORIES = ['ticketPurchase', 'recharge'] as const;
export const DISCOUNT_TYPES = [
  'fullAmountOff',
  'fullAmountPercent',
  'fullCountOff',
  'fullCountPercent',
  'rechargeBonus',
] as const;
export type DiscountCategory = (typeof DISCOUNT_CATEGORIES)[number];
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const CATEGORY_OF_TYPE: Record<DiscountType, DiscountCategory> = {
  fullAmountOff: 'ticketPurchase',
  fullAmountPercent: 'ticketPurchase',
  fullCountOff: 'ticketPurchase',
  fullCountPercent: 'ticketPurchase',
  rechargeBonus: 'recharge',
};
export const isPercentType = (t: DiscountType): boolean =>
  t === 'fullAmountPercent' || t === 'fullCountPercent';
export const isCountType = (t: DiscountType): boolean => t === 'fullCountOff' || t === 'fullCountPercent';

export const MAX_TIERS = 10;
export const MAX_PERCENT = 99;

export const DiscountTier = z.object({
  threshold: z.number().int().min(1).max(MAX_FEN),
  value: z.number().int().min(1).max(MAX_FEN),
});
export type DiscountTier = z.infer<typeof DiscountTier>;

/** The fields without the cross-field checks, for `.extend()` (refined objects cannot be extended). */
export const DiscountRuleFields = z.object({
  discountName: z.string().trim().min(1).max(24),
  scenicAreaID: Id,
  discountCategory: z.enum(DISCOUNT_CATEGORIES),
  discountType: z.enum(DISCOUNT_TYPES),
  tiers: z.array(DiscountTier).min(1, 'i18n:discountTiersRequired').max(MAX_TIERS),
  isEnable: z.boolean().default(true),
});

type Fields = z.infer<typeof DiscountRuleFields>;

/** Type fits category; thresholds unique; percent 1–99; an amount off no larger than its threshold. */
export function checkDiscountRule(rule: Fields, ctx: z.RefinementCtx): void {
  if (CATEGORY_OF_TYPE[rule.discountType] !== rule.discountCategory) {
    ctx.addIssue({ code: 'custom', message: 'i18n:discountTypeMismatch', path: ['discountType'] });
  }
  const seen = new Set<number>();
  rule.tiers.forEach((tier, i) => {
    if (seen.has(tier.threshold)) {
      ctx.addIssue({ code: 'custom', message: 'i18n:duplicateThreshold', path: ['tiers', i, 'threshold'] });
    }
    seen.add(tier.threshold);
    if (isPercentType(rule.discountType) && tier.value > MAX_PERCENT) {
      ctx.addIssue({ code: 'custom', message: 'i18n:discountPercentRange', path: ['tiers', i, 'value'] });
    }
    if (rule.discountType === 'fullAmountOff' && tier.value > tier.threshold) {
      ctx.addIssue({ code: 'custom', message: 'i18n:discountAboveThreshold', path: ['tiers', i, 'value'] });
    }
  });
}

export const DiscountRule = DiscountRuleFields.superRefine(checkDiscountRule);
export type DiscountRule = z.infer<typeof DiscountRule>;
/** Editing a stored rule: the same checks plus its id. */
export const DiscountRuleEdit = DiscountRuleFields.extend({ id: Id }).superRefine(checkDiscountRule);
export type DiscountRuleEdit = z.infer<typeof DiscountRuleEdit>;

/** A stored rule as the engine receives it. */
export type StoredDiscountRule = DiscountRule & { id: number };
