// The four rule tables (api/migrations/040_rules.sql) with the API's field names, through the
// master-data table kit (list paged and scoped, get, insert, update, delete).
import type { StoredDiscountRule } from '../../../domain/rules/discountRule.schema.ts';
import type {
  BillingRuleRow,
  DiscountRow,
  PriceDifferenceRow,
  PrintTemplateRow,
} from '../../../domain/rules/ruleRecords.schema.ts';
import { type Db, defineTable, nameOf } from '../crud/crudTable.ts';

const area = [
  { field: 'id', column: 'id' },
  { field: 'scenicAreaID', column: 'scenic_area_id' },
  { field: 'scenicAreaName', select: nameOf('scenic_areas', 'scenic_area_id') },
];

export const billingRules = defineTable<BillingRuleRow>({
  entity: 'billingRule',
  table: 'billing_rules',
  areaColumn: 'scenic_area_id',
  areaOf: (row) => row.scenicAreaID,
  jsonFields: ['periods', 'weekendPeriods', 'holiday'],
  columns: [
    ...area,
    { field: 'calcRuleName', column: 'calc_rule_name' },
    { field: 'calcRuleType', column: 'calc_rule_type' },
    { field: 'remark', column: 'remark' },
    { field: 'allowOutTimeSpan', column: 'allow_out_time_span' },
    { field: 'isAllowUnitSpanDeduction', column: 'is_allow_unit_span_deduction' },
    { field: 'deductionUnitSpan', column: 'deduction_unit_span' },
    { field: 'startPrice', column: 'start_price' },
    { field: 'maxDayAmount', column: 'max_day_amount' },
    { field: 'maxTotalAmount', column: 'max_total_amount' },
    { field: 'startFreeTime', column: 'start_free_time' },
    { field: 'graceSpan', column: 'grace_span' },
    { field: 'deductionGranularity', column: 'deduction_granularity' },
    { field: 'dayType', column: 'day_type' },
    { field: 'periods', column: 'periods' },
    { field: 'weekendPeriods', column: 'weekend_periods' },
    { field: 'holiday', column: 'holiday' },
    { field: 'isEnable', column: 'is_enable' },
  ],
});

export const priceDifferenceRules = defineTable<PriceDifferenceRow>({
  entity: 'priceDifference',
  table: 'price_difference_rules',
  areaColumn: 'scenic_area_id',
  areaOf: (row) => row.scenicAreaID,
  jsonFields: ['stages'],
  columns: [
    ...area,
    { field: 'name', column: 'name' },
    { field: 'ticketTypeID', column: 'ticket_type_id' },
    { field: 'ticketTypeName', select: nameOf('ticket_types', 'ticket_type_id') },
    { field: 'gracePeriod', column: 'grace_period' },
    { field: 'stages', column: 'stages' },
    { field: 'isEnable', column: 'is_enable' },
  ],
});

export const discountRules = defineTable<DiscountRow>({
  entity: 'discount',
  table: 'discount_rules',
  areaColumn: 'scenic_area_id',
  areaOf: (row) => row.scenicAreaID,
  jsonFields: ['tiers'],
  columns: [
    ...area,
    { field: 'discountName', column: 'discount_name' },
    { field: 'discountCategory', column: 'discount_category' },
    { field: 'discountType', column: 'discount_type' },
    { field: 'tiers', column: 'tiers' },
    { field: 'isEnable', column: 'is_enable' },
  ],
});

export const printTemplates = defineTable<PrintTemplateRow>({
  entity: 'printTemplate',
  table: 'print_templates',
  areaColumn: 'scenic_area_id',
  areaOf: (row) => row.scenicAreaID,
  jsonFields: ['fields'],
  columns: [
    ...area,
    { field: 'templateName', column: 'template_name' },
    { field: 'templatePath', column: 'template_path' },
    { field: 'useSourceType', column: 'use_source_type' },
    { field: 'isEnablePrint', column: 'is_enable_print' },
    { field: 'printType', column: 'print_type' },
    { field: 'fields', column: 'fields' },
  ],
});

/** The scenic area's enabled discounts as the engine takes them (previews and sales). */
export async function enabledDiscounts(db: Db, scenicAreaId: number): Promise<StoredDiscountRule[]> {
  const rows = await discountRules.all(db, { scope: [scenicAreaId], where: [['t.is_enable = ?', true]] });
  return rows.map(({ scenicAreaName: _name, ...rule }) => rule);
}
