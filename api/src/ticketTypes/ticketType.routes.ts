// Ticket types (spec 000 §3, §5; spec 002 §7): GET /api/ticketType (staff list, and without a token
// the visitor pages' public list), add, edit, delete, enable. Photos, regional control and regions
// have their own route files; `ticketTypeRouteModules` (ticketTypes.module.ts) lists them all.
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { type Actor, inScope } from '../../../domain/auth/actor.ts';
import { ok, page } from '../../../domain/http/replies.ts';
import {
  EditTicketType,
  EnableTicketType,
  PublicTicketType,
  TicketTypeId,
  TicketTypeInput,
  TicketTypeRow,
  toPublicTicketType,
} from '../../../domain/ticketTypes/ticketType.schema.ts';
import { TICKET_CATE } from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import {
  type TicketTypeFilter,
  TicketTypeQuery,
} from '../../../domain/ticketTypes/ticketTypeQuery.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { type AuditEntry, inTransaction, recordChange } from '../audit/auditLog.ts';
import { assertInScope } from '../auth/actorScope.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { AppError, notFound } from '../http/appError.ts';
import {
  deleteTicketType,
  findTicketType,
  insertTicketType,
  listTicketTypes,
  setTicketTypeEnabled,
  updateTicketType,
} from './ticketType.repository.ts';
import { checkReferences, hasSoldTickets, namedElsewhere } from './ticketTypeReferences.ts';

const ListReply = page(z.union([TicketTypeRow, PublicTicketType]));
const RowReply = ok(TicketTypeRow);

/** The free-pass rule belongs to the free-ID-card category only. */
function normalise(t: TicketTypeInput): TicketTypeInput {
  return t.ticketCate === TICKET_CATE.freeIdCard ? t : { ...t, freePassRule: null };
}

function filterOf(query: TicketTypeQuery, areaIds: TicketTypeFilter['areaIds']): TicketTypeFilter {
  const cates = [...(query.ticketCateArray ?? []), ...(query['ticketCateArray[]'] ?? [])];
  return {
    areaIds,
    ticketCates: cates.length ? cates : undefined,
    ticketFeeMethod: query.ticketFeeMethod,
    visitorPlatformsOnly: query.isLoadThirdPlatform === 1,
    isEnable: query.isEnable as 0 | 1 | undefined,
    ticketTypeName: query.ticketTypeName || undefined,
    limit: query.pageItems,
    offset: (query.pageNumber - 1) * query.pageItems,
  };
}

/**
 * With a bearer token, staff (any signed-in user: the window screens read it too) get full rows of
 * their scenic areas; a token that no longer signs in is a 401, not a public answer. Without one (the
 * visitor pages send none; a stale staff cookie does not count) the answer is the public fields of one
 * scenic area's enabled ticket types sold on the visitor platforms.
 */
async function list(ctx: AppContext, request: FastifyRequest<{ Querystring: TicketTypeQuery }>) {
  const query = request.query;
  if (!request.headers.authorization) {
    if (!query.scenicAreaID) throw new AppError(400, 'SCENIC_AREA_REQUIRED');
    const filter = {
      ...filterOf(query, [query.scenicAreaID]),
      isEnable: 1 as const,
      visitorPlatformsOnly: true,
    };
    const [rows, total] = await listTicketTypes(ctx.pool, filter);
    return { msg: '', data: [rows.map(toPublicTicketType), total] as [PublicTicketType[], number] };
  }
  const actor = actorOf(request);
  let areaIds = actor.areaScope;
  if (query.scenicAreaID) areaIds = inScope(actor, query.scenicAreaID) ? [query.scenicAreaID] : [];
  const [rows, total] = await listTicketTypes(ctx.pool, filterOf(query, areaIds));
  return { msg: '', data: [rows, total] as [TicketTypeRow[], number] };
}

/** A ticket type the caller may see, else 404 (another area's records are not revealed). */
async function visible(ctx: AppContext, actor: Actor, id: number): Promise<TicketTypeRow> {
  const row = await findTicketType(ctx.pool, id);
  if (!row || !inScope(actor, row.scenicAreaID)) throw notFound();
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

export async function ticketTypeRoutes(app: App, ctx: AppContext): Promise<void> {
  const guard = requireFlag('ticketType');
  const listOptions = (summary: string) => ({
    schema: { summary, querystring: TicketTypeQuery, response: { 200: ListReply } },
  });
  app.get(
    '/ticketType',
    listOptions('Ticket types, paged; without a token the public list of the visitor pages'),
    (request) => list(ctx, request),
  );
  // spec 002 §7: the group-ticket list calls /ticketType/select with the same parameters.
  app.get(
    '/ticketType/select',
    listOptions('Ticket types for pickers (the same list as GET /api/ticketType)'),
    (request) => list(ctx, request),
  );

  app.post(
    '/ticketType/add',
    {
      preHandler: guard,
      schema: { summary: 'Add a ticket type', body: TicketTypeInput, response: { 200: RowReply } },
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
    '/ticketType/edit',
    {
      preHandler: guard,
      schema: { summary: 'Edit a ticket type', body: EditTicketType, response: { 200: RowReply } },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id, ...body } = request.body;
      const t = normalise(body);
      const before = await visible(ctx, actor, id);
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
    '/ticketType/enable',
    {
      preHandler: guard,
      schema: {
        summary: 'Enable or disable a ticket type',
        body: EnableTicketType,
        response: { 200: RowReply },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id, isEnable } = request.body;
      const before = await visible(ctx, actor, id);
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
    '/ticketType/delete',
    {
      preHandler: guard,
      schema: {
        summary: 'Delete a ticket type (409 while in use)',
        body: TicketTypeId,
        response: { 200: RowReply },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const before = await visible(ctx, actor, request.body.id);
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
