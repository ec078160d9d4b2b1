// Appointment periods: create, read, update, delete; the name at 12/13 characters; limitCount from
// 0 (unlimited) to 7 digits, never negative; start and end as "HHMM" with the end not before the
// start; the visitor pages' ticketTypeID filter; scope.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chars, type MasterDataSetup, masterDataSetup, refusal } from './masterDataSupport.ts';

let t: MasterDataSetup;

beforeAll(async () => {
  t = await masterDataSetup();
});
afterAll(() => t?.close());

const slot = (change: object = {}) => ({
  scenicAreaID: t.areaA,
  appointmentConfigName: '夜场',
  startPeriod: '1900',
  endPeriod: '2130',
  limitCount: 200,
  ...change,
});

describe('appointment periods', () => {
  it('creates, reads, edits and deletes', async () => {
    const made = await t.add('appointmentConfig', slot());
    expect(made).toMatchObject({ ...slot(), scenicAreaName: '示范景区' });
    expect((await t.list('appointmentConfig', { name: '夜场' }))[0]).toEqual([made]);
    const edited = await t.post('appointmentConfig', 'edit', { ...slot({ limitCount: 0 }), id: made.id });
    expect(edited.body.data).toMatchObject({ limitCount: 0 });
    expect((await t.post('appointmentConfig', 'delete', { id: made.id })).status).toBe(200);
    expect((await t.audit('appointmentConfig', made.id)).map((e) => e.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('holds the limits at their edges', async () => {
    const max = await t.add(
      'appointmentConfig',
      slot({ appointmentConfigName: chars(12), limitCount: 9999999 }),
    );
    expect(max.limitCount).toBe(9999999);
    const same = await t.add(
      'appointmentConfig',
      slot({ startPeriod: '1200', endPeriod: '1200', limitCount: 0 }),
    );
    expect(same.limitCount).toBe(0);
    const cases: [object, string][] = [
      [{ appointmentConfigName: chars(13) }, 'appointmentConfigName cannot exceed 12 characters'],
      [{ appointmentConfigName: '' }, 'appointmentConfigName is required'],
      [{ limitCount: 10000000 }, 'limitCount cannot be greater than 9999999'],
      [{ limitCount: -1 }, 'limitCount cannot be less than 0'],
      [{ limitCount: undefined }, 'limitCount is required'],
      [{ startPeriod: '0930', endPeriod: '0929' }, 'endPeriod The end cannot be before the start'],
      [{ startPeriod: '9:30' }, 'startPeriod has an invalid format'],
      [{ endPeriod: '2400' }, 'endPeriod has an invalid format'],
    ];
    for (const [change, message] of cases) {
      const res = await t.post('appointmentConfig', 'add', slot(change), t.superToken, 'en');
      expect(refusal(res), message).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.body.message).toContain(message);
    }
  });

  it("answers a ticket type's periods: those of its scenic area", async () => {
    await t.add('appointmentConfig', slot({ scenicAreaID: t.areaB, appointmentConfigName: '乙场' }));
    const [type] = await t.sql<{ id: number }>(
      `insert into ticket_types (scenic_area_id, name, display_price, price, medium, fee_method, cate, starting_type)
       values ($1, '乙票', 0, 0, 0, 0, 0, 0) returning id`,
      [t.areaB],
    );
    const [rows] = await t.list('appointmentConfig', { ticketTypeID: type!.id });
    expect(rows.map((r) => r.appointmentConfigName)).toEqual(['乙场']);
  });

  it("keeps other areas' periods invisible and out of reach", async () => {
    const [rows] = await t.list('appointmentConfig', {}, t.tokenB);
    expect(rows.map((r) => r.appointmentConfigName)).toEqual(['乙场']);
    const a = (await t.list('appointmentConfig', { scenicAreaID: t.areaA }))[0][0]!;
    const edit = await t.post('appointmentConfig', 'edit', { ...slot(), id: a.id }, t.tokenB);
    expect(refusal(edit)).toEqual([404, 'NOT_FOUND']);
    const move = await t.post('appointmentConfig', 'edit', { ...slot(), id: rows[0]!.id }, t.tokenB);
    expect(refusal(move)).toEqual([403, 'OUT_OF_SCOPE']);
  });
});
