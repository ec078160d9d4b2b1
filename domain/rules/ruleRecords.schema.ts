import { z } from 'zod';
import { BillingRule } from './billingRule.schema.ts';
import { checkDiscountRule, DiscountRuleFields } from './discountRule.schema.ts';
import { PriceDifferenceRule } from './priceDifferenceRule.schema.ts';
import { PrintTemplate } from './printTemplate.schema.ts';
import { Id } from './ruleFields.ts';

/**
 * The rules as records of the API (`/api/billingRule`, `/api/priceDifference`, `/api/discount`,
 * `/api/printTemplate`): what add takes (strict: an unknown key is a mistake), what edit takes (the
 * same plus `id`) and what the calls answer (the stored rule with its id and scenic area name).
 * Every rule can be enabled or disabled; a print template's switch is its own `isEnablePrint`.
 */
const isEnable = z.boolean().default(true);
const stored = { id: Id, scenicAreaName: z.string() };
/** Edits replace the rule; an edit without the switch leaves the rule enabled or disabled as it was. */
const keepSwitch = { id: Id, isEnable: z.boolean().optional() };

export const BillingRuleInput = BillingRule.extend({ isEnable }).strict();
export type BillingRuleInput = z.infer<typeof BillingRuleInput>;
export const BillingRuleEdit = BillingRuleInput.extend(keepSwitch);
export const BillingRuleRow = BillingRule.extend({ isEnable: z.boolean(), ...stored });
export type BillingRuleRow = z.infer<typeof BillingRuleRow>;

export const PriceDifferenceInput = PriceDifferenceRule.extend({ isEnable }).strict();
export type PriceDifferenceInput = z.infer<typeof PriceDifferenceInput>;
export const PriceDifferenceEdit = PriceDifferenceInput.extend(keepSwitch);
export const PriceDifferenceRow = PriceDifferenceRule.extend({
  isEnable: z.boolean(),
  ticketTypeName: z.string().nullable(),
  ...stored,
});
export type PriceDifferenceRow = z.infer<typeof PriceDifferenceRow>;

export const DiscountInput = DiscountRuleFields.strict().superRefine(checkDiscountRule);
export type DiscountInput = z.infer<typeof DiscountInput>;
export const DiscountEdit = DiscountRuleFields.extend(keepSwitch)
  .strict()
  .superRefine((rule, ctx) => checkDiscountRule({ ...rule, isEnable: rule.isEnable ?? true }, ctx));
export const DiscountRow = DiscountRuleFields.extend(stored);
export type DiscountRow = z.infer<typeof DiscountRow>;

/**
 * The stored-value rules (储值卡 › 储值规则, `/api/storedValueRule`): the recharge-bonus discounts,
 * kept with the other discounts (the recharge applies the enabled ones, domain/rules/discounts.ts).
 * The category and type are fixed, so the calls may leave them out.
 */
const rechargeOnly = {
  discountCategory: z.literal('recharge').default('recharge'),
  discountType: z.literal('rechargeBonus').default('rechargeBonus'),
};
export const StoredValueRuleInput = DiscountRuleFields.extend(rechargeOnly)
  .strict()
  .superRefine(checkDiscountRule);
export const StoredValueRuleEdit = DiscountRuleFields.extend({ ...rechargeOnly, ...keepSwitch })
  .strict()
  .superRefine((rule, ctx) => checkDiscountRule({ ...rule, isEnable: rule.isEnable ?? true }, ctx));

export const PrintTemplateInput = PrintTemplate.strict();
export type PrintTemplateInput = z.infer<typeof PrintTemplateInput>;
export const PrintTemplateEdit = PrintTemplateInput.extend({ id: Id, isEnablePrint: z.boolean().optional() });
export const PrintTemplateRow = PrintTemplate.extend(stored);
export type PrintTemplateRow = z.infer<typeof PrintTemplateRow>;
