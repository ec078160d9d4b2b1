// Appointment periods (spec 000 §3/§5, spec 002 appointment slot): GET /api/appointmentConfig
// (pageItems, pageNumber, scenicAreaID, ticketTypeID), POST /api/appointmentConfig/{add,edit,delete}.

import { page } from '../../../domain/http/replies.ts';
import { QueryId } from '../../../domain/inputBounds.ts';
import {
  AppointmentConfigEdit,
  AppointmentConfigInput,
  AppointmentConfigRow,
} from '../../../domain/masterData/appointmentConfig.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { columnExists } from '../crud/auditedWrites.ts';
import { listOptions, NameQuery, nameLike, PageQuery, registerWrites } from '../crud/crudRoutes.ts';
import type { Condition } from '../crud/crudTable.ts';
import { appointmentConfigs } from './appointmentConfig.repository.ts';

const AppointmentQuery = PageQuery.extend(NameQuery.shape).extend({
  ticketTypeID: QueryId.optional(),
});

export async function appointmentConfigRoutes(app: App, ctx: AppContext): Promise<void> {
  const { pool } = ctx;
  const read = { preHandler: requireFlag('appointmentConfig', 'ticketType') };

  /**
   * Periods belong to a scenic area; the visitor pages ask by ticket type (spec 002), which narrows
   * to that ticket type's area once ticket types exist.
   */
  const byTicketType = async (id: number | undefined): Promise<Condition | undefined> => {
    if (id === undefined || !(await columnExists(pool, 'ticket_types', 'scenic_area_id'))) return undefined;
    return ['t.scenic_area_id = (select scenic_area_id from ticket_types where id = ?)', id];
  };

  // The visitor pages send no token (spec 002 §7): they get the slots of one area, by ticket type.
  const staffOrVisitor: typeof read = {
    preHandler: async (request, reply) => {
      if (request.headers.authorization) await read.preHandler.call(app, request, reply);
    },
  };

  app.get(
    '/appointmentConfig',
    {
      ...staffOrVisitor,
      schema: {
        summary: 'Appointment periods, paged (filters: scenic area, name, ticket type)',
        querystring: AppointmentQuery,
        response: { 200: page(AppointmentConfigRow) },
      },
    },
    async (request) => {
      const q = request.query;
      if (!request.headers.authorization) return { msg: '', data: await publicSlots(pool, q) };
      const where = [nameLike(q.name), await byTicketType(q.ticketTypeID)];
      return { msg: '', data: await appointmentConfigs.list(pool, listOptions(actorOf(request), q, where)) };
    },
  );

  registerWrites(app, pool, {
    path: '/appointmentConfig',
    noun: 'appointment period',
    guard: { preHandler: requireFlag('appointmentConfig') },
    table: appointmentConfigs,
    input: AppointmentConfigInput,
    edit: AppointmentConfigEdit,
    row: AppointmentConfigRow,
  });
}

/** The slots a visitor page may list: those of the ticket type's (or the named) scenic area. */
async function publicSlots(
  pool: AppContext['pool'],
  q: { ticketTypeID?: number | undefined; scenicAreaID?: number | undefined },
): Promise<[AppointmentConfigRow[], number]> {
  const { rows } = await pool.query(
    `select c.id, c.scenic_area_id, a.name as area_name, c.name, c.start_period, c.end_period, c.limit_count
       from appointment_configs c join scenic_areas a on a.id = c.scenic_area_id
      where c.scenic_area_id = coalesce((select scenic_area_id from ticket_types where id = $1), $2)
      order by c.start_period, c.id`,
    [q.ticketTypeID ?? null, q.scenicAreaID ?? null],
  );
  const list = rows.map((r) => ({
    id: r.id,
    scenicAreaID: r.scenic_area_id,
    scenicAreaName: r.area_name,
    appointmentConfigName: r.name,
    startPeriod: r.start_period,
    endPeriod: r.end_period,
    limitCount: r.limit_count,
  }));
  return [list, list.length];
}
