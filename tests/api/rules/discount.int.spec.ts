// Discounts: CRUD with enable and audit; name 24, category, type fitting the category, non-empty
// tiers, percent entered like 88 (1–99), an amount off no larger than its threshold; other scenic
// areas invisible and out of reach.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chars, messageOf, type RulesSetup, refusal, rulesSetup } from './rulesSupport.ts';

let t: RulesSetup;
beforeAll(async () => {
  t = await rulesSetup();
});
afterAll(() => t?.close());

const rule = (change: object = {}) => ({
  discountName: '满500打8.8折',
  scenicAreaID: t.areaA,
  discountCategory: 'ticketPurchase',
  discountType: 'fullAmountPercent',
  tiers: [{ threshold: 50000, value: 88 }],
  ...change,
});

describe('discounts', () => {
  it('creates, lists by category, edits, switches, deletes, each change audited', async () => {
    const created = await t.add('discount', rule());
    expect(created).toMatchObject({ ...rule(), isEnable: true, scenicAreaName: '示范景区' });
    const [rows] = await t.list('discount', { discountType: 'fullAmountPercent' });
    expect(rows).toEqual([created]);
    // The seeded demo discounts of the area are listed too.
    expect((await t.list('discount', { discountCategory: 'recharge', scenicAreaID: t.areaA }))[1]).toBe(1);
    const tiers = [
      { threshold: 50000, value: 88 },
      { threshold: 100000, value: 80 },
    ];
    const edited = await t.post('discount', 'edit', { ...rule({ tiers }), id: created.id });
    expect(edited.body.data.tiers).toEqual(tiers);
    expect((await t.post('discount', 'enable', { id: created.id, isEnable: false })).body.data.isEnable).toBe(
      false,
    );
    expect(
      (await t.list('discount', { isEnable: false, scenicAreaID: t.areaA }))[0].map((r) => r.id),
    ).toEqual([created.id]);
    expect((await t.post('discount', 'delete', { id: created.id })).status).toBe(200);
    expect(await t.auditActions('discount', created.id)).toEqual(['create', 'update', 'disable', 'delete']);
  });

  it('takes a 24-character name, ten tiers and 99 %; refuses one more of each', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ threshold: (i + 1) * 1000, value: 99 - i }));
    expect((await t.post('discount', 'add', rule({ discountName: chars(24), tiers: ten }))).status).toBe(200);
    const cases: [object, string][] = [
      [{ discountName: chars(25) }, 'discountName cannot exceed 24 characters'],
      [{ discountName: '' }, 'discountName is required'],
      [{ tiers: [...ten, { threshold: 99999, value: 50 }] }, 'tiers at most 10 items'],
      [
        { tiers: [{ threshold: 50000, value: 100 }] },
        'tiers[0].value The percentage must be 1 to 99 (88 means the buyer pays 88 %)',
      ],
      [{ tiers: [{ threshold: 50000, value: 0 }] }, 'tiers[0].value cannot be less than 1'],
      [{ tiers: [] }, 'tiers Add at least one discount tier'],
      [{ discountCategory: undefined }, 'discountCategory is required'],
      [{ discountType: 'rechargeBonus' }, 'discountType The discount type does not fit the category'],
      [
        { discountType: 'fullAmountOff', tiers: [{ threshold: 1000, value: 1001 }] },
        'tiers[0].value The amount off cannot exceed the threshold',
      ],
      [
        {
          tiers: [
            { threshold: 1000, value: 90 },
            { threshold: 1000, value: 80 },
          ],
        },
        'tiers[1].threshold Two tiers cannot have the same threshold',
      ],
    ];
    for (const [change, message] of cases) {
      const res = await t.post('discount', 'add', rule(change), t.superToken, 'en');
      expect(refusal(res), message).toEqual([400, 'VALIDATION_FAILED']);
      expect(messageOf(res)).toContain(message);
    }
    expect(await t.messages('discount', 'add', rule({ tiers: [] }))).toEqual({
      cn: '输入有误：tiers 请至少添加一条优惠规则',
      en: 'Invalid input: tiers Add at least one discount tier',
      es: 'Datos no válidos: tiers Añada al menos un tramo de descuento',
    });
  });

  it('takes a count tier and a recharge bonus', async () => {
    const count = await t.add(
      'discount',
      rule({
        discountName: '10张起9折',
        discountType: 'fullCountPercent',
        tiers: [{ threshold: 10, value: 90 }],
      }),
    );
    expect(count.discountType).toBe('fullCountPercent');
    const bonus = await t.add(
      'discount',
      rule({
        discountName: '充值',
        discountCategory: 'recharge',
        discountType: 'rechargeBonus',
        tiers: [{ threshold: 10000, value: 20000 }],
      }),
    );
    expect(bonus.tiers).toEqual([{ threshold: 10000, value: 20000 }]);
  });

  it("keeps other areas' discounts invisible and out of reach", async () => {
    const a = await t.add('discount', rule({ discountName: '甲的优惠' }));
    const own = await t.add('discount', rule({ discountName: '乙的优惠', scenicAreaID: t.areaB }), t.tokenB);
    expect((await t.list('discount', {}, t.tokenB))[0].map((r) => r.id)).toEqual([own.id]);
    expect(refusal(await t.post('discount', 'edit', { ...rule(), id: a.id }, t.tokenB))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect(refusal(await t.post('discount', 'enable', { id: a.id, isEnable: false }, t.tokenB))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect(refusal(await t.post('discount', 'add', rule(), t.tokenB))).toEqual([403, 'OUT_OF_SCOPE']);
    expect(refusal(await t.post('discount', 'edit', { ...rule(), id: own.id }, t.tokenB))).toEqual([
      403,
      'OUT_OF_SCOPE',
    ]);
  });
});
