// Gate devices: create, read, update, delete; every spec limit at its edge; filters (direction,
// zone, online); a device bound to a ticket type's zone permission is not deleted; scope.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chars, type MasterDataSetup, masterDataSetup, refusal } from './masterDataSupport.ts';

let t: MasterDataSetup;
let zone: number;

beforeAll(async () => {
  t = await masterDataSetup();
  zone = (await t.add('zone', { scenicAreaID: t.areaA, name: '设备测试' })).id;
});
afterAll(() => t?.close());

const gate = (deviceNo: string, change: object = {}) => ({
  deviceNo,
  name: `闸机${deviceNo}`,
  scenicAreaID: t.areaA,
  zoneID: zone,
  moduleType: 0,
  deviceIP: '192.168.10.20',
  webPort: 8080,
  ucOpenDoorType: 1,
  ucCommuTyp: 2,
  uc485Id: 7,
  printTemplateID: null,
  printTicketCount: 1,
  doorMode: 0,
  direction: 0,
  ...change,
});

describe('gate devices', () => {
  it('creates, reads, edits and deletes with every field', async () => {
    const [template] = await t.sql<{ id: number }>(
      'select id from print_templates where scenic_area_id = $1 order by id limit 1',
      [t.areaA],
    );
    const made = await t.add('device', gate('D-1'));
    expect(made).toMatchObject({
      ...gate('D-1'),
      isOnline: false,
      zoneName: '设备测试',
      scenicAreaName: '示范景区',
    });
    const changed = gate('D-1', {
      id: made.id,
      name: '出口',
      direction: 1,
      doorMode: 2,
      moduleType: 5,
      printTemplateID: template!.id,
    });
    const edited = await t.post('device', 'edit', changed);
    expect(edited.body.data).toMatchObject({
      name: '出口',
      direction: 1,
      doorMode: 2,
      moduleType: 5,
      printTemplateID: template!.id,
    });
    expect((await t.post('device', 'delete', { id: made.id })).status).toBe(200);
    expect((await t.audit('device', made.id)).map((e) => e.action)).toEqual(['create', 'update', 'delete']);
  });

  it('holds every limit of the spec at its edge', async () => {
    const max = await t.add(
      'device',
      gate('D-MAX', { name: chars(16), deviceIP: '255.255.255.255', uc485Id: 255, ucCommuTyp: 255 }),
    );
    expect(max).toMatchObject({ deviceIP: '255.255.255.255', uc485Id: 255 });
    const cases: [object, string][] = [
      [{ name: chars(17) }, 'name cannot exceed 16 characters'],
      [{ deviceIP: '1.1.1.1111' }, 'deviceIP Invalid IP address'],
      [{ deviceIP: '192.168.100.1000' }, 'deviceIP cannot exceed 15 characters'],
      [{ deviceIP: '256.1.1.1' }, 'deviceIP Invalid IP address'],
      [{ deviceIP: '' }, 'deviceIP is required'],
      [{ uc485Id: 256 }, 'uc485Id cannot be greater than 255'],
      [{ uc485Id: undefined }, 'uc485Id is required'],
      [{ moduleType: 6 }, 'moduleType is not one of the choices'],
      [{ ucOpenDoorType: 2 }, 'ucOpenDoorType is not one of the choices'],
      [{ direction: 2 }, 'direction is not one of the choices'],
      [{ webPort: 70000 }, 'webPort cannot be greater than 65535'],
      [{ printTicketCount: 100 }, 'printTicketCount cannot be greater than 99'],
      [{ deviceNo: '' }, 'deviceNo is required'],
    ];
    for (const [change, message] of cases) {
      const res = await t.post('device', 'add', gate('D-BAD', change), t.superToken, 'en');
      expect(refusal(res), JSON.stringify(change)).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.body.message).toContain(message);
    }
  });

  it('refuses a taken device number and a zone of another area', async () => {
    await t.add('device', gate('D-DUP'));
    const dup = await t.post('device', 'add', gate('D-DUP'), t.superToken, 'en');
    expect(refusal(dup)).toEqual([409, 'DEVICE_NO_TAKEN']);
    expect(dup.body.message).toBe('Device number D-DUP already exists');
    const wrongZone = await t.post('device', 'add', gate('D-Z', { zoneID: t.zoneB }));
    expect(refusal(wrongZone)).toEqual([400, 'ZONE_NOT_IN_AREA']);
  });

  it('filters by direction (all, enter, out), zone and online status', async () => {
    const otherZone = (await t.add('zone', { scenicAreaID: t.areaA, name: '过滤' })).id;
    await t.add('device', gate('F-IN', { zoneID: otherZone }));
    const out = await t.add('device', gate('F-OUT', { zoneID: otherZone, direction: 1 }));
    await t.sql('update devices set is_online = true where id = $1', [out.id]);
    const nos = async (q: object) =>
      (await t.list('device', { zoneID: otherZone, ...q }))[0].map((d) => d.deviceNo);
    expect(await nos({})).toEqual(['F-IN', 'F-OUT']);
    expect(await nos({ direction: -1 })).toEqual(['F-IN', 'F-OUT']);
    expect(await nos({ direction: 0 })).toEqual(['F-IN']);
    expect(await nos({ direction: 1 })).toEqual(['F-OUT']);
    expect(await nos({ online: true })).toEqual(['F-OUT']);
    expect(await nos({ online: false })).toEqual(['F-IN']);
    expect(await nos({ name: 'f-o' })).toEqual(['F-OUT']);
  });

  it('finds the devices at one IP address (the form warns when address and port are taken)', async () => {
    await t.add('device', gate('IP-1', { deviceIP: '10.20.30.40', webPort: 81 }));
    await t.add('device', gate('IP-2', { deviceIP: '10.20.30.40', webPort: 81 })); // accepted
    await t.add('device', gate('IP-3', { deviceIP: '10.20.30.41' }));
    const [rows] = await t.list('device', { deviceIP: '10.20.30.40' });
    expect(rows.map((d) => [d.deviceNo, d.webPort])).toEqual([
      ['IP-1', 81],
      ['IP-2', 81],
    ]);
  });

  it('lets a device administrator list the print templates of their area (the form picks one)', async () => {
    const mine = await t.add('printTemplate', {
      templateName: '乙模板',
      scenicAreaID: t.areaB,
      templatePath: '/print/b',
    });
    const [rows] = await t.list('printTemplate', {}, t.tokenB);
    expect(rows.map((r) => r.id)).toEqual([mine.id]);
    expect((await t.post('printTemplate', 'delete', { id: mine.id }, t.tokenB)).status).toBe(403);
  });

  it("refuses to delete a device bound to a ticket type's zone permission", async () => {
    const bound = await t.add('device', gate('D-BOUND'));
    const [type] = await t.sql<{ id: number }>(
      `insert into ticket_types (scenic_area_id, name, display_price, price, medium, fee_method, cate, starting_type)
       values ($1, '绑定测试', 0, 0, 0, 0, 0, 0) returning id`,
      [t.areaA],
    );
    await t.sql(
      'insert into ticket_zone_permissions (ticket_type_id, zone_id, position, device_ids) values ($1, $2, 0, $3)',
      [type!.id, zone, [bound.id]],
    );
    const res = await t.post('device', 'delete', { id: bound.id }, t.superToken, 'es');
    expect(refusal(res)).toEqual([409, 'DEVICE_IN_USE']);
    expect(res.body.message).toContain('no se puede eliminar');
  });

  it("keeps other areas' devices invisible and out of reach", async () => {
    const a = await t.add('device', gate('SCOPE-A'));
    expect((await t.list('device', { name: 'SCOPE' }, t.tokenB))[1]).toBe(0);
    expect(refusal(await t.post('device', 'delete', { id: a.id }, t.tokenB))).toEqual([404, 'NOT_FOUND']);
    expect(refusal(await t.post('device', 'add', gate('SCOPE-X'), t.tokenB))).toEqual([403, 'OUT_OF_SCOPE']);
    const own = await t.add('device', gate('SCOPE-B', { scenicAreaID: t.areaB, zoneID: t.zoneB }), t.tokenB);
    const [rows] = await t.list('device', {}, t.tokenB);
    expect(rows.map((r) => r.id)).toEqual([own.id]);
  });
});
