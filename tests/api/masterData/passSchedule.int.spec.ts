// Pass schedules: create, read, update, delete; the name at 12/13 characters; the period rules
// (first Monday start, end not before start, a later period only after the earlier, at most four a
// day); a schedule bound by a ticket type's zone permission is not deleted; scope.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chars, type MasterDataSetup, masterDataSetup, refusal } from './masterDataSupport.ts';

let t: MasterDataSetup;

beforeAll(async () => {
  t = await masterDataSetup();
});
afterAll(() => t?.close());

const p = (start: string | null, end: string | null) => ({ start, end });
const empty = p(null, null);
const schedule = (periods: object = {}, change: object = {}) => ({
  scenicAreaID: t.areaA,
  name: '旺季',
  periods: { mon: [p('08:00', '12:00'), p('13:00', '18:00'), empty, empty], ...periods },
  ...change,
});

describe('pass schedules', () => {
  it('creates, reads, edits and deletes; stores only the filled periods', async () => {
    const made = await t.add('passSchedule', schedule({ holiday: [p('07:00', '20:00')], sun: [empty] }));
    expect(made.periods).toEqual({
      mon: [p('08:00', '12:00'), p('13:00', '18:00')],
      tue: [],
      wed: [],
      thu: [],
      fri: [],
      sat: [],
      sun: [],
      holiday: [p('07:00', '20:00')],
    });
    const [rows] = await t.list('passSchedule', { name: '旺季' });
    expect(rows).toEqual([made]);
    const edited = await t.post('passSchedule', 'edit', {
      ...schedule({ tue: [p('09:00', '09:00')] }),
      id: made.id,
      name: '淡季',
    });
    expect(edited.body.data).toMatchObject({
      name: '淡季',
      periods: { tue: [p('09:00', '09:00')], holiday: [] },
    });
    expect((await t.post('passSchedule', 'delete', { id: made.id })).status).toBe(200);
    expect((await t.audit('passSchedule', made.id)).map((e) => e.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('takes a name of 12 characters and refuses 13', async () => {
    expect((await t.add('passSchedule', schedule({}, { name: chars(12) }))).name).toBe(chars(12));
    const res = await t.post('passSchedule', 'add', schedule({}, { name: chars(13) }), t.superToken, 'en');
    expect(res.body.message).toContain('name cannot exceed 12 characters');
  });

  it('refuses periods that break the rules, saying where and why', async () => {
    const cases: [object, string][] = [
      [{ mon: [empty] }, "periods.mon[0].start Monday's first period needs a start time"],
      [{ mon: [p('10:00', '09:59')] }, 'periods.mon[0].end The end cannot be before the start'],
      [{ wed: [empty, p('10:00', '11:00')] }, 'periods.wed[1].start Fill in the earlier period first'],
      [{ thu: [p('10:00', null)] }, 'periods.thu[0].end Fill in both the start and the end'],
      [{ fri: [p('24:00', '24:00')] }, 'periods.fri[0].start has an invalid format'],
      [{ sat: Array(5).fill(p('08:00', '09:00')) }, 'periods.sat at most 4 items'],
    ];
    for (const [periods, message] of cases) {
      const res = await t.post('passSchedule', 'add', schedule(periods), t.superToken, 'en');
      expect(refusal(res), message).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.body.message).toContain(message);
    }
    const four = await t.add('passSchedule', schedule({ sat: Array(4).fill(p('08:00', '09:00')) }));
    expect(four.periods).toMatchObject({ sat: Array(4).fill(p('08:00', '09:00')) });
  });

  it("refuses to delete a schedule a ticket type's zone permission uses", async () => {
    const used = await t.add('passSchedule', schedule({}, { name: '被使用' }));
    const zone = (await t.list('zone', { scenicAreaID: t.areaA }))[0][0]!;
    const [type] = await t.sql<{ id: number }>(
      `insert into ticket_types (scenic_area_id, name, display_price, price, medium, fee_method, cate, starting_type)
       values ($1, '时段测试', 0, 0, 0, 0, 0, 0) returning id`,
      [t.areaA],
    );
    await t.sql(
      'insert into ticket_zone_permissions (ticket_type_id, zone_id, position, pass_schedule_id) values ($1, $2, 0, $3)',
      [type!.id, zone.id, used.id],
    );
    const res = await t.post('passSchedule', 'delete', { id: used.id }, t.superToken, 'cn');
    expect(refusal(res)).toEqual([409, 'PASS_SCHEDULE_IN_USE']);
    expect(res.body.message).toBe('该通行时段已被票种的景点权限使用，不能删除');
  });

  it("keeps other areas' schedules invisible and out of reach", async () => {
    const a = await t.add('passSchedule', schedule({}, { name: '甲专用' }));
    expect((await t.list('passSchedule', { name: '甲专用' }, t.tokenB))[1]).toBe(0);
    const edit = await t.post('passSchedule', 'edit', { ...schedule(), id: a.id }, t.tokenB);
    expect(refusal(edit)).toEqual([404, 'NOT_FOUND']);
    const add = await t.post('passSchedule', 'add', schedule(), t.tokenB);
    expect(refusal(add)).toEqual([403, 'OUT_OF_SCOPE']);
    const own = await t.add('passSchedule', schedule({}, { scenicAreaID: t.areaB }), t.tokenB);
    expect((await t.list('passSchedule', {}, t.tokenB))[0].map((r) => r.id)).toEqual([own.id]);
  });
});
