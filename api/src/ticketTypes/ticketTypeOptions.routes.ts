// GET /api/ticketType/options?scenicAreaID= : what the ticket type form offers for one scenic area
// (its zones, gate devices, pass schedules, billing rules) and the scenic areas the caller may choose.
// Devices, schedules and billing rules come from other features' tables; while those do not exist the
// lists are empty.
import { inScope } from '../../../domain/auth/actor.ts';
import { ok } from '../../../domain/http/replies.ts';
import {
  TicketTypeFormOptions,
  TicketTypeOptionsQuery,
} from '../../../domain/ticketTypes/ticketTypeOptions.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { optionalOptions, zoneOptions } from './ticketTypeReferences.ts';

export async function ticketTypeOptionsRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/ticketType/options',
    {
      // The card entries of the menu edit ticket types of their kinds with the same form.
      preHandler: requireFlag('ticketType', 'regionalControl', 'membershipCard', 'storedValueCard'),
      schema: {
        summary: 'Choices of the ticket-type form (zones, devices, schedules, rules) in the caller scope',
        querystring: TicketTypeOptionsQuery,
        response: { 200: ok(TicketTypeFormOptions) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const scope = actor.areaScope;
      const { rows: scenicAreas } = await ctx.pool.query(
        `select id, name from scenic_areas where $1::integer[] is null or id = any($1) order by id`,
        [scope === 'all' ? null : scope],
      );
      const wanted = request.query.scenicAreaID;
      const areaId = wanted && inScope(actor, wanted) ? wanted : ((scenicAreas[0]?.id as number) ?? null);
      if (areaId === null) {
        const none = { zones: [], devices: [], passSchedules: [], billingRules: [] };
        return { msg: '', data: { scenicAreaID: null, scenicAreas, ...none } };
      }
      const [zones, devices, passSchedules, billingRules] = await Promise.all([
        zoneOptions(ctx.pool, areaId),
        optionalOptions(ctx.pool, 'devices', areaId),
        optionalOptions(ctx.pool, 'passSchedules', areaId),
        optionalOptions(ctx.pool, 'billingRules', areaId),
      ]);
      return {
        msg: '',
        data: {
          scenicAreaID: areaId,
          scenicAreas,
          zones,
          devices: devices ?? [],
          passSchedules: passSchedules ?? [],
          billingRules: billingRules ?? [],
        },
      };
    },
  );
}
