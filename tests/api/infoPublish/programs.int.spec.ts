// The performance table and the data board (spec 001 §3, §7, §9): the signage's calls
// `GET /api/infoPublish_program?playDate&programStatus=3&scenicAreaID[&projectID]` for today and
// tomorrow without a token (published rows only; on the area's today only those playing now), the
// screen's clock (`checkIsUpdate`: today and tomorrow in the area's time zone), a day's programme
// copied to other dates, and the data board's figures, shown only when switched on.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateOf } from '../../../domain/rules/ruleTime.ts';
import { type InfoPublishSetup, infoPublishSetup, refusal } from './infoPublishSupport.ts';

let t: InfoPublishSetup;
let today: string;
let tomorrow: string;
let localNow: string;

const ZONE = 'America/Mexico_City';

beforeAll(async () => {
  t = await infoPublishSetup();
  await t.query('update scenic_areas set time_zone = $1 where id = $2', [ZONE, t.areaB]);
  const clock = await t.screenGet<{ data: Record<string, string> }>(
    `/infoPublish_element/checkIsUpdate?scenicAreaID=${t.areaB}`,
  );
  ({ today, tomorrow } = clock.body.data as { today: string; tomorrow: string });
  localNow = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(clock.body.data.now!));
});
afterAll(() => t?.close());

const program = (playDate: string, change: object = {}) => ({
  scenicAreaID: t.areaB,
  programName: '山水实景演出',
  startPeriod: '10:00',
  endPeriod: '10:40',
  programAddress: '湖心观景台',
  remark: '约 40 分钟',
  playDate,
  ...change,
});
const screenDay = (playDate: string, extra = '') =>
  t.screenGet(
    `/infoPublish_program?playDate=${playDate}&pageItems=999&pageNumber=1&programStatus=3&scenicAreaID=${t.areaB}${extra}`,
  );
const names = (res: { body: { data: [Record<string, unknown>[], number] } }) =>
  res.body.data[0].map((r) => r.programName);

describe('the screen’s clock', () => {
  it('answers the area’s time zone, its today and tomorrow (no sign-in)', async () => {
    const res = await t.screenGet<{ data: Record<string, unknown> }>(
      `/infoPublish_element/checkIsUpdate?scenicAreaID=${t.areaB}`,
    );
    const { now, ...rest } = res.body.data;
    expect(rest.timeZone).toBe(ZONE);
    expect(rest.today).toBe(localDateOf(Date.parse(now as string), ZONE));
    expect(Date.parse(`${rest.tomorrow}T00:00:00Z`) - Date.parse(`${rest.today}T00:00:00Z`)).toBe(86_400_000);
    expect((await t.screenGet('/infoPublish_element/checkIsUpdate?scenicAreaID=999999')).status).toBe(404);
  });
});

