// What master data says about a ticket's use at the window: its zones' names, and the rule that
// prices a timed ticket's overtime (the type's enabled price-difference rule, else the billing rule
// of the zone it entered, with the area's holidays), read when the command is judged.
import type pg from 'pg';
import { BillingRule } from '../../../domain/rules/billingRule.schema.ts';
import type { TicketIssued } from '../../../domain/sales/saleEvents.ts';
import type { OvertimePricing, Stay } from '../../../domain/sales/ticketPriceDifference.ts';
import { holidayDates } from '../rules/previewCalendar.ts';
import { billingRules, priceDifferenceRules } from '../rules/rules.repository.ts';

export async function zoneNames(pool: pg.Pool, ids: number[]): Promise<Map<number, string>> {
  const { rows } = await pool.query('select id, name from zones where id = any($1)', [ids]);
  return new Map(rows.map((r) => [r.id as number, r.name as string]));
}

export async function overtimePricing(
  pool: pg.Pool,
  issued: TicketIssued['data'],
  stay: Stay | null,
  now: Date,
  timeZone: string,
): Promise<OvertimePricing> {
  const scope = [issued.scenicAreaID];
  const [stages] = await priceDifferenceRules.all(pool, {
    scope,
    where: [
      ['t.ticket_type_id = ?', issued.ticketTypeID],
      ['t.is_enable = ?', true],
    ],
  });
  if (stages) return { kind: 'stages', rule: { gracePeriod: stages.gracePeriod, stages: stages.stages } };
  const billingRuleID = issued.zones.find((z) => z.zoneID === stay?.zoneId)?.billingRuleID ?? null;
  if (stay === null || billingRuleID === null) return { kind: 'none' };
  const [billing] = await billingRules.all(pool, {
    scope,
    where: [
      ['t.id = ?', billingRuleID],
      ['t.is_enable = ?', true],
    ],
  });
  if (!billing) return { kind: 'none' };
  const from = Date.parse(stay.enteredAt);
  const holidays = await holidayDates(pool, issued.scenicAreaID, from, now.getTime(), timeZone);
  return { kind: 'billing', rule: BillingRule.parse(billing), calendar: { timeZone, holidays } };
}
