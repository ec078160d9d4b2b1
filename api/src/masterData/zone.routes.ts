// Attractions / zones (spec 000 §3): GET /api/zone, POST /api/zone/{add,edit,delete}. Every
// signed-in user may list the zones of their scope (other screens pick from it); writes need the
// zone flag.

import { page } from '../../../domain/http/replies.ts';
import { ZoneEdit, ZoneInput, ZoneRow } from '../../../domain/masterData/zone.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag, requireSignedIn } from '../auth/guard.ts';
import { listOptions, NameQuery, nameLike, PageQuery, registerWrites } from '../crud/crudRoutes.ts';
import { AppError } from '../http/appError.ts';
import { zoneInUse, zoneMayMove, zones } from './zone.repository.ts';

export async function zoneRoutes(app: App, ctx: AppContext): Promise<void> {
  const { pool } = ctx;

  app.get(
    '/zone',
    {
      preHandler: requireSignedIn,
      schema: {
        summary: 'Attractions (zones) of the caller, paged (filters: scenic area, name)',
        querystring: PageQuery.extend(NameQuery.shape),
        response: { 200: page(ZoneRow) },
      },
    },
    async (request) => {
      const q = request.query;
      return { msg: '', data: await zones.list(pool, listOptions(actorOf(request), q, [nameLike(q.name)])) };
    },
  );

  registerWrites(app, pool, {
    path: '/zone',
    noun: 'attraction (zone)',
    guard: { preHandler: requireFlag('zone') },
    table: zones,
    input: ZoneInput,
    edit: ZoneEdit,
    row: ZoneRow,
    async checkEdit(tx, values, _id, before) {
      const refused = await zoneMayMove(tx, before, values.scenicAreaID);
      if (refused) throw new AppError(409, refused);
    },
    inUse: zoneInUse,
  });
}
