// The four rules as CRUD resources: their schemas, filters, what they refer to and what refers to them.

import type pg from 'pg';
import { z } from 'zod';
import { QueryId } from '../../../domain/inputBounds.ts';
import { DISCOUNT_CATEGORIES, DISCOUNT_TYPES } from '../../../domain/rules/discountRule.schema.ts';
import { PRINT_SOURCE_TYPES, PRINT_TYPES } from '../../../domain/rules/printTemplate.schema.ts';
import {
  BillingRuleEdit,
  BillingRuleInput,
  BillingRuleRow,
  DiscountEdit,
  DiscountInput,
  DiscountRow,
  PriceDifferenceEdit,
  PriceDifferenceInput,
  PriceDifferenceRow,
  PrintTemplateEdit,
  PrintTemplateInput,
  PrintTemplateRow,
  StoredValueRuleEdit,
  StoredValueRuleInput,
} from '../../../domain/rules/ruleRecords.schema.ts';
import { narrowTable } from '../crud/crudTable.ts';
import { AppError } from '../http/appError.ts';
import { type RuleResource, type RuleValues, usedBy } from './ruleCrud.ts';
import { billingRules, discountRules, priceDifferenceRules, printTemplates } from './rules.repository.ts';

const id = QueryId;

export const billingRuleResource: RuleResource<BillingRuleRow> = {
  entity: 'billingRule',
  noun: 'billing rule',
  flag: 'billingRule',
  table: billingRules,
  input: BillingRuleInput,
  edit: BillingRuleEdit,
  row: BillingRuleRow,
  nameColumn: 't.calc_rule_name',
  enableField: 'isEnable',
  enableColumn: 'is_enable',
  async inUse(tx, row) {
    const used = await usedBy(tx, 'ticket_zone_permissions', 'billing_rule_id', row.id);
    return used ? 'BILLING_RULE_IN_USE' : undefined;
  },
};

/** The ticket type is one of the rule's scenic area; at most one enabled rule per ticket type. */
async function checkPriceDifference(tx: pg.PoolClient, after: RuleValues, before: { id: number } | null) {
  const ticketTypeId = after.ticketTypeID as number;
  const table = await tx.query(`select to_regclass('public.ticket_types') is not null as ok`);
  if (table.rows[0].ok) {
    const { rowCount } = await tx.query('select 1 from ticket_types where id = $1 and scenic_area_id = $2', [
      ticketTypeId,
      after.scenicAreaID,
    ]);
    if (!rowCount) throw new AppError(400, 'TICKET_TYPE_NOT_IN_AREA');
  }
  if (after.isEnable === false) return;
  // Writers of one ticket type's rules take turns, so two enabled rules never slip in together.
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`price_difference_rules:${ticketTypeId}`]);
  const { rows } = await tx.query(
    'select name from price_difference_rules where ticket_type_id = $1 and is_enable and id <> $2 limit 1',
    [ticketTypeId, before?.id ?? 0],
  );
  if (rows[0]) throw new AppError(409, 'PRICE_DIFFERENCE_TAKEN', { name: rows[0].name });
}

export const priceDifferenceResource: RuleResource<PriceDifferenceRow> = {
  entity: 'priceDifference',
  noun: 'price-difference rule',
  flag: 'priceDifference',
  table: priceDifferenceRules,
  input: PriceDifferenceInput,
  edit: PriceDifferenceEdit,
  row: PriceDifferenceRow,
  nameColumn: 't.name',
  enableField: 'isEnable',
  enableColumn: 'is_enable',
  filters: { ticketTypeID: [id, (v: number) => ['t.ticket_type_id = ?', v]] },
  check: checkPriceDifference,
};

export const discountResource: RuleResource<DiscountRow> = {
  entity: 'discount',
  noun: 'discount rule',
  flag: 'discount',
  table: discountRules,
  input: DiscountInput,
  edit: DiscountEdit,
  row: DiscountRow,
  nameColumn: 't.discount_name',
  enableField: 'isEnable',
  enableColumn: 'is_enable',
  filters: {
    discountCategory: [z.enum(DISCOUNT_CATEGORIES), (v: string) => ['t.discount_category = ?', v]],
    discountType: [z.enum(DISCOUNT_TYPES), (v: string) => ['t.discount_type = ?', v]],
  },
};

/** The recharge-bonus discounts as the stored-value card entry manages them (its own flag). */
export const storedValueRuleResource: RuleResource<DiscountRow> = {
  ...discountResource,
  entity: 'storedValueRule',
  noun: 'stored-value rule',
  flag: 'storedValueCard',
  table: narrowTable(
    discountRules,
    ['t.discount_category = ?', 'recharge'],
    (row) => row.discountCategory === 'recharge',
  ),
  input: StoredValueRuleInput,
  edit: StoredValueRuleEdit,
  filters: {},
};

export const printTemplateResource: RuleResource<PrintTemplateRow> = {
  entity: 'printTemplate',
  noun: 'print template',
  flag: 'printTemplate',
  pickedBy: ['device'],
  table: printTemplates,
  input: PrintTemplateInput,
  edit: PrintTemplateEdit,
  row: PrintTemplateRow,
  nameColumn: 't.template_name',
  enableField: 'isEnablePrint',
  enableColumn: 'is_enable_print',
  filters: {
    printType: [z.enum(PRINT_TYPES), (v: string) => ['t.print_type = ?', v]],
    useSourceType: [z.enum(PRINT_SOURCE_TYPES), (v: string) => ['t.use_source_type = ?', v]],
  },
  async inUse(tx, row) {
    const used = await usedBy(tx, 'devices', 'print_template_id', row.id);
    return used ? 'PRINT_TEMPLATE_IN_USE' : undefined;
  },
};
