// Every limit of the spec (000 §5) at its edge through the API: the largest value is accepted, one
// more is refused with a 400 naming the field; plus the rules across fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draft, startWorld, type World } from './ticketTypesSupport.ts';

let w: World;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(() => w?.close());

type Over = Record<string, unknown>;
const add = (over: Over) => w.admin.post('/ticketType/add', draft(w.areaId, w.zoneId, over));
const zone = (over: Over) => ({ zonePermissions: [{ zoneID: w.zoneId, ...over }] });
const freePass = (over: Over) => ({
  ticketCate: 4,
  freePassRule: { minAge: 60, areaName: '北京', passMode: 2, ...over },
});
const cjk = (n: number) => '票'.repeat(n);

async function accepted(over: Over) {
  const res = await add(over);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
async function refused(over: Over, field: string) {
  const res = await add(over);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.code).toBe('VALIDATION_FAILED');
  expect(res.body.message).toContain(field);
  return res.body;
}

const EDGES: [string, (v: number) => Over, number][] = [
  ['ticketDisplayPrice', (v) => ({ ticketDisplayPrice: v }), 9_999_900],
  ['ticketPrice', (v) => ({ ticketPrice: v }), 9_999_900],
  ['patchCard', (v) => ({ patchCard: v }), 9_999_900],
  ['ticketUseDays', (v) => ({ ticketUseDays: v }), 99_999],
  ['limitCount', (v) => ({ limitCount: v }), 99_999],
  ['useTimes', (v) => zone({ useTimes: v, useTimesByDay: 0 }), 999_999],
  ['useTimesByDay', (v) => zone({ useTimes: 0, useTimesByDay: v }), 999_999],
  ['ticketValidDays', (v) => zone({ ticketValidDays: v }), 9_999],
  ['ticketValidTime', (v) => zone({ ticketValidTime: v }), 9_999],
  ['minAge', (v) => freePass({ minAge: v }), 999],
];

