// Pass schedules (time period groups, spec 000 §3/§5): GET /api/passSchedule,
// POST /api/passSchedule/{add,edit,delete}. Periods arrive as the screen's fixed slots and are
// stored with only the filled ones.
import {
  filledPeriods,
  PassScheduleEdit,
  PassScheduleInput,
  PassScheduleRow,
} from '../../../domain/masterData/passSchedule.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { requireFlag } from '../auth/guard.ts';
import { createRow, deleteRow, updateRow } from './auditedWrites.ts';
import { passScheduleInUse, passSchedules } from './passSchedule.repository.ts';
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

export async function passScheduleRoutes(app: App, ctx: AppContext): Promise<void> {
  const { pool } = ctx;
  // Ticket types bind schedules to their zone permissions, so their screen lists them too.
  const read = { preHandler: requireFlag('passSchedule', 'ticketType') };
  const write = { preHandler: requireFlag('passSchedule') };
  const answer = rowAnswer(PassScheduleRow);

  app.get(
    '/passSchedule',
    {
      ...read,
      schema: {
        querystring: PageQuery.extend(NameQuery.shape),
        response: { 200: listAnswer(PassScheduleRow) },
      },
    },
    async (request) => {
      const q = request.query;
      return { msg: '', data: await passSchedules.list(pool, listOptions(request, q, [nameLike(q.name)])) };
    },
  );

  app.post(
    '/passSchedule/add',
    { ...write, schema: { body: PassScheduleInput, response: { 200: answer } } },
    async (request) => {
      const values = { ...request.body, periods: filledPeriods(request.body.periods) };
      return { msg: '', data: await createRow(pool, request, passSchedules, values.scenicAreaID, values) };
    },
  );

  app.post(
    '/passSchedule/edit',
    { ...write, schema: { body: PassScheduleEdit, response: { 200: answer } } },
    async (request) => {
      const { id, values } = withoutId(request.body);
      const stored = { ...values, periods: filledPeriods(values.periods) };
      return { msg: '', data: await updateRow(pool, request, passSchedules, id, stored) };
    },
  );

  app.post(
    '/passSchedule/delete',
    { ...write, schema: { body: IdBody, response: { 200: answer } } },
    async (request) => ({
      msg: '',
      data: await deleteRow(pool, request, passSchedules, request.body.id, passScheduleInUse),
    }),
  );
}
