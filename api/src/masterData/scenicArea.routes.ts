// Scenic areas (spec 000 §3): GET /api/scenicArea, POST /api/scenicArea/{add,edit,delete}.
// Every signed-in user may list the areas of their scope (forms of other screens pick from it);
// writes need the scenicArea flag, and only a super administrator creates a new area. An area's time
// zone is read-only here: new areas take DEFAULT_TIME_ZONE.

import { page } from '../../../domain/http/replies.ts';
import {
  ScenicAreaEdit,
  ScenicAreaInput,
  ScenicAreaRow,
} from '../../../domain/masterData/scenicArea.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag, requireSignedIn } from '../auth/guard.ts';
import { listOptions, NameQuery, nameLike, PageQuery, registerWrites } from '../crud/crudRoutes.ts';
import { scenicAreaInUse, scenicAreas } from './scenicArea.repository.ts';

export async function scenicAreaRoutes(app: App, ctx: AppContext): Promise<void> {
  const { pool } = ctx;

  app.get(
    '/scenicArea',
    {
      preHandler: requireSignedIn,
      schema: {
        summary: 'Scenic areas of the caller, paged (filter: name)',
        querystring: PageQuery.extend(NameQuery.shape),
        response: { 200: page(ScenicAreaRow) },
      },
    },
    async (request) => {
      const q = request.query;
      const data = await scenicAreas.list(pool, listOptions(actorOf(request), q, [nameLike(q.name)], 'id'));
      return { msg: '', data };
    },
  );

  registerWrites(app, pool, {
    path: '/scenicArea',
    noun: 'scenic area',
    guard: { preHandler: requireFlag('scenicArea') },
    // A new area judges its days in the installation's zone (DEFAULT_TIME_ZONE); edits keep its zone.
    table: {
      ...scenicAreas,
      insert: (db, values) => scenicAreas.insert(db, { ...values, timeZone: ctx.config.DEFAULT_TIME_ZONE }),
    },
    input: ScenicAreaInput,
    edit: ScenicAreaEdit,
    row: ScenicAreaRow,
    areaOf: () => null,
    inUse: scenicAreaInUse,
  });
}
