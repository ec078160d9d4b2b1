// Holidays calendar: the seeded 2026 public holidays, create, read, update, delete, the name at
// 16/17 characters, end not before start, no overlapping ranges in one area, scope.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SCENIC_AREA } from '../../../api/src/appContext.ts';
import { masterDataSeed } from '../../../api/src/masterData/masterData.seed.ts';
import { chars, type MasterDataSetup, masterDataSetup, refusal } from './masterDataSupport.ts';

let t: MasterDataSetup;

beforeAll(async () => {
  t = await masterDataSetup();
});
afterAll(() => t?.close());

const holiday = (startDate: string, endDate: string, change: object = {}) => ({
  scenicAreaID: t.areaA,
  name: '庙会',
  startDate,
  endDate,
  ...change,
});

describe('holidays calendar', () => {
  it('has the 2026 public holidays of the demo area', async () => {
    const [rows, total] = await t.list('holiday', { scenicAreaID: t.areaA, year: 2026 });
    expect(total).toBe(7);
    expect(rows.map((r) => [r.name, r.startDate, r.endDate])).toContainEqual([
      '国庆节',
      '2026-10-01',
      '2026-10-07',
    ]);
    expect(rows[0]).toMatchObject({ name: '元旦', startDate: '2026-01-01', endDate: '2026-01-03' });
  });

  it('seeds the demo master data once: a second run adds nothing, deleted demo data stays deleted', async () => {
    const tables = [
      'zones',
      'devices',
      'pass_schedules',
      'holidays',
      'appointment_configs',
      'verification_categories',
    ];
    const counts = async () => Promise.all(tables.map((table) => t.count(table)));
    const before = await counts();
    expect(before.every((n) => n > 0)).toBe(true);
    const seedAgain = () =>
      masterDataSeed(t.server.running.ctx, { password: 'unused', scenicAreaName: DEMO_SCENIC_AREA });
    await seedAgain();
    expect(await counts()).toEqual(before);
    // Without the once-only mark, records are still matched by name and number: nothing doubles.
    await t.sql(`delete from app_settings where key = 'seed:masterData'`);
    await seedAgain();
    expect(await counts()).toEqual(before);
    const [first] = (await t.list('holiday', { scenicAreaID: t.areaA }))[0];
    expect((await t.post('holiday', 'delete', { id: first!.id })).status).toBe(200);
    await seedAgain();
    expect((await t.list('holiday', { scenicAreaID: t.areaA }))[1]).toBe(6);
    await t.add('holiday', {
      scenicAreaID: t.areaA,
      name: first!.name,
      startDate: first!.startDate,
      endDate: first!.endDate,
    });
  });

  it('creates, lists by year, edits and deletes', async () => {
    const made = await t.add('holiday', holiday('2027-02-10', '2027-02-12'));
    expect(made).toMatchObject({
      name: '庙会',
      startDate: '2027-02-10',
      endDate: '2027-02-12',
      scenicAreaName: '示范景区',
    });
    expect((await t.list('holiday', { year: 2027 }))[0]).toEqual([made]);
    const edited = await t.post('holiday', 'edit', { ...holiday('2027-02-11', '2027-02-11'), id: made.id });
    expect(edited.body.data).toMatchObject({ startDate: '2027-02-11', endDate: '2027-02-11' });
    expect((await t.post('holiday', 'delete', { id: made.id })).status).toBe(200);
    expect((await t.audit('holiday', made.id)).map((e) => e.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a long name, a bad date, an end before the start and overlapping ranges', async () => {
    expect((await t.add('holiday', holiday('2028-01-01', '2028-01-01', { name: chars(16) }))).name).toBe(
      chars(16),
    );
    const cases: [object, string][] = [
      [holiday('2028-03-01', '2028-03-01', { name: chars(17) }), 'name cannot exceed 16 characters'],
      [holiday('2028-02-30', '2028-03-01'), 'startDate has an invalid format'],
      [holiday('2028-03-02', '2028-03-01'), 'endDate The end cannot be before the start'],
    ];
    for (const [body, message] of cases) {
      const res = await t.post('holiday', 'add', body, t.superToken, 'en');
      expect(refusal(res)).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.body.message).toContain(message);
    }
    const overlap = await t.post('holiday', 'add', holiday('2026-10-07', '2026-10-08'), t.superToken, 'en');
    expect(refusal(overlap)).toEqual([409, 'HOLIDAY_OVERLAP']);
    expect(overlap.body.message).toBe('The dates overlap the holiday "国庆节"');
    const otherArea = await t.add('holiday', holiday('2026-10-01', '2026-10-07', { scenicAreaID: t.areaB }));
    expect(otherArea.scenicAreaID).toBe(t.areaB);
  });

  it("keeps other areas' holidays invisible and out of reach", async () => {
    const [rows] = await t.list('holiday', {}, t.tokenB);
    expect(rows.every((r) => r.scenicAreaID === t.areaB)).toBe(true);
    const a = (await t.list('holiday', { scenicAreaID: t.areaA }))[0][0]!;
    expect(refusal(await t.post('holiday', 'delete', { id: a.id }, t.tokenB))).toEqual([404, 'NOT_FOUND']);
    const add = await t.post('holiday', 'add', holiday('2029-01-01', '2029-01-01'), t.tokenB);
    expect(refusal(add)).toEqual([403, 'OUT_OF_SCOPE']);
  });
});
