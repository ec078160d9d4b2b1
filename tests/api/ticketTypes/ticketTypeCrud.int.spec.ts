// Ticket types through the API: add, list, edit, enable, delete, scenic-area scope, the public
// listing of the visitor pages and the demo seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draft, startWorld, type World } from './ticketTypesSupport.ts';

let w: World;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(() => w?.close());

const add = async (over = {}) => {
  const res = await w.admin.post('/ticketType/add', draft(w.areaId, w.zoneId, over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('ticket types', () => {
  it('seeds adult, child and annual card for the demo area, each passing at its zone', async () => {
    const res = await w.admin.get('/ticketType', { pageItems: 20, pageNumber: 1, scenicAreaID: w.areaId });
    const names = res.body.data[0].map((t: { ticketTypeName: string }) => t.ticketTypeName);
    expect(names).toEqual(expect.arrayContaining(['成人票', '儿童票', '年卡']));
    for (const t of res.body.data[0]) expect(t.zonePermissions[0].zoneID).toBe(w.zoneId);
  });

  it('adds a ticket type with zone permissions, advanced parameters and defaults', async () => {
    const row = await add({
      ticketTypeName: '夜游票',
      advanced: { isRealName: 1, reservationInstructions: '18:00 后入园' },
    });
    expect(row).toMatchObject({
      ticketTypeName: '夜游票',
      scenicAreaID: w.areaId,
      scenicAreaName: '示范景区',
      ticketPrice: 10000,
      limitCount: 0,
      isEnable: 1,
      headPhoto: '',
      freePassRule: null,
      authorisedRegionCount: 0,
      advanced: { isRealName: 1, reservationInstructions: '18:00 后入园', enterMode: 0 },
      zonePermissions: [{ zoneID: w.zoneId, useTimes: 2, useTimesByDay: 1, isloadedTicket: 1, direction: 0 }],
    });
    const audit = await w.db.query(
      `select action from audit_log where entity = 'ticketType' and entity_id = $1`,
      [String(row.id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create']);
  });

  it('lists with the spec call style and filters by category, fee method and name', async () => {
    const group = await add({ ticketCate: 1, ticketFeeMethod: 2 });
    const q = { pageItems: 50, pageNumber: 1, scenicAreaID: w.areaId };
    const byCate = await w.admin.get('/ticketType', { ...q, ticketCateArray: '[1]' });
    expect(byCate.body.msg).toBe('');
    // The demo's 团体票 is a group ticket too; the filter answers group tickets only, the new one among them.
    const groups = byCate.body.data[0] as { id: number; ticketCate: number }[];
    expect(groups.map((t) => t.id)).toContain(group.id);
    expect(new Set(groups.map((t) => t.ticketCate))).toEqual(new Set([1]));
    expect(byCate.body.data[1]).toBe(groups.length);
    const byFee = await w.admin.get('/ticketType', { ...q, ticketFeeMethod: 2 });
    expect(byFee.body.data[0].map((t: { id: number }) => t.id)).toEqual([group.id]);
    const byName = await w.admin.get('/ticketType', { ...q, ticketTypeName: group.ticketTypeName });
    expect(byName.body.data[1]).toBe(1);
    const paged = await w.admin.get('/ticketType', { pageItems: 2, pageNumber: 2, scenicAreaID: w.areaId });
    expect(paged.body.data[0]).toHaveLength(2);
    expect(paged.body.data[1]).toBeGreaterThan(4);
  });

  it('edits every part and records before and after', async () => {
    const row = await add();
    const { id, scenicAreaName: _, authorisedRegionCount: __, ...rest } = row;
    const edited = {
      ...rest,
      id,
      ticketTypeName: '改过的票',
      ticketPrice: 8800,
      zonePermissions: [{ ...rest.zonePermissions[0], zoneName: undefined, useTimes: 5 }].map(
        ({ zoneName: _z, ...z }) => z,
      ),
      advanced: { ...rest.advanced, enterMode: 1 },
    };
    const res = await w.admin.post('/ticketType/edit', edited);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      ticketTypeName: '改过的票',
      ticketPrice: 8800,
      advanced: { enterMode: 1 },
    });
    expect(res.body.data.zonePermissions[0].useTimes).toBe(5);
    const audit = await w.db.query(
      `select before->>'ticketTypeName' as b, after->>'ticketTypeName' as a from audit_log
        where entity = 'ticketType' and entity_id = $1 and action = 'update'`,
      [String(id)],
    );
    expect(audit.rows).toEqual([{ b: row.ticketTypeName, a: '改过的票' }]);
  });

  it('refuses a second ticket type of the same name in one scenic area', async () => {
    const row = await add();
    const res = await w.admin.post(
      '/ticketType/add',
      draft(w.areaId, w.zoneId, { ticketTypeName: row.ticketTypeName }),
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('TICKET_TYPE_NAME_TAKEN');
  });

  it('enables and disables', async () => {
    const row = await add();
    const off = await w.admin.post('/ticketType/enable', { id: row.id, isEnable: 0 });
    expect(off.body.data.isEnable).toBe(0);
    const on = await w.admin.post('/ticketType/enable', { id: row.id, isEnable: 1 });
    expect(on.body.data.isEnable).toBe(1);
  });

  it('deletes, and refuses to delete a ticket type with sold tickets', async () => {
    const row = await add();
    expect((await w.admin.post('/ticketType/delete', { id: row.id })).status).toBe(200);
    expect((await w.admin.post('/ticketType/delete', { id: row.id })).status).toBe(404);

    const sold = await add();
    // Stands in for the future tickets read model (sales).
    await w.db.query('create table if not exists tickets (id serial primary key, ticket_type_id integer)');
    await w.db.query('insert into tickets (ticket_type_id) values ($1)', [sold.id]);
    const res = await w.admin.post('/ticketType/delete', { id: sold.id });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'TICKET_TYPE_HAS_TICKETS' });
    expect(res.body.message).toContain(sold.ticketTypeName);

    const verified = await add();
    await w.db.query(
      'insert into verification_categories (scenic_area_id, ticket_type_id, verification_mode) values ($1, $2, 1)',
      [w.areaId, verified.id],
    );
    const inUse = await w.admin.post('/ticketType/delete', { id: verified.id });
    expect(inUse.status).toBe(409);
    expect(inUse.body.code).toBe('IN_USE');
  });

  it("keeps another scenic area's ticket types out of sight and out of reach", async () => {
    const mine = await add();
    const theirs = await w.other.admin.post('/ticketType/add', draft(w.other.areaId, w.other.zoneId));
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);

    const list = await w.other.admin.get('/ticketType', { pageItems: 100, pageNumber: 1 });
    expect(list.body.data[0].map((t: { scenicAreaID: number }) => t.scenicAreaID)).toEqual([w.other.areaId]);
    const asked = await w.other.admin.get('/ticketType', {
      pageItems: 100,
      pageNumber: 1,
      scenicAreaID: w.areaId,
    });
    expect(asked.body.data).toEqual([[], 0]);

    const { scenicAreaName: _, authorisedRegionCount: __, ...rest } = mine;
    const zonePermissions = rest.zonePermissions.map(({ zoneName: _z, ...z }: { zoneName: string }) => z);
    expect((await w.other.admin.post('/ticketType/edit', { ...rest, zonePermissions })).status).toBe(404);
    expect((await w.other.admin.post('/ticketType/delete', { id: mine.id })).status).toBe(404);
    expect((await w.other.admin.post('/ticketType/enable', { id: mine.id, isEnable: 0 })).status).toBe(404);
    const intoMine = await w.other.admin.post('/ticketType/add', draft(w.areaId, w.zoneId));
    expect(intoMine.status).toBe(403);
    expect(intoMine.body.code).toBe('OUT_OF_SCOPE');
    // The super administrator sees both areas.
    const all = await w.admin.get('/ticketType', { pageItems: 200, pageNumber: 1 });
    const areas = new Set(all.body.data[0].map((t: { scenicAreaID: number }) => t.scenicAreaID));
    expect([...areas].sort()).toEqual([w.areaId, w.other.areaId].sort());
  });

  it('needs sign-in and the ticketType flag to change ticket types', async () => {
    expect((await w.anonymous.post('/ticketType/add', draft(w.areaId, w.zoneId))).status).toBe(401);
    const res = await fetch(`${w.server.url}/api/ticketType?scenicAreaID=${w.areaId}`, {
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(res.status).toBe(401);
  });

  it('lists publicly, without a token, only enabled visitor-sold ticket types of the asked area', async () => {
    const sold = await add({
      ticketTypeName: '公开票',
      advanced: { isRefundCheck: 1, detailsExplain: '说明' },
    });
    const disabled = await add({ ticketTypeName: '停用票', isEnable: 0 });
    const windowOnly = await add({ ticketTypeName: '窗口票', salePlatforms: ['terminal'] });
    await w.other.admin.post(
      '/ticketType/add',
      draft(w.other.areaId, w.other.zoneId, { ticketTypeName: '外区票' }),
    );

    const res = await w.anonymous.get('/ticketType', {
      pageItems: 999,
      pageNumber: 1,
      scenicAreaID: w.areaId,
    });
    expect(res.status).toBe(200);
    const rows = res.body.data[0];
    const ids = rows.map((t: { id: number }) => t.id);
    expect(ids).toContain(sold.id);
    expect(ids).not.toContain(disabled.id);
    expect(ids).not.toContain(windowOnly.id);
    expect(rows.every((t: { scenicAreaID: number }) => t.scenicAreaID === w.areaId)).toBe(true);
    const publicRow = rows.find((t: { id: number }) => t.id === sold.id);
    expect(Object.keys(publicRow).sort()).toEqual(
      [
        'id',
        'scenicAreaID',
        'ticketTypeName',
        'ticketPrice',
        'ticketDisplayPrice',
        'ticketFeeMethod',
        'ticketCate',
        'photoPathLogo',
        'isAppointmentEnable',
        'isRefundCheck',
        'reservationInstructions',
        'detailsExplain',
        'enterMode',
        'saleStartTime',
        'saleEndTime',
        'isRealName',
        'limitCount',
      ].sort(),
    );
    expect(publicRow).toMatchObject({ isRefundCheck: 1, detailsExplain: '说明' });

    const perCount = await w.anonymous.get('/ticketType', {
      pageItems: 999,
      pageNumber: 1,
      scenicAreaID: w.areaId,
      ticketCateArray: '[0]',
      isLoadThirdPlatform: 1,
      ticketFeeMethod: 0,
    });
    expect(perCount.body.data[0].map((t: { id: number }) => t.id)).toContain(sold.id);
    const missingArea = await w.anonymous.get('/ticketType', { pageItems: 10, pageNumber: 1 });
    expect(missingArea.status).toBe(400);
    expect(missingArea.body.code).toBe('SCENIC_AREA_REQUIRED');
  });
});
