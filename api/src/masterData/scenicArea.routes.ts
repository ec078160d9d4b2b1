// Scenic areas (spec 000 §3): GET /api/scenicArea, POST /api/scenicArea/{add,edit,delete}.
// Every signed-in user may list the areas of their scope (forms of other screens pick from it);
// writes need the scenicArea flag, and only a super administrator creates a new area.
import {
  ScenicAreaEdit,
  ScenicAreaInput,
  ScenicAreaRow,
} from '../../../domain/masterData/scenicArea.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { requireFlag, requireSignedIn } from '../auth/guard.ts';
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
import { scenicAreaInUse, scenicAreas } from './scenicArea.repository.ts';

export async function scenicAreaRoutes(app: App, ctx: AppContext): Promise<void> {
  const { pool } = ctx;
  const write = { preHandler: requireFlag('scenicArea') };
  const answer = rowAnswer(ScenicAreaRow);

  app.get(
    '/scenicArea',
    {
      preHandler: requireSignedIn,
      schema: {
        querystring: PageQuery.extend(NameQuery.shape),
        response: { 200: listAnswer(ScenicAreaRow) },
      },
    },
    async (request) => {
      const q = request.query;
      const data = await scenicAreas.list(pool, listOptions(request, q, [nameLike(q.name)], 'id'));
      return { msg: '', data };
    },
  );

  app.post(
    '/scenicArea/add',
    { ...write, schema: { body: ScenicAreaInput, response: { 200: answer } } },
    async (request) => ({ msg: '', data: await createRow(pool, request, scenicAreas, null, request.body) }),
  );

  app.post(
    '/scenicArea/edit',
    { ...write, schema: { body: ScenicAreaEdit, response: { 200: answer } } },
    async (request) => {
      const { id, values } = withoutId(request.body);
      return { msg: '', data: await updateRow(pool, request, scenicAreas, id, values) };
    },
  );

  app.post(
    '/scenicArea/delete',
    { ...write, schema: { body: IdBody, response: { 200: answer } } },
    async (request) => ({
      msg: '',
      data: await deleteRow(pool, request, scenicAreas, request.body.id, scenicAreaInUse),
    }),
  );
}
