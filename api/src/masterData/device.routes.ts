// Gate devices (spec 000 §3, §4): GET /api/device (filters: scenic area, zone, direction — all,
// enter, out — online, name / number, exact IP address), POST /api/device/{add,edit,delete}. The spreadsheet calls
// are in deviceSheet.routes.ts.
import { z } from 'zod';
import { page } from '../../../domain/http/replies.ts';
import { QueryId } from '../../../domain/inputBounds.ts';
import { DeviceEdit, DeviceInput, DeviceRow } from '../../../domain/masterData/device.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { likePattern, listOptions, NameQuery, PageQuery, registerWrites } from '../crud/crudRoutes.ts';
import { checkDeviceNoFree, checkPlacement, deviceInUse, devices } from './device.repository.ts';

const DeviceQuery = PageQuery.extend(NameQuery.shape).extend({
  zoneID: QueryId.optional(),
  /** 0 enter, 1 out; absent or -1: all. */
  direction: z.coerce.number().int().min(-1).max(1).optional(),
  online: z.stringbool().optional(),
  moduleType: z.coerce.number().pipe(DeviceInput.shape.moduleType).optional(),
  /** Exact address (the form warns when another device has the same address and port). */
  deviceIP: z.string().trim().max(15).optional(),
});

export async function deviceRoutes(app: App, ctx: AppContext): Promise<void> {
  const { pool } = ctx;
  const guard = { preHandler: requireFlag('device', 'deviceStatus') };

  app.get(
    '/device',
    {
      ...guard,
      schema: {
        summary: 'Gate devices, paged (filters: scenic area, zone, direction, online, type, name)',
        querystring: DeviceQuery,
        response: { 200: page(DeviceRow) },
      },
    },
    async (request) => {
      const q = request.query;
      const options = listOptions(actorOf(request), q, [
        q.zoneID !== undefined && ['t.zone_id = ?', q.zoneID],
        q.direction !== undefined && q.direction >= 0 && ['t.direction = ?', q.direction],
        q.online !== undefined && ['t.is_online = ?', q.online],
        q.moduleType !== undefined && ['t.module_type = ?', q.moduleType],
        q.deviceIP !== undefined && ['t.device_ip = ?', q.deviceIP],
        q.name
          ? ['(t.name ilike ? or t.device_no ilike ?)', likePattern(q.name), likePattern(q.name)]
          : undefined,
      ]);
      return { msg: '', data: await devices.list(pool, options) };
    },
  );

  registerWrites(app, pool, {
    path: '/device',
    noun: 'gate device',
    guard: { preHandler: requireFlag('device') },
    table: devices,
    input: DeviceInput,
    edit: DeviceEdit,
    row: DeviceRow,
    async checkAdd(tx, values, actor) {
      await checkPlacement(tx, values);
      await checkDeviceNoFree(tx, actor, values.deviceNo);
    },
    async checkEdit(tx, values, id, _before, actor) {
      await checkPlacement(tx, values);
      await checkDeviceNoFree(tx, actor, values.deviceNo, id);
    },
    inUse: deviceInUse,
  });
}
