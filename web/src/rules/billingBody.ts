// The billing rule form's values ↔ the API's body: the form keeps the body's shape, plus a switch
// `holidayOn` for the optional holiday block.

import { BillingRuleInput, type BillingRuleRow } from '../../../domain/rules/ruleRecords.schema.ts';
import { emptyPeriod } from './PeriodList.tsx';
import { bodyRule, type Path, pick, type Values } from './ruleForm.ts';

const KEYS = Object.keys(BillingRuleInput.shape);

export function billingBody(values: Values): Values {
  const body = pick(values, KEYS);
  const holiday = values.holiday as Values | undefined;
  return {
    ...body,
    periods: body.periods ?? [],
    weekendPeriods: body.weekendPeriods ?? [],
    holiday: values.holidayOn ? { ...holiday, periods: holiday?.periods ?? [] } : null,
  };
}

export function newBillingValues(): Values {
  return {
    ...BillingRuleInput.omit({ calcRuleName: true, scenicAreaID: true, periods: true }).parse({}),
    periods: [emptyPeriod()],
    holidayOn: false,
    holiday: { periods: [emptyPeriod()] },
  };
}

export function billingValues(row: BillingRuleRow): Values {
  const { id: _id, scenicAreaName: _name, ...rule } = row;
  return {
    ...rule,
    holidayOn: row.holiday !== null,
    holiday: row.holiday ?? { periods: [emptyPeriod()] },
  };
}

/** The rule of a cell: the whole body is checked, the issue at `path` is shown. */
export const billingRule = (path: Path) => bodyRule(BillingRuleInput, billingBody, path);
