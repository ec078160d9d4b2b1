// Demo rules for the demo scenic area (示范景区): the "Lake boats" billing rule and the discounts
// of docs/fees.md, and an 80 mm window print template. Does nothing when the area already has any.
import {
  BillingRuleInput,
  DiscountInput,
  PrintTemplateInput,
} from '../../../domain/rules/ruleRecords.schema.ts';
import type { SeedStep } from '../appContext.ts';
import { inTransaction } from '../audit/auditLog.ts';
import { insertRecorded } from '../crud/auditedWrites.ts';
import type { CrudTable } from '../crud/crudTable.ts';
import { billingRules, discountRules, printTemplates } from './rules.repository.ts';

const DEMO_AREA_NAME = '示范景区';

function demoRules(scenicAreaID: number): [CrudTable<{ id: number }>, object][] {
  const boats = BillingRuleInput.parse({
    calcRuleName: '游船计时',
    scenicAreaID,
    remark: '免费 15 分钟；起步价含首小时；每 30 分钟计费',
    startFreeTime: 15,
    startPrice: 1000,
    isAllowUnitSpanDeduction: true,
    deductionUnitSpan: 60,
    deductionGranularity: 30,
    graceSpan: 5,
    maxDayAmount: 6000,
    maxTotalAmount: 15000,
    periods: [
      { start: '08:00', end: '18:00', unitPrice: 400 },
      { start: '18:00', end: '22:00', unitPrice: 200 },
    ],
    weekendPeriods: [{ start: '08:00', end: '22:00', unitPrice: 500 }],
  });
  const purchase = DiscountInput.parse({
    discountName: '满100减10，满300减50',
    scenicAreaID,
    discountCategory: 'ticketPurchase',
    discountType: 'fullAmountOff',
    tiers: [
      { threshold: 10000, value: 1000 },
      { threshold: 30000, value: 5000 },
    ],
  });
  const recharge = DiscountInput.parse({
    discountName: '充值赠送',
    scenicAreaID,
    discountCategory: 'recharge',
    discountType: 'rechargeBonus',
    tiers: [
      { threshold: 10000, value: 1000 },
      { threshold: 50000, value: 8000 },
    ],
  });
  const template = PrintTemplateInput.parse({
    templateName: '窗口门票 80mm',
    templatePath: '/print/window80',
    scenicAreaID,
    useSourceType: 'window',
    printType: 'DS80',
  });
  return [
    [billingRules, boats],
    [discountRules, purchase],
    [discountRules, recharge],
    [printTemplates, template],
  ];
}

export const rulesSeed: SeedStep = async ({ pool }) => {
  const area = await pool.query('select id from scenic_areas order by (name = $1) desc, id limit 1', [
    DEMO_AREA_NAME,
  ]);
  const areaId = area.rows[0]?.id as number | undefined;
  if (areaId === undefined) return;
  const existing = await pool.query(
    `select 1 from billing_rules where scenic_area_id = $1
     union all select 1 from discount_rules where scenic_area_id = $1
     union all select 1 from print_templates where scenic_area_id = $1 limit 1`,
    [areaId],
  );
  if (existing.rowCount) return;
  await inTransaction(pool, async (tx) => {
    for (const [table, values] of demoRules(areaId)) {
      await insertRecorded(tx, table, values);
    }
  });
};
