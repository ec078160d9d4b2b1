// Price-difference (overdue compensation) rules: CRUD with enable and audit; name 12, four stages,
// none negative, each later and never cheaper; the ticket type belongs to the rule's area; one
// enabled rule per ticket type; other scenic areas invisible and out of reach.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boatOvertime } from '../../domain/rules/feeExamples.ts';
import { chars, messageOf, type RulesSetup, refusal, rulesSetup } from './rulesSupport.ts';

let t: RulesSetup;
let ticketTypes: number[];
let ticketTypeB: number;

beforeAll(async () => {
  t = await rulesSetup();
  ticketTypes = (
    await t.query<{ id: number }>('select id from ticket_types where scenic_area_id = $1 order by id', [
      t.areaA,
    ])
  ).map((r) => r.id);
  const [b] = await t.query<{ id: number }>(
    `insert into ticket_types (scenic_area_id, name, display_price, price, medium, fee_method, cate, starting_type)
     values ($1, '乙计时票', 1000, 1000, 0, 1, 0, 0) returning id`,
    [t.areaB],
  );
  ticketTypeB = b!.id;
});
afterAll(() => t?.close());

const rule = (change: object = {}) => ({
  ...boatOvertime,
  scenicAreaID: t.areaA,
  ticketTypeID: ticketTypes[0],
  ...change,
});
const stages = (...amounts: number[]) =>
  amounts.map((amount, i) => ({ overtimeMinutes: 15 * (i + 1), amount }));

