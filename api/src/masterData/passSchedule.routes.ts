// Pass schedules (time period groups, spec 000 §3/§5): GET /api/passSchedule,
// POST /api/passSchedule/{add,edit,delete}. Periods arrive as the screen's fixed slots and are
// stored with only the filled ones.

import { page } from '../../../domain/http/replies.ts';
import {
  filledPeriods,
  PassScheduleEdit,
  PassScheduleInput,
  PassScheduleRow,
} from '../../../domain/masterData/passSchedule.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { listOptions, NameQuery, nameLike, PageQuery, registerWrites } from '../crud/crudRoutes.ts';
import { passScheduleInUse, passSchedules } from './passSchedule.repository.ts';

export async function passScheduleRoutes(app: App, ctx: AppContext): Promise<void> {
  const { pool } = ctx;
  // Ticket types bind schedules to their zone permissions, so their screen lists them too.
  const read = { preHandler: requireFlag('passSchedule', 'ticketType') };

  app.get(
    '/passSchedule',
    {
      ...read,
      schema: {
        summary: 'Pass schedules, paged (filters: scenic area, name)',
        querystring: PageQuery.extend(NameQuery.shape),
        response: { 200: page(PassScheduleRow) },
      },
    },
    async (request) => {
      const q = request.query;
      return {
        msg: '',
        data: await passSchedules.list(pool, listOptions(actorOf(request), q, [nameLike(q.name)])),
      };
    },
  );

  registerWrites(app, pool, {
    path: '/passSchedule',
    noun: 'pass schedule',
    guard: { preHandler: requireFlag('passSchedule') },
    table: passSchedules,
    input: PassScheduleInput,
    edit: PassScheduleEdit,
    row: PassScheduleRow,
    stored: (values) => ({ ...values, periods: filledPeriods(values.periods) }),
    inUse: passScheduleInUse,
  });
}
