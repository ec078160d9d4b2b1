// Finding 5 of issue 8: references across scenic areas. A device's print template and a
// verification category's ticket type must exist and belong to the record's scenic area, so an
// administrator of area B can neither point at area A's records (and block their deletion) nor at
// ids that do not exist — through the form calls and through the device spreadsheet.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MasterDataSetup, masterDataSetup, refusal } from '../api/masterData/masterDataSupport.ts';
import { importDeviceB } from './securitySupport.ts';

let t: MasterDataSetup;
let templateA: number;
let templateB: number;
let ticketTypeA: number;
let ticketTypeB: number;

const template = async (area: number) =>
  (
    await t.sql<{ id: number }>(
      `insert into print_templates (scenic_area_id, template_name, template_path, fields)
       select $1, '模板', '/t', fields from print_templates order by id limit 1 returning id`,
      [area],
    )
  )[0]!.id;
const ticketType = async (area: number) =>
  (
    await t.sql<{ id: number }>(
      `insert into ticket_types (scenic_area_id, name, display_price, price, medium, fee_method, cate, starting_type)
       values ($1, '成人票', 100, 100, 0, 0, 0, 0) returning id`,
      [area],
    )
  )[0]!.id;

const deviceB = (deviceNo: string, printTemplateID: number | null) => ({
  deviceNo,
  name: deviceNo,
  scenicAreaID: t.areaB,
  zoneID: t.zoneB,
  moduleType: 0,
  deviceIP: '10.0.0.9',
  ucOpenDoorType: 1,
  ucCommuTyp: 0,
  uc485Id: 1,
  printTemplateID,
  printTicketCount: 1,
});
const categoryB = (ticketTypeID: number | null) => ({
  scenicAreaID: t.areaB,
  ticketTypeID,
  verificationMode: 1,
});

beforeAll(async () => {
  t = await masterDataSetup();
  templateA = await template(t.areaA);
  templateB = await template(t.areaB);
  ticketTypeA = await ticketType(t.areaA);
  ticketTypeB = await ticketType(t.areaB);
});
afterAll(() => t?.close());

describe("a device of area B and area A's print template", () => {
  it.each([
    ['area A’s template', () => templateA],
    ['a template that does not exist', () => 999_999],
  ])('is refused on add and edit: %s', async (_, id) => {
    const add = await t.post('device', 'add', deviceB('B-1', id()), t.tokenB, 'en');
    expect(refusal(add)).toEqual([400, 'PRINT_TEMPLATE_NOT_IN_AREA']);
    expect(add.body.message).toBe('The chosen print template does not exist in the chosen scenic area');
    const own = await t.add('device', deviceB(`B-${id()}`, templateB), t.tokenB);
    const edit = await t.post('device', 'edit', { ...deviceB(`B-${id()}`, id()), id: own.id }, t.tokenB);
    expect(refusal(edit)).toEqual([400, 'PRINT_TEMPLATE_NOT_IN_AREA']);
  });

  it('is refused in a spreadsheet import too, and area A can still delete its template', async () => {
    const { status, body } = await importDeviceB(t.server.url, t.tokenB, 'B-9', templateA);
    expect([status, body.code]).toEqual([400, 'IMPORT_INVALID']);
    expect(body.message).toContain('does not exist in the chosen scenic area');
    expect(await t.sql(`select 1 from devices where print_template_id = $1`, [templateA])).toEqual([]);
    expect((await t.post('printTemplate', 'delete', { id: templateA })).status).toBe(200);
  });
});

describe("a verification category of area B and area A's ticket type", () => {
  it.each([
    ['area A’s ticket type', () => ticketTypeA],
    ['a ticket type that does not exist', () => 999_999],
  ])('is refused on add and edit: %s', async (_, id) => {
    const add = await t.post('verificationCategory', 'add', categoryB(id()), t.tokenB, 'en');
    expect(refusal(add)).toEqual([400, 'TICKET_TYPE_NOT_IN_AREA']);
    const own = await t.add('verificationCategory', categoryB(ticketTypeB), t.tokenB);
    const edit = await t.post('verificationCategory', 'edit', { ...categoryB(id()), id: own.id }, t.tokenB);
    expect(refusal(edit)).toEqual([400, 'TICKET_TYPE_NOT_IN_AREA']);
  });

  it('leaves area A free to delete its ticket type', async () => {
    expect((await t.post('ticketType', 'delete', { id: ticketTypeA })).status).toBe(200);
  });
});
