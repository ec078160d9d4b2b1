// The discount form's values ↔ the API's body, and how a tier reads for each discount type
// (amounts in yuan, counts in tickets, percentages as typed: 88 = the buyer pays 88 %).

import type { TFunction } from 'i18next';
import {
  CATEGORY_OF_TYPE,
  DISCOUNT_TYPES,
  type DiscountCategory,
  DiscountRuleFields,
  type DiscountTier,
  type DiscountType,
  isCountType,
  isPercentType,
} from '../../../domain/rules/discountRule.schema.ts';
import { DiscountInput } from '../../../domain/rules/ruleRecords.schema.ts';
import { bodyRule, type Path, pick, type Values, yuanText } from './ruleForm.ts';

const KEYS = Object.keys(DiscountRuleFields.shape);

export const discountBody = (values: Values) => pick(values, KEYS);
export const discountRule = (path: Path) => bodyRule(DiscountInput, discountBody, path);

export const newDiscountValues = (): Values => ({
  discountCategory: 'ticketPurchase',
  discountType: 'fullAmountOff',
  tiers: [{ threshold: undefined, value: undefined }],
  isEnable: true,
});

/** A stored-value (recharge-bonus) rule: its category and type are fixed. */
export const newRechargeValues = (): Values => ({
  discountCategory: 'recharge',
  discountType: 'rechargeBonus',
  tiers: [{ threshold: undefined, value: undefined }],
  isEnable: true,
});

export const typesOf = (category: DiscountCategory | undefined) =>
  DISCOUNT_TYPES.filter((type) => category === undefined || CATEGORY_OF_TYPE[type] === category);

/** Whether the tier's threshold is money (fen) or a ticket count. */
export const thresholdIsMoney = (type: DiscountType | undefined) => !type || !isCountType(type);
/** Whether the tier's value is money (fen) or a percentage. */
export const valueIsMoney = (type: DiscountType | undefined) => !type || !isPercentType(type);

export function thresholdLabel(type: DiscountType | undefined, t: TFunction): string {
  return t(thresholdIsMoney(type) ? 'rules.discount.thresholdAmount' : 'rules.discount.thresholdCount');
}

export function valueLabel(type: DiscountType | undefined, t: TFunction): string {
  if (!valueIsMoney(type)) return t('rules.discount.valuePercent');
  return t(type === 'rechargeBonus' ? 'rules.discount.valueBonus' : 'rules.discount.valueOff');
}

/** "≥ ¥100.00 → −¥10.00", "≥ 10 → 90 %", "≥ ¥100.00 → +¥10.00". */
export function tierText(type: DiscountType, tier: DiscountTier): string {
  const from = thresholdIsMoney(type) ? `¥${yuanText(tier.threshold)}` : `${tier.threshold}`;
  const value = !valueIsMoney(type)
    ? `${tier.value} %`
    : `${type === 'rechargeBonus' ? '+' : '−'}¥${yuanText(tier.value)}`;
  return `≥ ${from} → ${value}`;
}
