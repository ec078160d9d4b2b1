// POST /api/<entry>/add, /edit, /enable, /delete of ticket types, for each menu entry that manages
// them: 票种管理 (`ticketType`, every kind) and the card entries (`membershipCard`, `storedValueCard`:
// only their kinds, domain/cards/cardTypeViews.ts). One record, one set of rules, one audit trail
// (entity ticketType); an entry sees only its kinds: a record of another kind answers 404 there,
// and a body of another kind is refused by the entry's schema.
import type pg from 'pg';
import type { z } from 'zod';
import { type Actor, inScope } from '../../../domain/auth/actor.ts';
import type { FlagKey } from '../../../domain/auth/permissionFlags.ts';
import { ok } from '../../../domain/http/replies.ts';
import {
  type EditTicketType,
  EnableTicketType,
  TicketTypeId,
  type TicketTypeInput,
  TicketTypeRow,
} from '../../../domain/ticketTypes/ticketType.schema.ts';
import { TICKET_CATE } from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import type { App, AppContext } from '../appContext.ts';
import { type AuditEntry, inTransaction, recordChange } from '../audit/auditLog.ts';
import { assertInScope } from '../auth/actorScope.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { AppError, notFound } from '../http/appError.ts';
import {
  deleteTicketType,
  findTicketType,
  insertTicketType,
  setTicketTypeEnabled,
  updateTicketType,
} from './ticketType.repository.ts';
import { checkReferences, hasSoldTickets, namedElsewhere } from './ticketTypeReferences.ts';

const RowReply = ok(TicketTypeRow);

export interface TicketTypeEntry {
  /** The path (`/api/<path>/add` …) and the menu entry. */
  path: string;
  flag: FlagKey;
  /** What the API page calls a record ('ticket type', 'membership card type'). */
  noun: string;
  /** The kinds (ticketCate) the entry manages; null: every kind. */
  cates: readonly number[] | null;
  input: z.ZodType<TicketTypeInput>;
  edit: z.ZodType<EditTicketType>;
}

/** The free-pass rule belongs to the free-ID-card category only. */
function normalise(t: TicketTypeInput): TicketTypeInput {
  return t.ticketCate === TICKET_CATE.freeIdCard ? t : { ...t, freePassRule: null };
}

/** A ticket type of the entry's kinds the caller may see, else 404 (another area's, or another entry's). */
async function visible(ctx: AppContext, entry: TicketTypeEntry, actor: Actor, id: number) {
  const row = await findTicketType(ctx.pool, id);
  const ofEntry = row && (entry.cates === null || entry.cates.includes(row.ticketCate));
  if (!row || !ofEntry || !inScope(actor, row.scenicAreaID)) throw notFound();
  return row;
}

async function assertNameFree(ctx: AppContext, t: TicketTypeInput, id: number | null): Promise<void> {
  const { rowCount } = await ctx.pool.query(
    'select 1 from ticket_types where scenic_area_id = $1 and name = $2 and id is distinct from $3',
    [t.scenicAreaID, t.ticketTypeName, id],
  );
  if (rowCount) throw new AppError(409, 'TICKET_TYPE_NAME_TAKEN', { name: t.ticketTypeName });
}

/** Records a ticket-type change by the caller inside the write's transaction. */
function audit(
  tx: pg.PoolClient,
  actor: Actor,
  id: number,
  scenicAreaId: number,
  change: Pick<AuditEntry, 'action' | 'before' | 'after'>,
): Promise<void> {
  const userId = actor.userId;
  return recordChange(tx, { entity: 'ticketType', entityId: id, userId, scenicAreaId, ...change });
}

export function registerTicketTypeWrites(app: App, ctx: AppContext, entry: TicketTypeEntry): void {
  const guard = requireFlag(entry.flag);
  const { path, noun } = entry;

  app.post(
    `/${path}/add`,
    {
      preHandler: guard,
      schema: { summary: `Add a ${noun}`, body: entry.input, response: { 200: RowReply } },
    },
    async (request) => {
      const actor = actorOf(request);
      const t = normalise(request.body);
      assertInScope(actor, t.scenicAreaID);
      await checkReferences(ctx.pool, t);
      await assertNameFree(ctx, t, null);
      const data = await inTransaction(ctx.pool, async (tx) => {
        const id = await insertTicketType(tx, t);
        const after = (await findTicketType(tx, id))!;
        await audit(tx, actor, id, t.scenicAreaID, { action: 'create', after });
        return after;
      });
      return { msg: '', data };
    },
  );

  app.post(
    `/${path}/edit`,
    {
      preHandler: guard,
      schema: { summary: `Edit a ${noun}`, body: entry.edit, response: { 200: RowReply } },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id, ...body } = request.body;
      const t = normalise(body);
      const before = await visible(ctx, entry, actor, id);
      assertInScope(actor, t.scenicAreaID);
      await checkReferences(ctx.pool, t);
      await assertNameFree(ctx, t, id);
      const data = await inTransaction(ctx.pool, async (tx) => {
        await updateTicketType(tx, id, t);
        const after = (await findTicketType(tx, id))!;
        await audit(tx, actor, id, t.scenicAreaID, { action: 'update', before, after });
        return after;
      });
      return { msg: '', data };
    },
  );

  app.post(
    `/${path}/enable`,
    {
      preHandler: guard,
      schema: { summary: `Enable or disable a ${noun}`, body: EnableTicketType, response: { 200: RowReply } },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id, isEnable } = request.body;
      const before = await visible(ctx, entry, actor, id);
      const data = await inTransaction(ctx.pool, async (tx) => {
        await setTicketTypeEnabled(tx, id, isEnable);
        const after = (await findTicketType(tx, id))!;
        await audit(tx, actor, id, before.scenicAreaID, {
          action: isEnable === 1 ? 'enable' : 'disable',
          before: { isEnable: before.isEnable },
          after: { isEnable },
        });
        return after;
      });
      return { msg: '', data };
    },
  );

  app.post(
    `/${path}/delete`,
    {
      preHandler: guard,
      schema: {
        summary: `Delete a ${noun} (409 while in use)`,
        body: TicketTypeId,
        response: { 200: RowReply },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const before = await visible(ctx, entry, actor, request.body.id);
      await inTransaction(ctx.pool, async (tx) => {
        if (await hasSoldTickets(tx, before.id)) {
          throw new AppError(409, 'TICKET_TYPE_HAS_TICKETS', { name: before.ticketTypeName });
        }
        if (await namedElsewhere(tx, before.id)) throw new AppError(409, 'IN_USE');
        await deleteTicketType(tx, before.id);
        await audit(tx, actor, before.id, before.scenicAreaID, { action: 'delete', before });
      });
      return { msg: '', data: before };
    },
  );
}
