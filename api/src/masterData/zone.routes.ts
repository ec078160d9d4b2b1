// Attractions / zones (spec 000 §3): GET /api/zone, POST /api/zone/{add,edit,delete}. Every
// signed-in user may list the zones of their scope (other screens pick from it); writes need the
// zone flag.
import { ZoneEdit, ZoneInput, ZoneRow } from '../../../domain/masterData/zone.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { requireFlag, requireSignedIn } from '../auth/guard.ts';
import { AppError } from '../http/appError.ts';
import { createRow, deleteRow, updateRow } from './auditedWrites.ts';
import {
  IdBody,
  listAnswer,
  listOptions,
  NameQuery,
  nameLike,
  PageQuery,
  rowAnswer,
  withoutId,
} from './routeKit.ts';
import { zoneInUse, zoneMayMove, zones } from './zone.repository.ts';

export async function zoneRoutes(app: App, ctx: AppContext): Promise<void> {
  const { pool } = ctx;
  const write = { preHandler: requireFlag('zone') };
  const answer = rowAnswer(ZoneRow);

  app.get(
    '/zone',
    {
      preHandler: requireSignedIn,
      schema: { querystring: PageQuery.extend(NameQuery.shape), response: { 200: listAnswer(ZoneRow) } },
    },
    async (request) => {
      const q = request.query;
      return { msg: '', data: await zones.list(pool, listOptions(request, q, [nameLike(q.name)])) };
    },
  );

  app.post(
    '/zone/add',
    { ...write, schema: { body: ZoneInput, response: { 200: answer } } },
    async (request) => ({
      msg: '',
      data: await createRow(pool, request, zones, request.body.scenicAreaID, request.body),
    }),
  );

  app.post(
    '/zone/edit',
    { ...write, schema: { body: ZoneEdit, response: { 200: answer } } },
    async (request) => {
      const { id, values } = withoutId(request.body);
      const row = await updateRow(pool, request, zones, id, values, async (tx, before) => {
        const refused = await zoneMayMove(tx, before, values.scenicAreaID);
        if (refused) throw new AppError(409, refused);
      });
      return { msg: '', data: row };
    },
  );

  app.post(
    '/zone/delete',
    { ...write, schema: { body: IdBody, response: { 200: answer } } },
    async (request) => ({ msg: '', data: await deleteRow(pool, request, zones, request.body.id, zoneInUse) }),
  );
}
