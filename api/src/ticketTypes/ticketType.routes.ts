// Ticket types (spec 000 §3, §5; spec 002 §7): GET /api/ticketType (staff list, and without a token
// the visitor pages' public list), add, edit, delete, enable (ticketTypeWrites.ts, shared with the
// card entries of the menu). Photos, regional control and regions have their own route files;
// `ticketTypeRouteModules` (ticketTypes.module.ts) lists them all.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { inScope } from '../../../domain/auth/actor.ts';
import { page } from '../../../domain/http/replies.ts';
import {
  EditTicketType,
  PublicTicketType,
  TicketTypeInput,
  TicketTypeRow,
  toPublicTicketType,
} from '../../../domain/ticketTypes/ticketType.schema.ts';
import {
  type TicketTypeFilter,
  TicketTypeQuery,
} from '../../../domain/ticketTypes/ticketTypeQuery.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, isAgencyCaller } from '../auth/guard.ts';
import { AppError } from '../http/appError.ts';
import { listTicketTypes } from './ticketType.repository.ts';
import { registerTicketTypeWrites } from './ticketTypeWrites.ts';

const ListReply = page(z.union([TicketTypeRow, PublicTicketType]));

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
 * their scenic areas, a travel agency the public fields of its area's; a token that no longer signs in is a 401, not a public answer. Without one (the
 * visitor pages send none; a stale staff cookie does not count) the answer is the public fields of one
 * scenic area's enabled ticket types sold on the visitor platforms.
 */
async function list(ctx: AppContext, request: FastifyRequest<{ Querystring: TicketTypeQuery }>) {
  const query = request.query;
  const publicList = async (areaIds: number[]) => {
    const filter = { ...filterOf(query, areaIds), isEnable: 1 as const, visitorPlatformsOnly: true };
    const [rows, total] = await listTicketTypes(ctx.pool, filter);
    return { msg: '', data: [rows.map(toPublicTicketType), total] as [PublicTicketType[], number] };
  };
  if (!request.headers.authorization) {
    if (!query.scenicAreaID) throw new AppError(400, 'SCENIC_AREA_REQUIRED');
    return publicList([query.scenicAreaID]);
  }
  const actor = actorOf(request);
  let areaIds = actor.areaScope;
  if (query.scenicAreaID) areaIds = inScope(actor, query.scenicAreaID) ? [query.scenicAreaID] : [];
  // A travel agency sees of its area's ticket types what visitors see (issue 29).
  if (isAgencyCaller(request)) return publicList(areaIds === 'all' ? [] : areaIds);
  const [rows, total] = await listTicketTypes(ctx.pool, filterOf(query, areaIds));
  return { msg: '', data: [rows, total] as [TicketTypeRow[], number] };
}

export async function ticketTypeRoutes(app: App, ctx: AppContext): Promise<void> {
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

  registerTicketTypeWrites(app, ctx, {
    path: 'ticketType',
    flag: 'ticketType',
    noun: 'ticket type',
    cates: null,
    input: TicketTypeInput,
    edit: EditTicketType,
  });
}
