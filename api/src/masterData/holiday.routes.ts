// Holidays calendar: GET /api/holiday (filters: scenicAreaID, year), POST /api/holiday/{add,edit,delete}.
import { z } from 'zod';
import { page } from '../../../domain/http/replies.ts';
import { HolidayEdit, HolidayInput, HolidayRow } from '../../../domain/masterData/holiday.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { listOptions, NameQuery, nameLike, PageQuery, registerWrites } from '../crud/crudRoutes.ts';
import { checkNoOverlap, holidays } from './holiday.repository.ts';

const HolidayQuery = PageQuery.extend(NameQuery.shape).extend({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

export async function holidayRoutes(app: App, ctx: AppContext): Promise<void> {
  const { pool } = ctx;
  const read = { preHandler: requireFlag('holiday', 'passSchedule', 'billingRule') };

  app.get(
    '/holiday',
    {
      ...read,
      schema: {
        summary: 'Holidays, paged (filters: scenic area, name, year)',
        querystring: HolidayQuery,
        response: { 200: page(HolidayRow) },
      },
    },
    async (request) => {
      const q = request.query;
      const options = listOptions(actorOf(request), q, [
        nameLike(q.name),
        q.year !== undefined && ['extract(year from t.start_date) = ?', q.year],
      ]);
      return { msg: '', data: await holidays.list(pool, options) };
    },
  );

  registerWrites(app, pool, {
    path: '/holiday',
    noun: 'holiday',
    guard: { preHandler: requireFlag('holiday') },
    table: holidays,
    input: HolidayInput,
    edit: HolidayEdit,
    row: HolidayRow,
    checkAdd: (tx, values) => checkNoOverlap(tx, values),
    checkEdit: (tx, values, id) => checkNoOverlap(tx, values, id),
  });
}