describe('programmes', () => {
  it('shows a screen today’s and tomorrow’s published rows in time order, drafts only to staff', async () => {
    const later = await t.add(
      'infoPublish_program',
      program(today, { programName: '灯光音乐秀', startPeriod: '19:30', endPeriod: '20:00' }),
      t.tokenB,
    );
    const early = await t.add('infoPublish_program', program(today), t.tokenB);
    const draft = await t.add(
      'infoPublish_program',
      program(today, { programName: '草稿', programStatus: 0 }),
      t.tokenB,
    );
    await t.add('infoPublish_program', program(tomorrow, { programName: '古街民俗巡游' }), t.tokenB);
    const h = (Number(localNow.slice(0, 2)) + 2) % 24;
    const window = `${String(h).padStart(2, '0')}:00`;
    await t.add(
      'infoPublish_program',
      program(today, { programName: '不在播放时间', playStartTime: window, playEndTime: window }),
      t.tokenB,
    );

    const todays = await screenDay(today);
    expect(todays.status).toBe(200);
    expect(names(todays)).toEqual(['山水实景演出', '灯光音乐秀']);
    expect(todays.body.data[0][0]).toEqual({
      id: early.id,
      programName: '山水实景演出',
      startPeriod: '10:00',
      endPeriod: '10:40',
      programAddress: '湖心观景台',
      remark: '约 40 分钟',
      playDate: today,
    });
    expect(names(await screenDay(tomorrow, '&projectID=1'))).toEqual(['古街民俗巡游']);
    const staff = await t.list('infoPublish_program', { scenicAreaID: t.areaB, playDate: today }, t.tokenB);
    expect(staff[0].map((r) => r.id)).toEqual(expect.arrayContaining([later.id, early.id, draft.id]));
    expect(staff[1]).toBe(4);
  });

  it('lists for a screen only with programStatus=3, a scenic area and a play date', async () => {
    expect(
      refusal(await t.screenGet(`/infoPublish_program?playDate=${today}&scenicAreaID=${t.areaB}`)),
    ).toEqual([401, 'SIGNAGE_LIST_NEEDS_SIGN_IN']);
    expect(
      refusal(await t.screenGet(`/infoPublish_program?programStatus=3&scenicAreaID=${t.areaB}`)),
    ).toEqual([400, 'PLAY_DATE_REQUIRED']);
    expect(refusal(await t.screenGet(`/infoPublish_program?programStatus=3&playDate=${today}`))).toEqual([
      400,
      'SCENIC_AREA_REQUIRED',
    ]);
    expect(
      (await t.screenGet(`/infoPublish_program?programStatus=3&playDate=2026-13-40&scenicAreaID=1`)).status,
    ).toBe(400);
  });

  it('refuses an end before its start, another area, and callers without the flag', async () => {
    const backwards = await t.post(
      'infoPublish_program',
      'add',
      program(today, { endPeriod: '09:00' }),
      t.tokenB,
      'en',
    );
    expect(refusal(backwards)).toEqual([400, 'VALIDATION_FAILED']);
    const outside = await t.post(
      'infoPublish_program',
      'add',
      program(today, { scenicAreaID: t.areaA }),
      t.tokenB,
    );
    expect(refusal(outside)).toEqual([403, 'OUT_OF_SCOPE']);
    expect(refusal(await t.post('infoPublish_program', 'add', program(today), t.sellerToken))).toEqual([
      403,
      'FORBIDDEN',
    ]);
  });

  it('copies a day’s programme to other dates once, and tells the area’s screens', async () => {
    const screen = await t.screenSocket(t.areaB);
    try {
      const copy = { scenicAreaID: t.areaB, fromDate: today, toDates: ['2031-05-01', '2031-05-02'] };
      const first = await t.post<{ data: { copied: number; skipped: number } }>(
        'infoPublish_program',
        'copy',
        copy,
        t.tokenB,
      );
      expect(first.body.data).toEqual({ copied: 8, skipped: 0 });
      await expect.poll(() => screen.received).toEqual([{ scenicAreaID: t.areaB }]);
      const again = await t.post<{ data: { copied: number; skipped: number } }>(
        'infoPublish_program',
        'copy',
        copy,
        t.tokenB,
      );
      expect(again.body.data).toEqual({ copied: 0, skipped: 8 });
      const may = await t.list(
        'infoPublish_program',
        { scenicAreaID: t.areaB, playDate: '2031-05-02' },
        t.tokenB,
      );
      expect(may[0].map((r) => r.programStatus).sort()).toEqual([0, 1, 1, 1]);
      const onto = await t.post('infoPublish_program', 'copy', { ...copy, toDates: [today] }, t.tokenB, 'en');
      expect(onto.body.message).toContain('Target dates must differ');
    } finally {
      screen.socket.disconnect();
    }
  });
});

describe('data board', () => {
  const figures = () =>
    t.screenGet<{ data: unknown }>(`/infoPublish_dataBoard/figures?scenicAreaID=${t.areaB}`);

  it('shows a screen nothing until switched on, then today’s entries and each zone’s occupancy', async () => {
    expect((await figures()).body.data).toBeNull();
    await t.add('zone', { scenicAreaID: t.areaB, name: '乙园区', LimitEnable: true, LimitCount: 500 });
    const board = await t.add(
      'infoPublish_dataBoard',
      { scenicAreaID: t.areaB, showTodayEntries: true, showOccupancy: true },
      t.tokenB,
    );
    expect((await figures()).body.data).toEqual({
      todayEnterCount: 0,
      occupancy: [{ zoneName: '乙园区', inside: 0, limit: 500 }],
    });
    await t.post(
      'infoPublish_dataBoard',
      'edit',
      { id: board.id, scenicAreaID: t.areaB, showTodayEntries: true, showOccupancy: false, isEnable: true },
      t.tokenB,
    );
    expect((await figures()).body.data).toEqual({ todayEnterCount: 0, occupancy: null });
    await t.post('infoPublish_dataBoard', 'enable', { id: board.id, isEnable: false }, t.tokenB);
    expect((await figures()).body.data).toBeNull();
    const second = await t.post('infoPublish_dataBoard', 'add', { scenicAreaID: t.areaB }, t.tokenB, 'es');
    expect(refusal(second)).toEqual([409, 'DATA_BOARD_EXISTS']);
    expect(second.body.message).toContain('panel de datos');
  });
});
