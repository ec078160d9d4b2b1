// The public config of the visitor pages: the seeded demo config answered without a token in the
// shape the visitor home reads; create, edit, delete with the audit log; one per scenic area; the
// text limits and the service phone's format; the flag and the scenic-area scope.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chars, refusal, type VisitorConfigSetup, visitorConfigSetup } from './visitorConfigSupport.ts';

let t: VisitorConfigSetup;

beforeAll(async () => {
  t = await visitorConfigSetup();
});
afterAll(() => t?.close());

const config = (change: object = {}) => ({
  scenicAreaID: t.areaB,
  scenicIntroduction: '乙景区介绍\n第二行',
  scenicAddress: '乙市乙路 1 号',
  dueToThat: '请提前预约',
  backToThat: '未使用可退',
  takeTicketAddress: '09:00-17:00',
  directionsForUse: '游客中心在南门',
  serviceTel: '400-820-8820',
  ...change,
});

describe('public config: the visitor pages’ call (no token)', () => {
  it('answers the demo area’s seeded config with its scenic area’s name and remark', async () => {
    const res = await t.visitorGet(`/wechatPublicConfig?pageItems=20&pageNumber=1&scenicAreaID=${t.areaA}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      msg: '',
      data: [
        [
          {
            id: expect.any(Number),
            scenicAreaID: t.areaA,
            scenicArea: { name: '示范景区', remark: '演示数据' },
            scenicIntroduction: expect.stringContaining('示范景区'),
            scenicAddress: expect.any(String),
            dueToThat: expect.stringContaining('预约'),
            backToThat: expect.stringContaining('退票'),
            takeTicketAddress: '08:00-18:00（节假日 07:30-19:00）',
            directionsForUse: expect.any(String),
            serviceTel: '0571-88886666',
          },
        ],
        1,
      ],
    });
  });

  it('answers an area without a config with an empty page, and needs the area', async () => {
    expect((await t.visitorGet(`/wechatPublicConfig?scenicAreaID=${t.areaB}`)).body).toEqual({
      msg: '',
      data: [[], 0],
    });
    const none = await t.visitorGet('/wechatPublicConfig?pageItems=20&pageNumber=1');
    expect([none.status, none.body.code]).toEqual([400, 'SCENIC_AREA_REQUIRED']);
  });
});

describe('public config: the back office', () => {
  it('creates, reads, edits and deletes, each change in the audit log', async () => {
    const made = await t.add('wechatPublicConfig', config(), t.tokenB);
    expect(made).toMatchObject({ ...config(), scenicArea: { name: '乙景区', remark: '' } });
    const [rows, total] = await t.list('wechatPublicConfig', {}, t.tokenB);
    expect([rows, total]).toEqual([[made], 1]);
    const edited = await t.post(
      'wechatPublicConfig',
      'edit',
      { ...config({ serviceTel: '' }), id: made.id },
      t.tokenB,
    );
    expect(edited.body.data).toMatchObject({ serviceTel: '', scenicAddress: '乙市乙路 1 号' });
    const shown = await t.visitorGet(`/wechatPublicConfig?scenicAreaID=${t.areaB}`);
    expect(shown.body.data[0][0].serviceTel).toBe('');
    expect((await t.post('wechatPublicConfig', 'delete', { id: made.id }, t.tokenB)).status).toBe(200);
    const entries = await t.query<{ action: string }>(
      `select action from audit_log where entity = 'wechatPublicConfig' and entity_id = $1 order by id`,
      [String(made.id)],
    );
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
  });

  it('keeps one config per scenic area', async () => {
    const made = await t.add('wechatPublicConfig', config());
    const again = await t.post('wechatPublicConfig', 'add', config(), t.superToken, 'en');
    expect(refusal(again)).toEqual([409, 'PUBLIC_CONFIG_EXISTS']);
    const [demo] = (await t.list('wechatPublicConfig', { scenicAreaID: t.areaA }))[0];
    const moved = await t.post('wechatPublicConfig', 'edit', { ...config(), id: demo!.id });
    expect(refusal(moved)).toEqual([409, 'PUBLIC_CONFIG_EXISTS']);
    await t.post('wechatPublicConfig', 'delete', { id: made.id });
  });

  it('holds the text limits and the service phone’s format', async () => {
    const longest = config({
      scenicIntroduction: chars(2000),
      scenicAddress: chars(64),
      dueToThat: chars(1000),
      backToThat: chars(1000),
      takeTicketAddress: chars(64),
      directionsForUse: chars(500),
      serviceTel: '+86 571 8888 6666',
    });
    const made = await t.add('wechatPublicConfig', longest);
    expect(made.scenicIntroduction).toHaveLength(2000);
    await t.post('wechatPublicConfig', 'delete', { id: made.id });
    const cases: [object, string][] = [
      [{ scenicIntroduction: chars(2001) }, 'scenicIntroduction cannot exceed 2000 characters'],
      [{ scenicAddress: chars(65) }, 'scenicAddress cannot exceed 64 characters'],
      [{ dueToThat: chars(1001) }, 'dueToThat cannot exceed 1000 characters'],
      [{ backToThat: chars(1001) }, 'backToThat cannot exceed 1000 characters'],
      [{ takeTicketAddress: chars(65) }, 'takeTicketAddress cannot exceed 64 characters'],
      [{ directionsForUse: chars(501) }, 'directionsForUse cannot exceed 500 characters'],
      [{ scenicAddress: 'a\nb' }, 'scenicAddress'],
      [{ serviceTel: '12ab5678' }, 'serviceTel Invalid service phone'],
      [{ serviceTel: '1234' }, 'serviceTel Invalid service phone'],
      [{ serviceTel: '0571--' }, 'serviceTel Invalid service phone'],
      [{ serviceTel: '1'.repeat(21) }, 'serviceTel cannot exceed 20 characters'],
      [{ unknown: 1 }, 'unknown'],
    ];
    for (const [change, message] of cases) {
      const res = await t.post('wechatPublicConfig', 'add', config(change), t.superToken, 'en');
      expect(refusal(res), message).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.body.message).toContain(message);
    }
  });

  it('refuses callers without the flag, without a token, and out of their scenic area', async () => {
    const noFlag = await t.post('wechatPublicConfig', 'add', config(), t.sellerToken);
    expect(refusal(noFlag)).toEqual([403, 'FORBIDDEN']);
    const anonymous = await t.api.call('POST', '/wechatPublicConfig/add', { body: config() });
    expect(anonymous.status).toBe(401);
    const otherArea = await t.post('wechatPublicConfig', 'add', config({ scenicAreaID: t.areaA }), t.tokenB);
    expect(refusal(otherArea)).toEqual([403, 'OUT_OF_SCOPE']);

    const [demoRows] = await t.list('wechatPublicConfig', { scenicAreaID: t.areaA });
    const demo = demoRows[0]!;
    const edit = await t.post(
      'wechatPublicConfig',
      'edit',
      { ...config({ scenicAreaID: t.areaA }), id: demo.id },
      t.tokenB,
    );
    expect(refusal(edit)).toEqual([404, 'NOT_FOUND']);
    expect(refusal(await t.post('wechatPublicConfig', 'delete', { id: demo.id }, t.tokenB))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    // The staff list shows the caller's areas only, even when asked for another's.
    expect(await t.list('wechatPublicConfig', { scenicAreaID: t.areaA }, t.tokenB)).toEqual([[], 0]);
    const mine = await t.add('wechatPublicConfig', config(), t.tokenB);
    const moved = await t.post(
      'wechatPublicConfig',
      'edit',
      { ...config({ scenicAreaID: t.areaA }), id: mine.id },
      t.tokenB,
    );
    expect(refusal(moved)).toEqual([403, 'OUT_OF_SCOPE']);
    expect((await t.list('wechatPublicConfig', { scenicAreaID: t.areaA }))[0][0]).toEqual(demo);
  });
});
