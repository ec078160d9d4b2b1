// "Try it" calls: what a rule as the form holds it computes, with the same engines the sales use.
// POST /api/billingRule/preview { rule, entry, exit }       → computeTimedFee's itemised fee
// POST /api/priceDifference/preview { rule, ticket, now }   → computePriceDifference
// POST /api/discount/preview { cart, rule?, withStored }    → applyDiscounts
// Times without an offset are local times of the rule's scenic area (its time zone); holidays
// come from the area's holiday calendar.

import type pg from 'pg';
import type { Actor } from '../../../domain/auth/actor.ts';
import { ok } from '../../../domain/http/replies.ts';
import { MAX_STAY_DAYS } from '../../../domain/rules/billingSegments.ts';
import { applyDiscounts } from '../../../domain/rules/discounts.ts';
import { computePriceDifference } from '../../../domain/rules/priceDifference.ts';
import {
  BillingPreviewBody,
  DiscountPreviewBody,
  PriceDifferencePreviewBody,
} from '../../../domain/rules/rulePreview.schema.ts';
import {
  BillingPreview,
  DiscountPreview,
  PriceDifferencePreview,
} from '../../../domain/rules/rulePreviewAnswer.schema.ts';
import { DAY_MS, iso } from '../../../domain/rules/ruleTime.ts';
import { computeTimedFee } from '../../../domain/rules/timedFee.ts';
import type { App, AppContext } from '../appContext.ts';
import { assertInScope } from '../auth/actorScope.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { AppError, notFound } from '../http/appError.ts';
import { areaTimeZone } from '../masterData/scenicArea.repository.ts';
import { holidayDates, instantOf } from './previewCalendar.ts';
import { enabledDiscounts } from './rules.repository.ts';

/** The time zone of a scenic area of the caller's scope (403 for another area's). */
async function timeZoneOf(pool: pg.Pool, actor: Actor, scenicAreaId: number): Promise<string> {
  assertInScope(actor, scenicAreaId);
  const timeZone = await areaTimeZone(pool, scenicAreaId);
  if (timeZone === undefined) throw notFound();
  return timeZone;
}

/** The id a new (unsaved) rule takes in a preview: after every stored one, so they win ties. */
const UNSAVED_RULE_ID = 2_147_483_647;

export async function rulePreviewRoutes(app: App, ctx: AppContext): Promise<void> {
  const { pool } = ctx;

  app.post(
    '/billingRule/preview',
    {
      preHandler: requireFlag('billingRule'),
      schema: {
        summary: 'Try a billing rule: the fee of a stay, item by item',
        body: BillingPreviewBody,
        response: { 200: ok(BillingPreview) },
      },
    },
    async (request) => {
      const { rule, entry, exit } = request.body;
      const timeZone = await timeZoneOf(pool, actorOf(request), rule.scenicAreaID);
      const from = instantOf(entry, timeZone);
      const to = instantOf(exit, timeZone);
      if (to <= from) throw new AppError(400, 'PREVIEW_EXIT_BEFORE_ENTRY');
      if (to - from > MAX_STAY_DAYS * DAY_MS) {
        throw new AppError(400, 'PREVIEW_STAY_TOO_LONG', { days: MAX_STAY_DAYS });
      }
      const holidays = await holidayDates(pool, rule.scenicAreaID, from, to, timeZone);
      const fee = computeTimedFee(rule, iso(from), iso(to), { timeZone, holidays });
      return { msg: '', data: { ...fee, entry: iso(from), exit: iso(to), timeZone, holidays } };
    },
  );

  app.post(
    '/priceDifference/preview',
    {
      preHandler: requireFlag('priceDifference'),
      schema: {
        summary: 'Try a price-difference rule: what a ticket owes at a given time',
        body: PriceDifferencePreviewBody,
        response: { 200: ok(PriceDifferencePreview) },
      },
    },
    async (request) => {
      const { rule, ticket, now } = request.body;
      const timeZone = await timeZoneOf(pool, actorOf(request), rule.scenicAreaID);
      const at = (t: string | undefined) => (t === undefined ? undefined : iso(instantOf(t, timeZone)));
      const result = computePriceDifference(
        rule,
        {
          paidUntil: at(ticket.paidUntil),
          entryAt: at(ticket.entryAt),
          allowedMinutes: ticket.allowedMinutes,
          alreadyPaid: ticket.alreadyPaid,
        },
        iso(instantOf(now, timeZone)),
      );
      return { msg: '', data: { ...result, now: at(now)!, timeZone } };
    },
  );

  app.post(
    '/discount/preview',
    {
      // The stored-value entry tries its recharge rules with the same calculator.
      preHandler: requireFlag('discount', 'storedValueCard'),
      schema: {
        summary: 'Try discounts on a cart (the rule in the form and/or the stored ones)',
        body: DiscountPreviewBody,
        response: { 200: ok(DiscountPreview) },
      },
    },
    async (request) => {
      const { cart, rule, withStored } = request.body;
      await timeZoneOf(pool, actorOf(request), cart.scenicAreaID);
      let rules = withStored ? await enabledDiscounts(pool, cart.scenicAreaID) : [];
      if (rule) {
        const id = rule.id ?? UNSAVED_RULE_ID;
        rules = rules.filter((r) => r.id !== id);
        rules.push({ ...rule, id, scenicAreaID: cart.scenicAreaID, isEnable: true });
      }
      const data = cart.category === 'recharge' ? applyDiscounts(rules, cart) : applyDiscounts(rules, cart);
      return { msg: '', data };
    },
  );
}
