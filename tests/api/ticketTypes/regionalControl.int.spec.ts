// Regional control and the region code table: the cascader lookup, adding regions to a ticket type
// (no duplicates), unticking, and deleting only unticked regions; scoped to the caller's area.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draft, startWorld, type World } from './ticketTypesSupport.ts';

let w: World;
let ticketTypeId: number;
beforeAll(async () => {
  w = await startWorld();
  ticketTypeId = (await w.admin.post('/ticketType/add', draft(w.areaId, w.zoneId))).body.data.id;
});
afterAll(() => w?.close());

const addRegions = (regionCodes: string[], id = ticketTypeId) =>
  w.admin.post('/regionalControl/add', { ticketTypeID: id, regionCodes });
const listFor = async (id = ticketTypeId) =>
  (await w.admin.get('/regionalControl', { pageItems: 100, pageNumber: 1, ticketTypeID: id })).body.data;

describe('region code table', () => {
  it('lists the provinces, Taiwan, Hong Kong and Macau, without a token', async () => {
    const res = await w.anonymous.get('/regions');
    expect(res.status).toBe(200);
    const [rows, total] = res.body.data;
    expect(total).toBe(34);
    const codes = rows.map((r: { code: string }) => r.code);
    expect(codes).toEqual(
      expect.arrayContaining(['110000', '440000', '650000', '710000', '810000', '820000']),
    );
    expect(rows.find((r: { code: string }) => r.code === '810000')).toMatchObject({
      name: '香港特别行政区',
      isLeaf: false,
    });
    expect(rows.find((r: { code: string }) => r.code === '710000')).toMatchObject({
      name: '台湾省',
      isLeaf: true,
    });
  });

  it('lists cities of a province and counties of a city', async () => {
    const cities = (await w.anonymous.get('/regions', { parent: '440000' })).body.data[0];
    expect(cities).toContainEqual({ code: '440300', name: '深圳市', level: 2, isLeaf: false });
    const counties = (await w.anonymous.get('/regions', { parent: '440300' })).body.data[0];
    expect(counties).toContainEqual({ code: '440305', name: '南山区', level: 3, isLeaf: true });
    const beijing = (await w.anonymous.get('/regions', { parent: '110000' })).body.data[0];
    expect(beijing.map((r: { name: string }) => r.name)).toContain('东城区');
    expect((await w.anonymous.get('/regions', { parent: '999999' })).status).toBe(404);
    expect((await w.anonymous.get('/regions', { parent: 'abc' })).status).toBe(400);
  });
});

describe('regional control', () => {
  it('adds regions ticked, with their full names, and counts them on the ticket type', async () => {
    const res = await addRegions(['110000', '440305']);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject([
      { regionCode: '110000', regionName: '北京市', isAuthorised: 1, ticketTypeID: ticketTypeId },
      { regionCode: '440305', regionName: '广东省 / 深圳市 / 南山区', isAuthorised: 1 },
    ]);
    const [rows, total] = await listFor();
    expect(total).toBe(2);
    expect(rows.map((r: { regionCode: string }) => r.regionCode)).toEqual(['110000', '440305']);
    const list = await w.admin.get('/ticketType', { pageItems: 100, pageNumber: 1, scenicAreaID: w.areaId });
    const row = list.body.data[0].find((t: { id: number }) => t.id === ticketTypeId);
    expect(row.authorisedRegionCount).toBe(2);
  });

  it('refuses duplicates, already added or twice in one request', async () => {
    const again = await addRegions(['110000']);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'REGION_DUPLICATE' });
    expect(again.body.message).toContain('北京市');
    const twice = await addRegions(['120000', '120000']);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain('The region is listed twice');
    expect((await listFor())[1]).toBe(2);
  });

  it('refuses unknown region codes and an empty choice', async () => {
    expect((await addRegions(['999999'])).body.message).toContain('Unknown region code');
    expect((await addRegions([])).body.message).toContain('Choose a region first');
  });

  it('deletes an authorised region only after it is unticked', async () => {
    const [rows] = await listFor();
    const beijing = rows.find((r: { regionCode: string }) => r.regionCode === '110000');
    const refused = await w.admin.post('/regionalControl/delete', { id: beijing.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'REGION_AUTHORISED' });
    expect(refused.body.message).toContain('untick it before deleting it');

    const untick = await w.admin.post('/regionalControl/authorise', { id: beijing.id, isAuthorised: 0 });
    expect(untick.body.data.isAuthorised).toBe(0);
    expect((await w.admin.post('/regionalControl/delete', { id: beijing.id })).status).toBe(200);
    expect((await listFor())[0].map((r: { regionCode: string }) => r.regionCode)).toEqual(['440305']);
    const audit = await w.db.query(
      `select action from audit_log where entity = 'regionalControl' and entity_id = $1`,
      [String(beijing.id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'disable', 'delete']);
  });

  it('counts no authorised region once every region is unticked (control off)', async () => {
    const [rows] = await listFor();
    for (const r of rows) await w.admin.post('/regionalControl/authorise', { id: r.id, isAuthorised: 0 });
    const list = await w.admin.get('/ticketType', { pageItems: 100, pageNumber: 1, scenicAreaID: w.areaId });
    expect(list.body.data[0].find((t: { id: number }) => t.id === ticketTypeId).authorisedRegionCount).toBe(
      0,
    );
  });

  it("keeps another scenic area's regional control out of sight and out of reach", async () => {
    const [rows] = await listFor();
    const theirs = await w.other.admin.get('/regionalControl', { pageItems: 100, pageNumber: 1 });
    expect(theirs.body.data).toEqual([[], 0]);
    const add = await w.other.admin.post('/regionalControl/add', {
      ticketTypeID: ticketTypeId,
      regionCodes: ['130000'],
    });
    expect(add.status).toBe(404);
    expect((await w.other.admin.post('/regionalControl/delete', { id: rows[0].id })).status).toBe(404);
    const tick = await w.other.admin.post('/regionalControl/authorise', { id: rows[0].id, isAuthorised: 1 });
    expect(tick.status).toBe(404);
    expect((await w.anonymous.get('/regionalControl')).status).toBe(401);
  });

  it("removes a ticket type's regions with it", async () => {
    const id = (await w.admin.post('/ticketType/add', draft(w.areaId, w.zoneId))).body.data.id;
    await addRegions(['310000'], id);
    expect((await w.admin.post('/ticketType/delete', { id })).status).toBe(200);
    expect((await listFor(id))[1]).toBe(0);
  });
});
