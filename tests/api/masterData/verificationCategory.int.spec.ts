// Identity-verification categories: create, read, update, delete, enable and disable (each in the
// audit log); the mode's choices; a nullable bound ticket type; scope.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MasterDataSetup, masterDataSetup, refusal } from './masterDataSupport.ts';

let t: MasterDataSetup;
/** A ticket type of area A (the demo seeds some). */
let ticketTypeA: number;

beforeAll(async () => {
  t = await masterDataSetup();
  const [row] = await t.sql<{ id: number }>(
    'select id from ticket_types where scenic_area_id = $1 order by id limit 1',
    [t.areaA],
  );
  ticketTypeA = row!.id;
});
afterAll(() => t?.close());

const category = (change: object = {}) => ({
  scenicAreaID: t.areaA,
  ticketTypeID: ticketTypeA,
  verificationMode: 2,
  ...change,
});

describe('identity-verification categories', () => {
  it('creates (enabled by default), reads, edits and deletes', async () => {
    const made = await t.add('verificationCategory', category());
    expect(made).toMatchObject({ ticketTypeID: ticketTypeA, verificationMode: 2, isEnable: true });
    const [rows] = await t.list('verificationCategory', { verificationMode: 2 });
    expect(rows).toEqual([made]);
    const edited = await t.post('verificationCategory', 'edit', {
      ...category({ ticketTypeID: null, verificationMode: 3 }),
      id: made.id,
    });
    expect(edited.body.data).toMatchObject({ ticketTypeID: null, verificationMode: 3, isEnable: true });
    expect((await t.post('verificationCategory', 'delete', { id: made.id })).status).toBe(200);
  });

  it('enables and disables, as a boolean or 0/1, and filters on it', async () => {
    const made = await t.add('verificationCategory', category({ verificationMode: 0 }));
    const off = await t.post('verificationCategory', 'enable', { id: made.id, isEnable: 0 });
    expect(off.body.data).toMatchObject({ isEnable: false });
    expect((await t.list('verificationCategory', { isEnable: false }))[0].map((r) => r.id)).toEqual([
      made.id,
    ]);
    const on = await t.post('verificationCategory', 'enable', { id: made.id, isEnable: true });
    expect(on.body.data).toMatchObject({ isEnable: true });
    const actions = (await t.audit('verificationCategory', made.id)).map((e) => e.action);
    expect(actions).toEqual(['create', 'disable', 'enable']);
    const bad = await t.post('verificationCategory', 'enable', { id: made.id, isEnable: 2 });
    expect(refusal(bad)).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('takes only the four modes and a positive ticket type id', async () => {
    for (const mode of [0, 1, 2, 3])
      expect(
        (await t.add('verificationCategory', category({ verificationMode: mode }))).verificationMode,
      ).toBe(mode);
    const cases: [object, string][] = [
      [{ verificationMode: 4 }, 'verificationMode is not one of the choices'],
      [{ verificationMode: undefined }, 'verificationMode is required'],
      [{ ticketTypeID: 0 }, 'ticketTypeID must be greater than 0'],
    ];
    for (const [change, message] of cases) {
      const res = await t.post('verificationCategory', 'add', category(change), t.superToken, 'en');
      expect(refusal(res)).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.body.message).toContain(message);
    }
  });

  it("keeps other areas' categories invisible and out of reach", async () => {
    const a = await t.add('verificationCategory', category());
    expect((await t.list('verificationCategory', {}, t.tokenB))[1]).toBe(0);
    const enable = await t.post('verificationCategory', 'enable', { id: a.id, isEnable: false }, t.tokenB);
    expect(refusal(enable)).toEqual([404, 'NOT_FOUND']);
    const own = await t.add(
      'verificationCategory',
      category({ scenicAreaID: t.areaB, ticketTypeID: null }),
      t.tokenB,
    );
    expect((await t.list('verificationCategory', {}, t.tokenB))[0].map((r) => r.id)).toEqual([own.id]);
  });
});
