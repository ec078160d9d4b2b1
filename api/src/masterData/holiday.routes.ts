// Holidays calendar: GET /api/holiday (filters: scenicAreaID, year), POST /api/holiday/{add,edit,delete}.
import { z } from 'zod';
import { HolidayEdit, HolidayInput, HolidayRow } from '../../../domain/masterData/holiday.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { requireFlag } from '../auth/guard.ts';
import { createRow, deleteRow, updateRow } from './auditedWrites.ts';
import { checkNoOverlap, holidays } from './holiday.repository.ts';
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

const HolidayQuery = PageQuery.extend(NameQuery.shape).extend({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

export async function holidayRoutes(app: App, ctx: AppContext): Promise<void> {
  const { pool } = ctx;
  const read = { preHandler: requireFlag('holiday', 'passSchedule', 'billingRule') };
  const write = { preHandler: requireFlag('holiday') };
  const answer = rowAnswer(HolidayRow);

  app.get(
    '/holiday',
    { ...read, schema: { querystring: HolidayQuery, response: { 200: listAnswer(HolidayRow) } } },
    async (request) => {
      const q = request.query;
      const options = listOptions(request, q, [
        nameLike(q.name),
        q.year !== undefined && ['extract(year from t.start_date) = ?', q.year],
      ]);
      return { msg: '', data: await holidays.list(pool, options) };
    },
  );

  app.post(
    '/holiday/add',
    { ...write, schema: { body: HolidayInput, response: { 200: answer } } },
    async (request) => {
      const body = request.body;
      const row = await createRow(pool, request, holidays, body.scenicAreaID, body, (tx) =>
        checkNoOverlap(tx, body),
      );
      return { msg: '', data: row };
    },
  );

  app.post(
    '/holiday/edit',
    { ...write, schema: { body: HolidayEdit, response: { 200: answer } } },
    async (request) => {
      const { id, values } = withoutId(request.body);
      const row = await updateRow(pool, request, holidays, id, values, (tx) =>
        checkNoOverlap(tx, values, id),
      );
      return { msg: '', data: row };
    },
  );

  app.post(
    '/holiday/delete',
    { ...write, schema: { body: IdBody, response: { 200: answer } } },
    async (request) => ({ msg: '', data: await deleteRow(pool, request, holidays, request.body.id) }),
  );
}
