// Shift handover and the seller's home (spec 001 §2, §3, §4, §7; issue 12): the open shift's summary
// (`POST /api/sell/dutyRecord` and the handover screen's), the handover itself, the shift records and
// their settlement by an administrator. Reads come from the shiftTotals / shiftRecords projections;
// the handover and the settlement are commands on `shift-<sellerId>`.
import { handOverShift } from '../../../commands/shifts/handOverShift.ts';
import { settleShift } from '../../../commands/shifts/settleShift.ts';
import { handoverArea } from '../../../commands/shifts/shiftFacts.ts';
import type { Actor } from '../../../domain/auth/actor.ts';
import { DomainError } from '../../../domain/decider.ts';
import { Done, ok, page } from '../../../domain/http/replies.ts';
import { dutyRecordOf } from '../../../domain/shifts/dutyRecord.ts';
import {
  CurrentShift,
  CurrentShiftQuery,
  DutyRecord,
  DutyRecordQuery,
  HandOverShift,
  HandoverAnswer,
  SettleShift,
  ShiftRecordQuery,
  ShiftRecordRow,
} from '../../../domain/shifts/shift.schema.ts';
import { expectedCashFen } from '../../../domain/shifts/shiftTotals.ts';
import { queryShiftRecords } from '../../../projections/shiftRecords/shiftRecords.query.ts';
import { openShiftOf } from '../../../projections/shiftTotals/shiftTotals.query.ts';
import type { App, AppContext } from '../appContext.ts';
import { assertInScope } from '../auth/actorScope.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { areaTimeZone } from '../masterData/scenicArea.repository.ts';
import { envelopeOf } from '../sales/saleEnvelope.ts';

/** The seller's home and the shift record (sellticket9); selling (sellticket1, 13) has a shift too. */
const SELLERS = ['sellticket1', 'sellticket9', 'sellticket13', 'sellticket15'] as const;
/** Shift handover, the administrators' screen (sellticket15). */
const SETTLERS = ['sellticket15'] as const;

const isAdmin = (actor: Actor) => actor.category !== 2;

/** Whose shift a call may read: a seller only their own; an administrator anyone's in scope. */
function sellerAsked(actor: Actor, accountID: number | undefined): number {
  const seller = accountID ?? actor.userId;
  if (seller !== actor.userId && !isAdmin(actor)) throw new DomainError('SHIFT_NOT_YOURS');
  return seller;
}

export async function shiftRoutes(app: App, ctx: AppContext): Promise<void> {
  const sellerName = async (id: number) =>
    ((await ctx.pool.query('select name from users where id = $1', [id])).rows[0]?.name as
      | string
      | undefined) ?? '';

  app.post(
    '/sell/dutyRecord',
    {
      preHandler: requireFlag(...SELLERS),
      schema: {
        summary:
          "The open shift's summary by order status (operate 1 counts, 3 amounts), passenger flow, provinces",
        body: DutyRecordQuery,
        response: { 200: ok(DutyRecord) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { operate, accountID, scenicAreaID } = request.body;
      assertInScope(actor, scenicAreaID);
      const seller = sellerAsked(actor, accountID);
      const [shift, timeZone] = await Promise.all([
        openShiftOf(ctx.pool, seller, scenicAreaID),
        areaTimeZone(ctx.pool, scenicAreaID),
      ]);
      return { msg: '', data: dutyRecordOf(shift.totals, operate, timeZone ?? 'Asia/Shanghai') };
    },
  );

  app.get(
    '/sell/shift/current',
    {
      preHandler: requireFlag(...SELLERS),
      schema: {
        summary: "The caller's open shift: start, totals, the cash to hand over",
        querystring: CurrentShiftQuery,
        response: { 200: ok(CurrentShift) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const area = request.query.scenicAreaID;
      assertInScope(actor, area);
      const [shift, timeZone] = await Promise.all([
        openShiftOf(ctx.pool, actor.userId, area),
        areaTimeZone(ctx.pool, area),
      ]);
      const expectedFen = expectedCashFen(shift.totals);
      return {
        msg: '',
        data: { sellerID: actor.userId, ...shift, expectedFen, timeZone: timeZone ?? 'Asia/Shanghai' },
      };
    },
  );

  app.post(
    '/sell/shift/handover',
    {
      preHandler: requireFlag(...SELLERS),
      schema: {
        summary:
          'Hand over the shift with the received amount (recorded for settlement); idempotent by requestId',
        body: HandOverShift,
        response: { 200: ok(HandoverAnswer) },
      },
    },
    async (request) => {
      const { scenicAreaID, receivedFen, requestId } = request.body;
      const envelope = envelopeOf(ctx, request, scenicAreaID, requestId);
      const d = await handOverShift({ store: ctx.store, commands: ctx.commands, sellerName }, envelope, {
        receivedFen,
      });
      return {
        msg: '',
        data: {
          shiftNo: d.shiftNo,
          startedAt: d.startedAt,
          endedAt: d.endedAt,
          expectedFen: d.expectedFen,
          receivedFen: d.receivedFen,
          differenceFen: d.differenceFen,
          totals: d.expected,
        },
      };
    },
  );

  app.get(
    '/sell/shiftRecords',
    {
      preHandler: requireFlag(...SELLERS),
      schema: {
        summary: 'Past handovers: a seller sees their own, an administrator every seller of their areas',
        querystring: ShiftRecordQuery,
        response: { 200: page(ShiftRecordRow) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const filter = request.query;
      const sellerID = isAdmin(actor) ? filter.sellerID : actor.userId;
      return { msg: '', data: await queryShiftRecords(ctx.pool, { ...filter, sellerID }, actor.areaScope) };
    },
  );

  app.post(
    '/sell/shiftRecords/settle',
    {
      preHandler: requireFlag(...SETTLERS),
      schema: {
        summary:
          'Settle a handed-over shift (administrators): the settled amount and the operator are recorded',
        body: SettleShift,
        response: { 200: Done },
      },
    },
    async (request) => {
      const { sellerID, shiftNo, settledFen, requestId } = request.body;
      const actor = actorOf(request);
      if (!isAdmin(actor)) throw new DomainError('SHIFT_NOT_YOURS');
      const area = await handoverArea(ctx.store, sellerID, shiftNo);
      if (area === undefined) throw new DomainError('SHIFT_NOT_FOUND', undefined, { shiftNo });
      if (actor.areaScope !== 'all' && !actor.areaScope.includes(area))
        throw new DomainError('SHIFT_NOT_FOUND', undefined, { shiftNo });
      await settleShift(ctx.commands, envelopeOf(ctx, request, area, requestId), {
        sellerID,
        shiftNo,
        settledFen,
      });
      return { msg: '' as const };
    },
  );
}
