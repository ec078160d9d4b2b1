// The card entries of the ticket-management menu (会员卡, 储值卡; issue 16): ticket types of the card
// kinds and the stored-value (recharge-bonus) rules, each under its own flag, limited to its kinds,
// scoped to the caller's scenic areas, with the ticket type's refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../api/src/auth/passwords.ts';
import { storedAuthority } from '../../../api/src/permissions/role.repository.ts';
import type { FlagKey } from '../../../domain/auth/permissionFlags.ts';
import { TICKET_CATE } from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import { DEMO_PASSWORD } from '../../support/testServer.ts';
import {
  type Caller,
  caller,
  draft,
  signIn,
  startWorld,
  type World,
} from '../ticketTypes/ticketTypesSupport.ts';

let w: World;
/** Callers of the demo area with one flag each, and one of the other area with both card flags. */
let membership: Caller;
let storedValue: Caller;
let otherCards: Caller;

async function userWith(
  account: string,
  areaId: number,
  flags: Partial<Record<FlagKey, 1>>,
): Promise<Caller> {
  const role = await w.db.query(
    `insert into roles (scenic_area_id, name, type, authority) values ($1, $2, 1, $3) returning id`,
    [areaId, account, JSON.stringify(storedAuthority(flags))],
  );
  await w.db.query(
    `insert into users (account, name, password_hash, role_id, scenic_area_id) values ($1, $1, $2, $3, $4)`,
    [account, await hashPassword(DEMO_PASSWORD), role.rows[0].id, areaId],
  );
  return caller(w.server.url, await signIn(w.server.url, account));
}

beforeAll(async () => {
  w = await startWorld();
  membership = await userWith('cards1', w.areaId, { membershipCard: 1 });
  storedValue = await userWith('cards2', w.areaId, { storedValueCard: 1 });
  otherCards = await userWith('cards3', w.other.areaId, { membershipCard: 1, storedValueCard: 1 });
});
afterAll(() => w?.close());

const q = { pageItems: 100, pageNumber: 1 };
const names = (reply: { body: { data: [{ ticketTypeName: string; ticketCate: number }[], number] } }) =>
  reply.body.data[0].map((t) => t.ticketTypeName);
const typeId = async (name: string) =>
  (await w.db.query('select id from ticket_types where name = $1', [name])).rows[0].id as number;
const annual = (over = {}) =>
  draft(w.areaId, w.zoneId, { ticketCate: TICKET_CATE.annual, ticketMedium: 1, ...over });

