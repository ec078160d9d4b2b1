// Scenic areas: create, read, update, delete; the spec's limits at their edges; an area with
// attractions is not deleted; an administrator of another area neither sees nor changes it.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SCENIC_AREA } from '../../../api/src/appContext.ts';
import type { Page } from '../../../domain/http/replies.ts';
import type { ScenicAreaRow } from '../../../domain/masterData/scenicArea.schema.ts';
import { startTestServer } from '../../support/testServer.ts';
import { apiClient } from '../support/apiClient.ts';
import { chars, type MasterDataSetup, masterDataSetup, refusal } from './masterDataSupport.ts';

let t: MasterDataSetup;

beforeAll(async () => {
  t = await masterDataSetup();
});
afterAll(() => t?.close());

describe('scenic areas', () => {
  it('creates, lists, edits and deletes, each change in the audit log', async () => {
    const made = await t.add('scenicArea', { name: '测试景区', remark: '备注' });
    expect(made).toMatchObject({ name: '测试景区', remark: '备注', timeZone: 'Asia/Shanghai' });
    const [rows, total] = await t.list('scenicArea', { name: '测试' });
    expect(total).toBe(1);
    expect(rows[0]).toEqual(made);

    const edited = await t.post('scenicArea', 'edit', { id: made.id, name: '测试景区二', remark: '' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id: made.id, name: '测试景区二', remark: '' });

    const deleted = await t.post('scenicArea', 'delete', { id: made.id });
    expect(deleted.status).toBe(200);
    expect((await t.list('scenicArea', { name: '测试' }))[1]).toBe(0);

    const entries = await t.audit('scenicArea', made.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]).toMatchObject({ before: { name: '测试景区' }, after: { name: '测试景区二' } });
    expect(entries[2]!.user_id).toEqual(expect.any(Number));
  });

  it('accepts a name and remark of 16 characters and refuses 17, in the caller language', async () => {
    const ok = await t.add('scenicArea', { name: chars(16), remark: chars(16, 'r') });
    expect(ok.name).toBe(chars(16));
    const longName = await t.post('scenicArea', 'add', { name: chars(17) }, t.superToken, 'en');
    expect(refusal(longName)).toEqual([400, 'VALIDATION_FAILED']);
    expect(longName.body.message).toContain('name cannot exceed 16 characters');
    const longRemark = await t.post(
      'scenicArea',
      'add',
      { name: 'x', remark: chars(17) },
      t.superToken,
      'cn',
    );
    expect(longRemark.body.message).toContain('remark 长度不能超过 16 个字符');
    const empty = await t.post('scenicArea', 'add', { name: '  ' }, t.superToken, 'es');
    expect(empty.body.message).toContain('name es obligatorio');
    const extra = await t.post('scenicArea', 'add', { name: 'x', color: 'red' });
    expect(refusal(extra)).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses to delete an area that still has attractions, with a translated message', async () => {
    const area = await t.add('scenicArea', { name: '有景点的景区' });
    await t.add('zone', { scenicAreaID: area.id, name: '某景点' });
    const res = await t.post('scenicArea', 'delete', { id: area.id }, t.superToken, 'en');
    expect(refusal(res)).toEqual([409, 'SCENIC_AREA_HAS_ZONES']);
    expect(res.body.message).toBe('This scenic area still has attractions; delete them first');
    expect((await t.list('scenicArea', { name: '有景点' }))[1]).toBe(1);
  });

  it('refuses to delete an area other records point at (users, roles) as in use', async () => {
    const res = await t.post('scenicArea', 'delete', { id: t.areaB }, t.superToken);
    // area B has a zone first; once that zone is gone its administrator still belongs to it
    expect(res.status).toBe(409);
    await t.sql('delete from zones where scenic_area_id = $1', [t.areaB]);
    const again = await t.post('scenicArea', 'delete', { id: t.areaB }, t.superToken, 'en');
    expect(refusal(again)).toEqual([409, 'IN_USE']);
    await t.sql(`insert into zones (scenic_area_id, name) values ($1, '乙景点')`, [t.areaB]);
  });

  it('shows an area administrator only their own area and refuses changes to others', async () => {
    const [rows] = await t.list('scenicArea', {}, t.tokenB);
    expect(rows.map((r) => r.id)).toEqual([t.areaB]);
    const editA = await t.post('scenicArea', 'edit', { id: t.areaA, name: 'x' }, t.tokenB);
    expect(refusal(editA)).toEqual([404, 'NOT_FOUND']);
    const deleteA = await t.post('scenicArea', 'delete', { id: t.areaA }, t.tokenB);
    expect(refusal(deleteA)).toEqual([404, 'NOT_FOUND']);
    const addNew = await t.post('scenicArea', 'add', { name: '新景区' }, t.tokenB);
    expect(refusal(addNew)).toEqual([403, 'OUT_OF_SCOPE']);
    const editOwn = await t.post(
      'scenicArea',
      'edit',
      { id: t.areaB, name: '乙景区', remark: '自己的' },
      t.tokenB,
    );
    expect(editOwn.status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await t.api.call('GET', '/scenicArea');
    expect(res.status).toBe(401);
  });
});

describe('the time zone of scenic areas', () => {
  it('is DEFAULT_TIME_ZONE for the demo area and a new one, and an edit keeps it', async () => {
    const server = await startTestServer({ DEFAULT_TIME_ZONE: 'Europe/Madrid' });
    try {
      const { call, login } = apiClient(server);
      const token = await login('admin');
      const made = await call<{ data: ScenicAreaRow }>('POST', '/scenicArea/add', {
        token,
        body: { name: '马德里景区' },
      });
      expect(made.body.data.timeZone).toBe('Europe/Madrid');
      const sent = { id: made.body.data.id, name: '马德里', timeZone: 'Asia/Tokyo' };
      const refused = await call('POST', '/scenicArea/edit', { token, body: sent });
      expect(refused.status).toBe(400);
      const { timeZone: _zone, ...renamed } = sent;
      expect((await call('POST', '/scenicArea/edit', { token, body: renamed })).status).toBe(200);
      const listed = await call<Page<ScenicAreaRow>>('GET', '/scenicArea', { token });
      expect(listed.body.data[0].map((a) => [a.name, a.timeZone])).toEqual([
        [DEMO_SCENIC_AREA, 'Europe/Madrid'],
        ['马德里', 'Europe/Madrid'],
      ]);
    } finally {
      await server.close();
    }
  });
});
