// Regional control (spec 000 §3, §5): GET /api/regionalControl, POST add / authorise / delete.
// No duplicates; an authorised (ticked) region cannot be deleted until it is unticked; a ticket type
// without ticked regions has no control (domain/regions/regionalControl.schema.ts, regionAllowed).

import { z } from 'zod';
import { type Actor, inScope } from '../../../domain/auth/actor.ts';
import { ok, page } from '../../../domain/http/replies.ts';
import { Int4Id } from '../../../domain/inputBounds.ts';
import {
  AddRegionalControl,
  AuthoriseRegion,
  RegionalControlQuery,
  type RegionalControlRow,
  RegionalControlRow as Row,
} from '../../../domain/regions/regionalControl.schema.ts';
import { regionFullName } from '../../../domain/regions/regions.ts';
import type { App, AppContext } from '../appContext.ts';
import { inTransaction, recordChange } from '../audit/auditLog.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { isUniqueViolation } from '../db/pgErrors.ts';
import { AppError, notFound } from '../http/appError.ts';
import {
  deleteUntickedRegion,
  existingRegionCodes,
  findRegionalControl,
  insertRegions,
  listRegionalControl,
  setRegionAuthorised,
} from './regionalControl.repository.ts';
import { findTicketType } from './ticketType.repository.ts';

function duplicate(codes: string[]): AppError {
  return new AppError(409, 'REGION_DUPLICATE', {
    regions: codes.map((c) => regionFullName(c) || c).join('、'),
  });
}

/** A regional-control row of the caller's scenic areas, else 404. */
async function visibleRow(ctx: AppContext, actor: Actor, id: number): Promise<RegionalControlRow> {
  const row = await findRegionalControl(ctx.pool, id);
  if (!row || !inScope(actor, row.scenicAreaID)) throw notFound();
  return row;
}

export async function regionalControlRoutes(app: App, ctx: AppContext): Promise<void> {
  const guard = requireFlag('regionalControl');
  const audit = (actor: Actor, row: { id: number; scenicAreaID: number }) => ({
    entity: 'regionalControl',
    entityId: row.id,
    userId: actor.userId,
    scenicAreaId: row.scenicAreaID,
  });

  app.get(
    '/regionalControl',
    {
      preHandler: guard,
      schema: {
        summary: 'Regions a ticket type may be sold in, paged (filter: ticket type)',
        querystring: RegionalControlQuery,
        response: { 200: page(Row) },
      },
    },
    async (request) => {
      const { pageItems, pageNumber, ticketTypeID } = request.query;
      const data = await listRegionalControl(ctx.pool, {
        areaIds: actorOf(request).areaScope,
        ticketTypeId: ticketTypeID,
        limit: pageItems,
        offset: (pageNumber - 1) * pageItems,
      });
      return { msg: '', data };
    },
  );

  app.post(
    '/regionalControl/add',
    {
      preHandler: guard,
      schema: {
        summary: 'Authorise a ticket type in regions (409 when one is already listed)',
        body: AddRegionalControl,
        response: { 200: ok(z.array(Row)) },
      },
    },
    async (request) => {
      const { ticketTypeID, regionCodes } = request.body;
      const actor = actorOf(request);
      const ticketType = await findTicketType(ctx.pool, ticketTypeID);
      if (!ticketType || !inScope(actor, ticketType.scenicAreaID)) throw notFound();
      const taken = await existingRegionCodes(ctx.pool, ticketTypeID, regionCodes);
      if (taken.length) throw duplicate(taken);
      const ids = await inTransaction(ctx.pool, async (tx) => {
        const added = await insertRegions(tx, ticketTypeID, regionCodes);
        for (const [i, id] of added.entries()) {
          const after = { ticketTypeID, regionCode: regionCodes[i], isAuthorised: 1 };
          await recordChange(tx, {
            ...audit(actor, { id, scenicAreaID: ticketType.scenicAreaID }),
            action: 'create',
            after,
          });
        }
        return added;
      }).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw duplicate(regionCodes); // added by someone else meanwhile
        throw error;
      });
      const data = await Promise.all(ids.map((id) => findRegionalControl(ctx.pool, id)));
      return { msg: '', data: data.filter((r): r is RegionalControlRow => r !== null) };
    },
  );

  app.post(
    '/regionalControl/authorise',
    {
      preHandler: guard,
      schema: {
        summary: 'Authorise or withdraw one region of a ticket type',
        body: AuthoriseRegion,
        response: { 200: ok(Row) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const before = await visibleRow(ctx, actor, request.body.id);
      const { isAuthorised } = request.body;
      await inTransaction(ctx.pool, async (tx) => {
        await setRegionAuthorised(tx, before.id, isAuthorised);
        await recordChange(tx, {
          ...audit(actor, before),
          action: isAuthorised === 1 ? 'enable' : 'disable',
          before: { isAuthorised: before.isAuthorised },
          after: { isAuthorised },
        });
      });
      return { msg: '', data: { ...before, isAuthorised } };
    },
  );

  app.post(
    '/regionalControl/delete',
    {
      preHandler: guard,
      schema: {
        summary: 'Remove a region from a ticket type',
        body: z.object({ id: Int4Id }).strict(),
        response: { 200: ok(Row) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const before = await visibleRow(ctx, actor, request.body.id);
      const authorised = new AppError(409, 'REGION_AUTHORISED', { region: before.regionName });
      if (before.isAuthorised === 1) throw authorised;
      await inTransaction(ctx.pool, async (tx) => {
        if (!(await deleteUntickedRegion(tx, before.id))) throw authorised;
        await recordChange(tx, { ...audit(actor, before), action: 'delete', before });
      });
      return { msg: '', data: before };
    },
  );
}
