// Print templates: CRUD with the enable switch (isEnablePrint) and audit; the default field layout;
// name 24, path 255, scenic area required, positions within bounds; a template a device uses is
// neither deleted nor moved; other scenic areas invisible and out of reach.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_FIELDS } from '../../../domain/rules/printTemplate.schema.ts';
import { chars, messageOf, type RulesSetup, refusal, rulesSetup } from './rulesSupport.ts';

let t: RulesSetup;
beforeAll(async () => {
  t = await rulesSetup();
});
afterAll(() => t?.close());

const template = (change: object = {}) => ({
  templateName: '自助机 58mm',
  templatePath: '/print/self58',
  scenicAreaID: t.areaA,
  useSourceType: 'selfService',
  printType: 'DS',
  ...change,
});

describe('print templates', () => {
  it('creates with the default layout, lists, edits, switches, deletes, each change audited', async () => {
    const created = await t.add('printTemplate', template());
    expect(created).toMatchObject({ ...template(), isEnablePrint: true, fields: DEFAULT_PRINT_FIELDS });
    expect(await t.list('printTemplate', { printType: 'DS', useSourceType: 'selfService' })).toEqual([
      [created],
      1,
    ]);
    const fields = { ...DEFAULT_PRINT_FIELDS, qrCode: { visible: true, x: 9, y: 10, size: 36 } };
    const edited = await t.post('printTemplate', 'edit', {
      ...template({ printType: 'handheld', fields }),
      id: created.id,
    });
    expect(edited.body.data).toMatchObject({ printType: 'handheld', fields: { qrCode: { x: 9, size: 36 } } });
    const off = await t.post('printTemplate', 'enable', { id: created.id, isEnable: false });
    expect(off.body.data.isEnablePrint).toBe(false);
    expect((await t.list('printTemplate', { isEnable: false }))[0].map((r) => r.id)).toEqual([created.id]);
    expect((await t.post('printTemplate', 'delete', { id: created.id })).status).toBe(200);
    expect(await t.auditActions('printTemplate', created.id)).toEqual([
      'create',
      'update',
      'disable',
      'delete',
    ]);
  });

  it('takes a 24-character name and a 255-character path; refuses one more, and needs name, path, area', async () => {
    expect(
      (
        await t.post(
          'printTemplate',
          'add',
          template({ templateName: chars(24), templatePath: chars(255, 'p') }),
        )
      ).status,
    ).toBe(200);
    const cases: [object, string][] = [
      [{ templateName: chars(25) }, 'templateName cannot exceed 24 characters'],
      [{ templatePath: chars(256, 'p') }, 'templatePath cannot exceed 255 characters'],
      [{ templateName: '' }, 'templateName is required'],
      [{ templatePath: undefined }, 'templatePath is required'],
      [{ scenicAreaID: undefined }, 'scenicAreaID is required'],
      [{ printType: 'A4' }, 'printType has an invalid value'],
      [
        { fields: { ...DEFAULT_PRINT_FIELDS, seqID: { visible: true, x: 501, y: 0, size: 10 } } },
        'fields.seqID.x cannot be greater than 500',
      ],
    ];
    for (const [change, message] of cases) {
      const res = await t.post('printTemplate', 'add', template(change), t.superToken, 'en');
      expect(refusal(res), message).toEqual([400, 'VALIDATION_FAILED']);
      expect(messageOf(res)).toContain(message);
    }
  });

  it('refuses to delete or move a template a device uses', async () => {
    const used = await t.add('printTemplate', template({ templateName: '设备在用' }));
    const [device] = await t.query<{ id: number }>('select id from devices order by id limit 1');
    await t.query('update devices set print_template_id = $1 where id = $2', [used.id, device!.id]);
    const del = await t.post('printTemplate', 'delete', { id: used.id }, t.superToken, 'es');
    expect([...refusal(del), del.body.message]).toEqual([
      409,
      'PRINT_TEMPLATE_IN_USE',
      'Esta plantilla de impresión la usa un dispositivo; no se puede eliminar ni mover',
    ]);
    expect(
      refusal(await t.post('printTemplate', 'edit', { ...template({ scenicAreaID: t.areaB }), id: used.id })),
    ).toEqual([409, 'PRINT_TEMPLATE_IN_USE']);
    await t.query('update devices set print_template_id = null where id = $1', [device!.id]);
    expect((await t.post('printTemplate', 'delete', { id: used.id })).status).toBe(200);
  });

  it("keeps other areas' templates invisible and out of reach", async () => {
    const a = await t.add('printTemplate', template({ templateName: '甲模板' }));
    const own = await t.add(
      'printTemplate',
      template({ templateName: '乙模板', scenicAreaID: t.areaB }),
      t.tokenB,
    );
    expect((await t.list('printTemplate', {}, t.tokenB))[0].map((r) => r.id)).toEqual([own.id]);
    expect(refusal(await t.post('printTemplate', 'delete', { id: a.id }, t.tokenB))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect(refusal(await t.post('printTemplate', 'add', template(), t.tokenB))).toEqual([
      403,
      'OUT_OF_SCOPE',
    ]);
    const seller = await t.api.login('seller');
    const res = await t.api.call('GET', '/printTemplate', { token: seller });
    expect(res.status).toBe(403);
  });
});
