// Attractions (zones): create, read, update, delete; name, remark and LimitCount at their edges; an
// attraction with devices is neither deleted nor moved; other areas' attractions stay invisible.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chars, type MasterDataSetup, masterDataSetup, refusal } from './masterDataSupport.ts';

let t: MasterDataSetup;

beforeAll(async () => {
  t = await masterDataSetup();
});
afterAll(() => t?.close());

const device = (scenicAreaID: number, zoneID: number, deviceNo: string) => ({
  deviceNo,
  name: deviceNo,
  scenicAreaID,
  zoneID,
  moduleType: 0,
  deviceIP: '10.0.0.1',
  ucOpenDoorType: 0,
  ucCommuTyp: 0,
  uc485Id: 1,
  printTicketCount: 0,
});

describe('attractions', () => {
  it('creates, lists by area, edits and deletes', async () => {
    const zone = await t.add('zone', {
      scenicAreaID: t.areaA,
      name: '瀑布',
      remark: '北侧',
      LimitEnable: true,
      LimitCount: 300,
    });
    expect(zone).toMatchObject({ scenicAreaName: '示范景区', LimitEnable: true, LimitCount: 300 });
    const [rows] = await t.list('zone', { scenicAreaID: t.areaA, name: '瀑' });
    expect(rows).toEqual([zone]);

    const edited = await t.post('zone', 'edit', {
      id: zone.id,
      scenicAreaID: t.areaA,
      name: '大瀑布',
      LimitEnable: false,
    });
    expect(edited.body.data).toMatchObject({ name: '大瀑布', LimitEnable: false, LimitCount: 0, remark: '' });
    expect((await t.post('zone', 'delete', { id: zone.id })).status).toBe(200);
    expect((await t.audit('zone', zone.id)).map((e) => e.action)).toEqual(['create', 'update', 'delete']);
  });

  it('takes LimitCount up to 5 digits and names and remarks up to 16 characters', async () => {
    const max = await t.add('zone', {
      scenicAreaID: t.areaA,
      name: chars(16),
      remark: chars(16),
      LimitCount: 99999,
    });
    expect(max.LimitCount).toBe(99999);
    const cases: [object, string][] = [
      [{ LimitCount: 100000 }, 'LimitCount cannot be greater than 99999'],
      [{ LimitCount: -1 }, 'LimitCount cannot be less than 0'],
      [{ LimitCount: 1.5 }, 'LimitCount'],
      [{ name: chars(17) }, 'name cannot exceed 16 characters'],
      [{ remark: chars(17) }, 'remark cannot exceed 16 characters'],
      [{ name: '' }, 'name is required'],
    ];
    for (const [change, message] of cases) {
      const res = await t.post(
        'zone',
        'add',
        { scenicAreaID: t.areaA, name: 'z', ...change },
        t.superToken,
        'en',
      );
      expect(refusal(res)).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.body.message).toContain(message);
    }
  });

  it('refuses to delete an attraction with devices, or to move it to another area', async () => {
    const zone = await t.add('zone', { scenicAreaID: t.areaA, name: '有设备' });
    await t.add('device', device(t.areaA, zone.id, 'Z-DEV-1'));
    const del = await t.post('zone', 'delete', { id: zone.id }, t.superToken, 'cn');
    expect(refusal(del)).toEqual([409, 'ZONE_HAS_DEVICES']);
    expect(del.body.message).toBe('该景点下还有设备，请先删除或移走设备');
    const move = await t.post('zone', 'edit', { id: zone.id, scenicAreaID: t.areaB, name: '有设备' });
    expect(refusal(move)).toEqual([409, 'ZONE_HAS_DEVICES']);
    expect((await t.list('zone', { name: '有设备' }))[1]).toBe(1);
  });

  it("keeps other areas' attractions invisible and out of reach", async () => {
    const [rows] = await t.list('zone', {}, t.tokenB);
    expect(rows.map((r) => r.scenicAreaID)).toEqual([t.areaB]);
    expect((await t.list('zone', { scenicAreaID: t.areaA }, t.tokenB))[1]).toBe(0);
    const zoneA = (await t.list('zone', { scenicAreaID: t.areaA }))[0][0]!;
    const edit = await t.post('zone', 'edit', { id: zoneA.id, scenicAreaID: t.areaA, name: 'x' }, t.tokenB);
    expect(refusal(edit)).toEqual([404, 'NOT_FOUND']);
    const add = await t.post('zone', 'add', { scenicAreaID: t.areaA, name: 'x' }, t.tokenB);
    expect(refusal(add)).toEqual([403, 'OUT_OF_SCOPE']);
    const moveOut = await t.post('zone', 'edit', { id: t.zoneB, scenicAreaID: t.areaA, name: 'x' }, t.tokenB);
    expect(refusal(moveOut)).toEqual([403, 'OUT_OF_SCOPE']);
    const own = await t.add('zone', { scenicAreaID: t.areaB, name: '乙二' }, t.tokenB);
    expect(own.scenicAreaID).toBe(t.areaB);
  });

  it('refuses a scenic area that does not exist', async () => {
    const res = await t.post('zone', 'add', { scenicAreaID: 99999, name: 'x' });
    expect(refusal(res)).toEqual([400, 'REFERENCE_NOT_FOUND']);
  });
});