describe('ticket type limits', () => {
  it.each(EDGES)('%s: the largest value is accepted, one more refused', async (field, over, max) => {
    await accepted(over(max));
    await refused(over(max + 1), field);
    await refused(over(-1), field);
  });

  it('name: 16 characters accepted, 17 refused, empty refused', async () => {
    expect((await accepted({ ticketTypeName: cjk(16) })).ticketTypeName).toBe(cjk(16));
    await refused({ ticketTypeName: cjk(17) }, 'ticketTypeName');
    await refused({ ticketTypeName: '  ' }, 'ticketTypeName');
  });

  it('free-pass region keywords: 180 characters accepted, 181 refused', async () => {
    await accepted(freePass({ areaName: 'a'.repeat(180) }));
    await refused(freePass({ areaName: 'a'.repeat(181) }), 'areaName');
  });

  it('the free-ID-card category needs keywords, age and pass mode', async () => {
    const body = await refused({ ticketCate: 4 }, 'freePassRule');
    expect(body.message).toContain('ID-card-free category needs the region keywords');
    await refused(freePass({ areaName: '' }), 'areaName');
    await refused(freePass({ minAge: undefined }), 'minAge');
    await refused(freePass({ passMode: 4 }), 'passMode');
    const row = await accepted(freePass({ areaName: '北京 天津' }));
    expect(row.freePassRule).toEqual({ minAge: 60, areaName: '北京 天津', passMode: 2 });
  });

  it('other categories keep no free-pass rule', async () => {
    const row = await accepted({ ticketCate: 0, freePassRule: { minAge: 1, areaName: 'x', passMode: 0 } });
    expect(row.freePassRule).toBeNull();
  });

  it('uses per day cannot exceed total uses (0 total = unlimited)', async () => {
    const body = await refused(zone({ useTimes: 3, useTimesByDay: 4 }), 'zonePermissions[0].useTimesByDay');
    expect(body.message).toContain('Uses per day cannot exceed the total uses');
    await accepted(zone({ useTimes: 3, useTimesByDay: 3 }));
    await accepted(zone({ useTimes: 0, useTimesByDay: 4 }));
  });

  it('the required fields of spec 000 §5 are required', async () => {
    for (const field of [
      'ticketPrice',
      'ticketDisplayPrice',
      'ticketMedium',
      'ticketFeeMethod',
      'ticketCate',
    ]) {
      await refused({ [field]: undefined }, field);
    }
    await refused({ ticketTypeStartingType: undefined }, 'ticketTypeStartingType');
    await refused({ scenicAreaID: undefined }, 'scenicAreaID');
    await refused({ zonePermissions: [] }, 'zonePermissions');
  });

  it('coded values stay in their lists', async () => {
    await accepted({ ticketMedium: 5, ticketFeeMethod: 2, ticketCate: 12, ticketTypeStartingType: 1 });
    await refused({ ticketMedium: 6 }, 'ticketMedium');
    await refused({ ticketFeeMethod: 3 }, 'ticketFeeMethod');
    await refused({ ticketCate: 13 }, 'ticketCate');
    await refused({ salePlatforms: ['publicAccount', 'publicAccount'] }, 'salePlatforms');
    await refused({ salePlatforms: ['fax'] }, 'salePlatforms');
    await refused({ advanced: { touristType: 24 } }, 'touristType');
    await accepted({ advanced: { touristType: 23 } });
  });

  it('custom and deadline starts need a date; sale end not before sale start; password mode needs a password', async () => {
    await refused({ ticketTypeStartingType: 2 }, 'ticketTypeStartingDate');
    await accepted({ ticketTypeStartingType: 3, ticketTypeStartingDate: '2026-12-31' });
    await refused({ advanced: { saleStartTime: '2026-05-02', saleEndTime: '2026-05-01' } }, 'saleEndTime');
    await refused({ advanced: { enablePasswordMode: 1 } }, 'checkPassword');
    await refused({ advanced: { enablePasswordMode: 1, checkPassword: '1'.repeat(13) } }, 'checkPassword');
    await accepted({ advanced: { enablePasswordMode: 1, checkPassword: '1'.repeat(12) } });
  });

  it("zone permissions: one row per zone, zones and devices of the ticket type's area only", async () => {
    await refused(
      { zonePermissions: [{ zoneID: w.zoneId }, { zoneID: w.zoneId }] },
      'zonePermissions[1].zoneID',
    );
    const foreign = await add(zone({ zoneID: w.other.zoneId }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe('ZONE_NOT_IN_AREA');
    const device = await add(zone({ deviceIDs: [987654] }));
    expect(device.status).toBe(400);
    expect(device.body.code).toBe('DEVICE_NOT_IN_ZONE');
    const gates = await w.db.query(
      `insert into devices (scenic_area_id, zone_id, device_no, name, module_type, device_ip, uc_open_door_type,
         uc_commu_typ, uc485_id, print_ticket_count)
       values ($1, $2, 'TT-GATE-1', '票种测试闸机', 0, '10.0.0.9', 0, 0, 1, 1),
              ($3, $4, 'TT-GATE-2', '外区闸机', 0, '10.0.0.10', 0, 0, 1, 1) returning id`,
      [w.areaId, w.zoneId, w.other.areaId, w.other.zoneId],
    );
    const [mine, theirs] = gates.rows.map((r) => r.id as number);
    expect((await accepted(zone({ deviceIDs: [mine] }))).zonePermissions[0].deviceIDs).toEqual([mine]);
    expect((await add(zone({ deviceIDs: [theirs] }))).body.code).toBe('DEVICE_NOT_IN_ZONE');
    await refused(zone({ deviceIDs: [mine, mine] }), 'deviceIDs');
    const schedule = await add(zone({ throughGroupID: 987654 }));
    expect(schedule.body.code).toBe('PASS_SCHEDULE_UNKNOWN');
    const photo = await add({ headPhoto: '/api/ticketType/photo/987654' });
    expect(photo.body.code).toBe('PHOTO_UNKNOWN');
  });

  it("refuses unknown fields and answers in the caller's language", async () => {
    await refused({ surprise: 1 }, 'surprise');
    const res = await fetch(`${w.server.url}/api/ticketType/add`, {
      method: 'POST',
      headers: { authorization: w.adminToken, 'content-type': 'application/json', 'accept-language': 'cn' },
      body: JSON.stringify(draft(w.areaId, w.zoneId, zone({ useTimes: 1, useTimesByDay: 2 }))),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain('每日次数不能大于总次数');
  });
});