describe('membership card types (/api/membershipCard)', () => {
  it('lists the card kinds of the caller’s areas only: the demo 年卡, not 成人票 nor 储值卡', async () => {
    const list = await membership.get('/membershipCard', q);
    expect(list.status).toBe(200);
    expect(names(list)).toContain('年卡');
    expect(names(list)).not.toContain('成人票');
    expect(names(list)).not.toContain('储值卡');
    const kinds = new Set(list.body.data[0].map((t: { ticketCate: number }) => t.ticketCate));
    expect([...kinds].every((c) => c !== TICKET_CATE.ordinary && c !== TICKET_CATE.storedValue)).toBe(true);
    expect((await otherCards.get('/membershipCard', q)).body.data).toEqual([[], 0]);
    // The kind filter narrows within the entry's kinds; another entry's kind lists nothing.
    const annualOnly = await membership.get('/membershipCard', { ...q, ticketCateArray: TICKET_CATE.annual });
    expect(names(annualOnly)).toEqual(['年卡']);
    const ordinary = await membership.get('/membershipCard', { ...q, ticketCateArray: TICKET_CATE.ordinary });
    expect(ordinary.body.data).toEqual([[], 0]);
  });

  it('adds, edits, disables and deletes a card type with its card fields', async () => {
    const added = await membership.post(
      '/membershipCard/add',
      annual({
        ticketTypeName: '季卡甲',
        ticketCate: TICKET_CATE.quarterly,
        patchCard: 1500,
        ticketTypeStartingType: 1,
      }),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const row = added.body.data;
    expect(row).toMatchObject({ ticketCate: TICKET_CATE.quarterly, patchCard: 1500, ticketMedium: 1 });
    const { id: _id, scenicAreaName: _n, authorisedRegionCount: _c, ...fields } = row;
    const zonePermissions = row.zonePermissions.map(({ zoneName: _z, ...z }: { zoneName: string }) => z);
    const edited = await membership.post('/membershipCard/edit', {
      ...fields,
      zonePermissions,
      id: row.id,
      ticketCate: TICKET_CATE.customMonth,
      ticketUseDays: 18,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ ticketCate: TICKET_CATE.customMonth, ticketUseDays: 18 });
    const off = await membership.post('/membershipCard/enable', { id: row.id, isEnable: 0 });
    expect(off.body.data.isEnable).toBe(0);
    expect((await membership.post('/membershipCard/delete', { id: row.id })).status).toBe(200);
    expect((await membership.post('/membershipCard/delete', { id: row.id })).status).toBe(404);
    const audit = await w.db.query(
      `select action from audit_log where entity = 'ticketType' and entity_id = $1`,
      [String(row.id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'update', 'disable', 'delete']);
  });

  it('refuses kinds of other entries, in the caller’s language, and never touches their records', async () => {
    const ordinary = await membership.post(
      '/membershipCard/add',
      annual({ ticketCate: TICKET_CATE.ordinary }),
    );
    expect(ordinary.status).toBe(400);
    expect(ordinary.body.message).toContain('A membership card is an annual');
    const stored = await membership.post(
      '/membershipCard/add',
      annual({ ticketCate: TICKET_CATE.storedValue }),
    );
    expect(stored.status).toBe(400);
    const adult = await typeId('成人票');
    expect((await membership.post('/membershipCard/enable', { id: adult, isEnable: 0 })).status).toBe(404);
    expect((await membership.post('/membershipCard/delete', { id: adult })).status).toBe(404);
    const row = (await w.admin.get('/ticketType', { ...q, scenicAreaID: w.areaId })).body.data[0].find(
      (t: { id: number }) => t.id === adult,
    );
    expect(row.isEnable).toBe(1);
  });

  it('refuses a card that could never be sold: over 100 months, or a custom year card of 0 years', async () => {
    const long = await membership.post(
      '/membershipCard/add',
      annual({ ticketCate: TICKET_CATE.customMonth, ticketUseDays: 101 }),
    );
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('at most 6000 days, 100 months or 30 years');
    const none = await membership.post('/membershipCard/add', annual({ ticketCate: TICKET_CATE.customYear }));
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('how many months or years');
  });

  it('refuses to delete a card type whose cards were sold (it can be disabled)', async () => {
    const seller = caller(w.server.url, await signIn(w.server.url, 'seller'));
    const type = (await membership.post('/membershipCard/add', annual({ ticketPrice: 100 }))).body.data;
    const sold = await seller.post('/card/sell', {
      requestId: crypto.randomUUID(),
      scenicAreaID: w.areaId,
      ticketTypeID: type.id,
      cardNo: `CT${Date.now()}`,
      name: '王五',
      mobile: '13900000001',
      payment: { method: 'cash', receivedFen: 100 },
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    await expect
      .poll(
        async () =>
          (await w.db.query('select 1 from card_list where ticket_type_id = $1', [type.id])).rowCount,
      )
      .toBe(1);
    const refused = await membership.post('/membershipCard/delete', { id: type.id });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('TICKET_TYPE_HAS_TICKETS');
  });

  it('keeps to its flag and the caller’s scenic areas', async () => {
    expect((await storedValue.get('/membershipCard', q)).status).toBe(403);
    expect((await membership.post('/ticketType/add', annual())).status).toBe(403);
    expect((await w.anonymous.get('/membershipCard', q)).status).toBe(401);
    // The form's choices and the photo upload serve the card entries too.
    expect((await membership.get('/ticketType/options')).status).toBe(200);
    const annualId = await typeId('年卡');
    expect((await otherCards.post('/membershipCard/enable', { id: annualId, isEnable: 0 })).status).toBe(404);
    const intoA = await otherCards.post('/membershipCard/add', annual());
    expect([intoA.status, intoA.body.code]).toEqual([403, 'OUT_OF_SCOPE']);
  });
});

describe('stored-value card types and rules (/api/storedValueCard, /api/storedValueRule)', () => {
  it('lists the stored-value kind only and adds a timed one', async () => {
    const list = await storedValue.get('/storedValueCard', q);
    expect(names(list)).toEqual(['储值卡']);
    const added = await storedValue.post(
      '/storedValueCard/add',
      draft(w.areaId, w.zoneId, { ticketCate: TICKET_CATE.storedValue, ticketFeeMethod: 1, ticketMedium: 1 }),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const annualType = await storedValue.post('/storedValueCard/add', annual());
    expect(annualType.status).toBe(400);
    expect(annualType.body.message).toContain('stored-value kind');
  });

  it('manages the recharge-bonus rules and only them', async () => {
    const [rules] = (await storedValue.get('/storedValueRule', q)).body.data;
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.every((r: { discountType: string }) => r.discountType === 'rechargeBonus')).toBe(true);
    const added = await storedValue.post('/storedValueRule/add', {
      discountName: '充值满千送百',
      scenicAreaID: w.areaId,
      tiers: [{ threshold: 100_000, value: 10_000 }],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({
      discountCategory: 'recharge',
      discountType: 'rechargeBonus',
      isEnable: true,
    });
    const id = added.body.data.id;
    const off = await storedValue.post('/storedValueRule/enable', { id, isEnable: false });
    expect(off.body.data.isEnable).toBe(false);
    const edited = await storedValue.post('/storedValueRule/edit', {
      id,
      discountName: '充值满千送两百',
      scenicAreaID: w.areaId,
      tiers: [{ threshold: 100_000, value: 20_000 }],
    });
    expect(edited.body.data).toMatchObject({
      isEnable: false,
      tiers: [{ threshold: 100_000, value: 20_000 }],
    });
    expect((await storedValue.post('/storedValueRule/delete', { id })).status).toBe(200);
  });

  it('never reaches the ticket-purchase discounts, and keeps to its flag and areas', async () => {
    const purchase = await w.admin.post('/discount/add', {
      discountName: '满百减十',
      scenicAreaID: w.areaId,
      discountCategory: 'ticketPurchase',
      discountType: 'fullAmountOff',
      tiers: [{ threshold: 10_000, value: 1_000 }],
    });
    expect(purchase.status).toBe(200);
    const id = purchase.body.data.id;
    const [rules] = (await storedValue.get('/storedValueRule', q)).body.data;
    expect(rules.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await storedValue.post('/storedValueRule/delete', { id })).status).toBe(404);
    const asPurchase = await storedValue.post('/storedValueRule/add', {
      discountName: '满百减十',
      scenicAreaID: w.areaId,
      discountCategory: 'ticketPurchase',
      tiers: [{ threshold: 10_000, value: 1_000 }],
    });
    expect(asPurchase.status).toBe(400);
    expect((await storedValue.post('/discount/delete', { id })).status).toBe(403);
    expect((await membership.get('/storedValueRule', q)).status).toBe(403);
    expect((await otherCards.get('/storedValueRule', q)).body.data).toEqual([[], 0]);
    const intoA = await otherCards.post('/storedValueRule/add', {
      discountName: '乙',
      scenicAreaID: w.areaId,
      tiers: [{ threshold: 100, value: 1 }],
    });
    expect(intoA.status).toBe(403);
  });
});
