// Billing rules: create, list, edit, enable, delete (audited); the schema's edges (name 16, five
// periods, overlapping periods in cn/en/es, weekend periods, holiday block); in use by a ticket
// type; other scenic areas invisible and out of reach.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lakeBoats } from '../../domain/rules/feeExamples.ts';
import { chars, messageOf, type RulesSetup, refusal, rulesSetup } from './rulesSupport.ts';

let t: RulesSetup;
beforeAll(async () => {
  t = await rulesSetup();
});
afterAll(() => t?.close());

const period = (start: string, end: string, unitPrice = 100) => ({ start, end, unitPrice });
const rule = (change: object = {}) => ({
  ...lakeBoats,
  scenicAreaID: t.areaA,
  calcRuleName: '测试计费',
  ...change,
});

describe('billing rules', () => {
  it('creates, lists, edits, switches off and on, deletes, each change audited', async () => {
    const created = await t.add('billingRule', rule());
    expect(created).toMatchObject({ ...rule(), isEnable: true, scenicAreaName: '示范景区' });
    const [rows, total] = await t.list('billingRule', { name: '测试', scenicAreaID: t.areaA });
    expect([rows, total]).toEqual([[created], 1]);

    const edited = await t.post('billingRule', 'edit', {
      ...rule({ calcRuleName: '改名', holiday: null }),
      id: created.id,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ calcRuleName: '改名', holiday: null, isEnable: true });

    const off = await t.post('billingRule', 'enable', { id: created.id, isEnable: 0 });
    expect(off.body.data.isEnable).toBe(false);
    expect((await t.list('billingRule', { isEnable: false }))[0].map((r) => r.id)).toEqual([created.id]);
    // An edit without the switch keeps the rule disabled.
    const again = await t.post('billingRule', 'edit', { ...rule({ calcRuleName: '改名' }), id: created.id });
    expect(again.body.data.isEnable).toBe(false);
    await t.post('billingRule', 'enable', { id: created.id, isEnable: true });

    expect((await t.post('billingRule', 'delete', { id: created.id })).status).toBe(200);
    expect((await t.list('billingRule', { name: '改名' }))[1]).toBe(0);
    expect(await t.auditActions('billingRule', created.id)).toEqual([
      'create',
      'update',
      'disable',
      'update',
      'enable',
      'delete',
    ]);
  });

  it('takes a 16-character name and five periods; refuses 17 characters and a sixth period', async () => {
    const five = ['00:00', '04:00', '08:00', '12:00', '16:00'].map((s, i) =>
      period(s, `${String(i * 4 + 4).padStart(2, '0')}:00`),
    );
    expect(
      (await t.post('billingRule', 'add', rule({ calcRuleName: chars(16), periods: five }))).status,
    ).toBe(200);
    const long = await t.post('billingRule', 'add', rule({ calcRuleName: chars(17) }), t.superToken, 'en');
    expect(refusal(long)).toEqual([400, 'VALIDATION_FAILED']);
    expect(long.body.message).toContain('calcRuleName cannot exceed 16 characters');
    const six = await t.post(
      'billingRule',
      'add',
      rule({ periods: [...five, period('20:00', '24:00')] }),
      t.superToken,
      'en',
    );
    expect(messageOf(six)).toContain('periods at most 5 items');
  });

  it('refuses overlapping periods, weekday and weekend alike, in the caller’s language', async () => {
    const overlapping = [period('08:00', '12:00'), period('11:00', '14:00')];
    expect(await t.messages('billingRule', 'add', rule({ periods: overlapping }))).toEqual({
      cn: '输入有误：periods[1].start 时段不能重叠',
      en: 'Invalid input: periods[1].start Periods cannot overlap',
      es: 'Datos no válidos: periods[1].start Los periodos no pueden solaparse',
    });
    const weekend = await t.post(
      'billingRule',
      'add',
      rule({ weekendPeriods: overlapping }),
      t.superToken,
      'en',
    );
    expect(messageOf(weekend)).toBe('Invalid input: weekendPeriods[1].start Periods cannot overlap');
    // Touching ends are not an overlap.
    const touching = [period('08:00', '12:00'), period('12:00', '14:00')];
    expect(
      (await t.post('billingRule', 'add', rule({ periods: touching, weekendPeriods: touching }))).status,
    ).toBe(200);
  });

  it('needs the start period, ends not before starts, and a complete holiday block', async () => {
    const cases: [object, string][] = [
      [{ periods: [] }, 'periods The start period is required'],
      [{ periods: [period('10:00', '09:59')] }, 'periods[0].end The end cannot be before the start'],
      [{ periods: [period('10:00', '25:00')] }, 'periods[0].end has an invalid format'],
      [
        { holiday: { startDate: '2024-10-07', endDate: '2024-10-01', periods: [period('08:00', '22:00')] } },
        'holiday.endDate The end cannot be before the start',
      ],
      [
        { holiday: { startDate: '2024-10-01', endDate: '2024-10-07', periods: [] } },
        'holiday.periods The holiday start time is required',
      ],
      [
        { holiday: { endDate: '2024-10-07', periods: [period('08:00', '22:00')] } },
        'holiday.startDate is required',
      ],
      [
        { holiday: { startDate: '2024-10-01', endDate: '2024-10-07', periods: [period('22:00', '08:00')] } },
        'holiday.periods[0].end The end cannot be before the start',
      ],
      [{ startPrice: -1 }, 'startPrice cannot be less than 0'],
      [{ deductionGranularity: 0 }, 'deductionGranularity cannot be less than 1'],
      [{ surprise: 1 }, 'has unknown fields: surprise'],
    ];
    for (const [change, message] of cases) {
      const res = await t.post('billingRule', 'add', rule(change), t.superToken, 'en');
      expect(refusal(res), message).toEqual([400, 'VALIDATION_FAILED']);
      expect(messageOf(res)).toContain(message);
    }
  });

  it('refuses to delete or move a rule a ticket type uses', async () => {
    const used = await t.add('billingRule', rule({ calcRuleName: '被使用' }));
    const [zp] = await t.query<{ id: number }>('select id from ticket_zone_permissions order by id limit 1');
    await t.query('update ticket_zone_permissions set billing_rule_id = $1 where id = $2', [used.id, zp!.id]);
    const del = await t.post('billingRule', 'delete', { id: used.id }, t.superToken, 'cn');
    expect(refusal(del)).toEqual([409, 'BILLING_RULE_IN_USE']);
    expect(del.body.message).toBe('该计费规则已被票种的景点权限使用，不能删除或移到其他景区');
    const move = await t.post('billingRule', 'edit', { ...rule({ scenicAreaID: t.areaB }), id: used.id });
    expect(refusal(move)).toEqual([409, 'BILLING_RULE_IN_USE']);
    await t.query('update ticket_zone_permissions set billing_rule_id = null where id = $1', [zp!.id]);
    expect((await t.post('billingRule', 'delete', { id: used.id })).status).toBe(200);
  });

  it("keeps other areas' rules invisible and out of reach", async () => {
    const a = await t.add('billingRule', rule({ calcRuleName: '甲的规则' }));
    const own = await t.add(
      'billingRule',
      rule({ scenicAreaID: t.areaB, calcRuleName: '乙的规则' }),
      t.tokenB,
    );
    const [rows] = await t.list('billingRule', {}, t.tokenB);
    expect(rows.map((r) => r.id)).toEqual([own.id]);
    expect((await t.list('billingRule', { scenicAreaID: t.areaA }, t.tokenB))[1]).toBe(0);
    const edit = await t.post('billingRule', 'edit', { ...rule(), id: a.id }, t.tokenB);
    expect(refusal(edit)).toEqual([404, 'NOT_FOUND']);
    expect(refusal(await t.post('billingRule', 'enable', { id: a.id, isEnable: false }, t.tokenB))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect(refusal(await t.post('billingRule', 'delete', { id: a.id }, t.tokenB))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect(refusal(await t.post('billingRule', 'add', rule(), t.tokenB))).toEqual([403, 'OUT_OF_SCOPE']);
    const moveOut = await t.post('billingRule', 'edit', { ...rule(), id: own.id }, t.tokenB);
    expect(refusal(moveOut)).toEqual([403, 'OUT_OF_SCOPE']);
    // The super administrator sees both areas.
    expect((await t.list('billingRule', { name: '的规则' }))[1]).toBe(2);
  });
});