describe('price-difference rules', () => {
  it('creates, lists, edits, switches, deletes, each change audited', async () => {
    const created = await t.add('priceDifference', rule());
    expect(created).toMatchObject({
      ...rule(),
      isEnable: true,
      ticketTypeName: '成人票',
      scenicAreaName: '示范景区',
    });
    expect(await t.list('priceDifference', { ticketTypeID: ticketTypes[0]! })).toEqual([[created], 1]);
    const edited = await t.post('priceDifference', 'edit', {
      ...rule({ name: '超时补差', gracePeriod: 0 }),
      id: created.id,
    });
    expect(edited.body.data).toMatchObject({ name: '超时补差', gracePeriod: 0 });
    expect(
      (await t.post('priceDifference', 'enable', { id: created.id, isEnable: false })).body.data.isEnable,
    ).toBe(false);
    expect(
      (await t.post('priceDifference', 'enable', { id: created.id, isEnable: true })).body.data.isEnable,
    ).toBe(true);
    expect((await t.post('priceDifference', 'delete', { id: created.id })).status).toBe(200);
    expect(await t.auditActions('priceDifference', created.id)).toEqual([
      'create',
      'update',
      'disable',
      'enable',
      'delete',
    ]);
  });

  it('takes a 12-character name, amounts up to 99999.99 yuan and 5-digit minutes; refuses one more', async () => {
    const max = await t.add(
      'priceDifference',
      rule({
        name: chars(12),
        gracePeriod: 99999,
        stages: [...stages(0, 0, 0), { overtimeMinutes: 99999, amount: 9999999 }],
        isEnable: false,
      }),
    );
    expect(max.name).toBe(chars(12));
    const cases: [object, string][] = [
      [{ name: chars(13) }, 'name cannot exceed 12 characters'],
      [{ name: ' ' }, 'name is required'],
      [{ gracePeriod: 100000 }, 'gracePeriod cannot be greater than 99999'],
      [
        { stages: [...stages(0, 0, 0), { overtimeMinutes: 60, amount: 10000000 }] },
        'stages[3].amount cannot be greater than 9999999',
      ],
      [{ stages: stages(1000, -1, 2000, 3000) }, 'stages[1].amount cannot be less than 0'],
      [
        { stages: [{ overtimeMinutes: -5, amount: 0 }, ...stages(1, 2, 3)] },
        'stages[0].overtimeMinutes cannot be less than 0',
      ],
      [{ stages: stages(1000, 2000, 3000) }, 'stages'],
      [
        { stages: stages(1000, 900, 3000, 4000) },
        'stages[1].amount A stage cannot ask for less than the one before',
      ],
      [
        { stages: [...stages(1, 2, 3), { overtimeMinutes: 45, amount: 4 }] },
        'stages[3].overtimeMinutes Each stage must start later than the one before',
      ],
      [{ ticketTypeID: undefined }, 'ticketTypeID is required'],
    ];
    for (const [change, message] of cases) {
      const res = await t.post('priceDifference', 'add', rule(change), t.superToken, 'en');
      expect(refusal(res), message).toEqual([400, 'VALIDATION_FAILED']);
      expect(messageOf(res)).toContain(message);
    }
    const negative = await t.messages(
      'priceDifference',
      'add',
      rule({ stages: stages(-1, 1000, 2000, 3000) }),
    );
    expect(negative).toEqual({
      cn: '输入有误：stages[0].amount 不能小于 0',
      en: 'Invalid input: stages[0].amount cannot be less than 0',
      es: 'Datos no válidos: stages[0].amount no puede ser menor que 0',
    });
  });

  it("needs a ticket type of the rule's own scenic area", async () => {
    const res = await t.post(
      'priceDifference',
      'add',
      rule({ ticketTypeID: ticketTypeB }),
      t.superToken,
      'cn',
    );
    expect([...refusal(res), res.body.message]).toEqual([
      400,
      'TICKET_TYPE_NOT_IN_AREA',
      '所选票种不存在或不属于所选景区',
    ]);
    expect(refusal(await t.post('priceDifference', 'add', rule({ ticketTypeID: 999999 })))).toEqual([
      400,
      'TICKET_TYPE_NOT_IN_AREA',
    ]);
  });

  it('keeps one enabled rule per ticket type', async () => {
    const first = await t.add('priceDifference', rule({ name: '第一', ticketTypeID: ticketTypes[1] }));
    const second = await t.post(
      'priceDifference',
      'add',
      rule({ name: '第二', ticketTypeID: ticketTypes[1] }),
      t.superToken,
      'en',
    );
    expect([...refusal(second), second.body.message]).toEqual([
      409,
      'PRICE_DIFFERENCE_TAKEN',
      'This ticket type already has the enabled price-difference rule "第一"; disable it first',
    ]);
    const disabled = await t.add(
      'priceDifference',
      rule({ name: '第二', ticketTypeID: ticketTypes[1], isEnable: false }),
    );
    expect(refusal(await t.post('priceDifference', 'enable', { id: disabled.id, isEnable: true }))).toEqual([
      409,
      'PRICE_DIFFERENCE_TAKEN',
    ]);
    await t.post('priceDifference', 'enable', { id: first.id, isEnable: false });
    expect((await t.post('priceDifference', 'enable', { id: disabled.id, isEnable: true })).status).toBe(200);
    // Editing the enabled rule itself is not a clash with itself.
    expect(
      (
        await t.post('priceDifference', 'edit', {
          ...rule({ name: '第二改', ticketTypeID: ticketTypes[1] }),
          id: disabled.id,
        })
      ).status,
    ).toBe(200);
  });

  it("keeps other areas' rules invisible and out of reach", async () => {
    const a = await t.add('priceDifference', rule({ name: '甲', ticketTypeID: ticketTypes[2] }));
    const own = await t.add(
      'priceDifference',
      rule({ name: '乙', scenicAreaID: t.areaB, ticketTypeID: ticketTypeB }),
      t.tokenB,
    );
    expect((await t.list('priceDifference', {}, t.tokenB))[0].map((r) => r.id)).toEqual([own.id]);
    expect(refusal(await t.post('priceDifference', 'edit', { ...rule(), id: a.id }, t.tokenB))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect(refusal(await t.post('priceDifference', 'delete', { id: a.id }, t.tokenB))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect(
      refusal(await t.post('priceDifference', 'add', rule({ ticketTypeID: ticketTypes[2] }), t.tokenB)),
    ).toEqual([403, 'OUT_OF_SCOPE']);
    const seller = await t.api.login('seller');
    expect(refusal(await t.post('priceDifference', 'add', rule(), seller))).toEqual([403, 'FORBIDDEN']);
  });
});
