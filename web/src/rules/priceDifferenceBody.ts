// The price-difference form's values ↔ the API's body (shared by the form and its calculator).

import { PRICE_DIFFERENCE_STAGES } from '../../../domain/rules/priceDifferenceRule.schema.ts';
import { PriceDifferenceInput } from '../../../domain/rules/ruleRecords.schema.ts';
import { pick, type Values } from './ruleForm.ts';

const KEYS = Object.keys(PriceDifferenceInput.shape);
export const STAGES = Array.from({ length: PRICE_DIFFERENCE_STAGES }, (_, i) => i);

export const priceDifferenceBody = (values: Values) => pick(values, KEYS);

export const newPriceDifferenceValues = (): Values => ({
  gracePeriod: 0,
  stages: STAGES.map(() => ({ overtimeMinutes: undefined, amount: undefined })),
});
