// The use reports (issue 17) against a known history: gate passes in and out (one given back),
// window write-offs, refusals, refunds, cards sold, activated, recharged, paying and passing, tickets
// collected and orders reprinted. Every figure is compared with sums this test makes from the events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardTypeSnapshot } from '../../../domain/cards/cardEvents.ts';
import { REPORT_CATALOG, type ReportKey } from '../../../domain/reports/reportCatalog.ts';
import type { ReportGroupBy } from '../../../domain/reports/reportQuery.schema.ts';
import { type Fact, localInstant, type ReportHistory } from '../../support/reportHistory.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { sql } from '../support/apiClient.ts';
import {
  Expected,
  expectReport as expectReportOf,
  type ReportFixture,
  reportFixture,
} from './reportSupport.ts';

let server: TestServer;
let f: ReportFixture;
let h: ReportHistory;
let seller: number;
let devices: number[];
const at = (local: string) => localInstant(local, '+08:00');
const FROM = '2026-04-01';
const TO = '2026-04-03';
const cash = { method: 'cash' as const, receivedFen: 50_000, changeFen: 0, reference: null };

beforeAll(async () => {
  server = await startTestServer();
  f = await reportFixture(server);
  seller = f.userId('seller');
  devices = (
    await sql<{ id: number }>(server, 'select id from devices where scenic_area_id = $1 order by id', [
      f.areaId,
    ])
  ).map((d) => d.id);
  h = f.history();
  const z = f.zoneId;
  const [d1, d2] = [devices[0]!, devices[1] ?? devices[0]!];
  const a = h.sale({
    at: at('2026-04-01 09:00'),
    sellerID: seller,
    lines: [{ ticketTypeID: f.adult, count: 4 }],
  });
  const c = h.sale({
    at: at('2026-04-01 09:30'),
    sellerID: seller,
    lines: [{ ticketTypeID: f.child, count: 3 }],
  });
  const g = h.sale({
    at: at('2026-04-02 09:00'),
    sellerID: seller,
    lines: [{ ticketTypeID: f.adult, count: 4 }],
    oneTicketForMany: true,
  });
  const [t1, t2, t3, t4] = a.tickets;
  h.pass({ at: at('2026-04-01 10:00'), ticketNo: t1!.ticketNo, zoneId: z, deviceId: d1, direction: 'in' });
  h.pass({ at: at('2026-04-01 15:00'), ticketNo: t1!.ticketNo, zoneId: z, deviceId: d2, direction: 'out' });
  const back = h.pass({
    at: at('2026-04-01 10:05'),
    ticketNo: t2!.ticketNo,
    zoneId: z,
    deviceId: d2,
    direction: 'in',
  });
  h.passReturned({
    at: at('2026-04-01 10:06'),
    ticketNo: t2!.ticketNo,
    passRequestId: back,
    zoneId: z,
    passedOn: '2026-04-01',
  });
  h.writeOff({ at: at('2026-04-01 11:00'), sellerID: seller, ticketNo: t3!.ticketNo, zoneId: z, count: 1 });
  h.denied({ at: at('2026-04-01 11:30'), ticketNo: t4!.ticketNo, zoneId: z, deviceId: d1 });
  h.refund({ at: at('2026-04-01 12:00'), sellerID: seller, order: c.order, tickets: [c.tickets[0]!] });
  h.pass({
    at: at('2026-04-01 13:00'),
    ticketNo: c.tickets[1]!.ticketNo,
    zoneId: z,
    deviceId: d1,
    direction: 'in',
  });
  h.pass({
    at: at('2026-04-02 10:00'),
    ticketNo: g.tickets[0]!.ticketNo,
    zoneId: z,
    deviceId: d1,
    direction: 'in',
    persons: 4,
  });
  h.collected({ at: at('2026-04-01 09:05'), sellerID: seller, ticketNo: t1!.ticketNo });
  h.collected({ at: at('2026-04-02 09:05'), sellerID: seller, ticketNo: g.tickets[0]!.ticketNo });
  h.reprinted({ at: at('2026-04-02 09:10'), sellerID: seller, orderNo: a.orderNo, ticketNos: a.ticketNos });
  const type: CardTypeSnapshot = {
    ticketTypeID: f.adult,
    ticketTypeName: '成人票',
    touristType: 0,
    ticketCate: 1,
    feeMethod: 0,
    listPrice: 30_000,
    medium: 0,
    startingType: 0,
    startingDate: null,
    useDays: 365,
    zones: [],
    enterMode: 0,
    replacementFee: 0,
  };
  const holder = { name: '王五', idNumber: '11010519491231002X', mobile: '13800138000', photoId: null };
  const seller_ = { sellerID: seller, sellerAccount: 'seller' };
  const validity = { validFrom: '2026-04-02', validTo: '2027-04-01' };
  h.card(at('2026-04-01 16:00'), seller, 'K1', {
    type: 'CardSold',
    data: {
      cardNo: 'K1',
      scenicAreaID: f.areaId,
      type,
      holder,
      price: 30_000,
      payment: cash,
      ...seller_,
      soldOn: '2026-04-01',
      validity: null,
      source: 'window',
    },
  });
  h.card(at('2026-04-02 08:00'), seller, 'K1', {
    type: 'CardActivated',
    data: { cardNo: 'K1', ...validity, ...seller_ },
  });
  h.recharge({
    at: at('2026-04-02 08:10'),
    sellerID: seller,
    cardNo: 'K1',
    amount: 20_000,
    bonus: 2_000,
    method: 'cash',
  });
  h.recharge({
    at: at('2026-04-03 08:10'),
    sellerID: seller,
    cardNo: 'K1',
    amount: 5_000,
    bonus: 0,
    method: 'wechat',
  });
  h.card(at('2026-04-03 09:00'), seller, 'K1', {
    type: 'CardCharged',
    data: {
      cardNo: 'K1',
      scenicAreaID: f.areaId,
      amount: 8_000,
      orderNo: 'DD0000000000009999',
      reason: 'sale',
      stay: null,
      ...seller_,
      balanceAfter: 19_000,
    },
  });
  h.pass({
    at: at('2026-04-02 11:00'),
    ticketNo: 'K1',
    zoneId: z,
    deviceId: d1,
    direction: 'in',
    stream: 'card-K1',
  });
  h.pass({
    at: at('2026-04-02 17:00'),
    ticketNo: 'K1',
    zoneId: z,
    deviceId: d2,
    direction: 'out',
    stream: 'card-K1',
  });
  h.denied({ at: at('2026-04-03 11:00'), ticketNo: 'K1', zoneId: z, deviceId: d1, stream: 'card-K1' });
  await f.given(h);
}, 60_000);
afterAll(() => server?.close());

const of = (type: string, stream?: 'card' | 'ticket') =>
  h.facts.filter((x) => x.type === type && (!stream || x.streamId.startsWith(`${stream}-`)));
const data = <T>(x: Fact) => x.data as T;
type Pass = {
  zoneId: number;
  deviceId: string;
  direction: string;
  persons: number;
  passedOn: string;
  requestId: string;
  ticketNo: string;
};

/** The type of each ticket and card stream, from its birth. */
function typeOfStream(): Map<string, number> {
  const types = new Map<string, number>();
  for (const x of of('TicketIssued')) types.set(x.streamId, data<{ ticketTypeID: number }>(x).ticketTypeID);
  for (const x of of('CardSold'))
    types.set(x.streamId, data<{ type: { ticketTypeID: number } }>(x).type.ticketTypeID);
  return types;
}

function keyOf(
  groupBy: ReportGroupBy,
  day: string,
  dims: { type?: number; zone?: number; device?: number | string; seller?: number; method?: string },
) {
  switch (groupBy) {
    case 'day':
      return day;
    case 'month':
      return day.slice(0, 7);
    case 'ticketType':
      return String(dims.type);
    case 'zone':
      return String(dims.zone);
    case 'device':
      return String(dims.device);
    case 'seller':
      return String(dims.seller);
    default:
      return String(dims.method);
  }
}

/** Passes (less the ones given back) and refusals of the streams `kind` names (all when omitted). */
function expectedPasses(groupBy: ReportGroupBy, kind?: 'ticket' | 'card'): Expected {
  const e = new Expected();
  const types = typeOfStream();
  const passes = new Map<string, Pass>();
  for (const x of of('TicketPassed', kind)) {
    const p = data<Pass>(x);
    passes.set(p.requestId, p);
    const key = keyOf(groupBy, p.passedOn, {
      type: types.get(x.streamId),
      zone: p.zoneId,
      device: p.deviceId,
    });
    const side: Record<string, number> =
      p.direction === 'in' ? { entries: 1, entryPersons: p.persons } : { exits: 1, exitPersons: p.persons };
    e.add(key, { ...side, swipes: 1, persons: kind === 'card' || p.direction === 'in' ? p.persons : 0 });
  }
  for (const x of of('PassReturned', kind)) {
    const r = data<{ passRequestId: string; passedOn: string }>(x);
    const p = passes.get(r.passRequestId)!;
    const key = keyOf(groupBy, r.passedOn, {
      type: types.get(x.streamId),
      zone: p.zoneId,
      device: p.deviceId,
    });
    e.add(key, { entries: -1, entryPersons: -p.persons, persons: -p.persons, swipes: -1 });
  }
  for (const x of of('TicketWrittenOff', kind)) {
    const w = data<{ zoneId: number; count: number; writtenOffOn: string }>(x);
    e.add(keyOf(groupBy, w.writtenOffOn, { type: types.get(x.streamId), zone: w.zoneId, device: 0 }), {
      writeOffs: w.count,
    });
  }
  for (const x of of('PassDenied', kind)) {
    const d = data<{ zoneId: number; deviceId: number; deniedOn: string }>(x);
    e.add(keyOf(groupBy, d.deniedOn, { type: types.get(x.streamId), zone: d.zoneId, device: d.deviceId }), {
      denied: 1,
    });
  }
  return e.derive((r) => {
    r.verifications = (r.entries ?? 0) + (r.writeOffs ?? 0);
  });
}

function expectedUnused(groupBy: ReportGroupBy): Expected {
  const e = new Expected();
  const used = new Set<string>();
  const returned = new Set(of('PassReturned').map((x) => data<{ passRequestId: string }>(x).passRequestId));
  for (const x of of('TicketPassed', 'ticket')) {
    const p = data<Pass>(x);
    if (p.direction === 'in' && !returned.has(p.requestId)) used.add(x.streamId);
  }
  for (const x of of('TicketWrittenOff')) used.add(x.streamId);
  const refunded = new Set(of('TicketRefunded').map((x) => x.streamId));
  for (const x of of('TicketIssued')) {
    const t = data<{ validTo: string; ticketTypeID: number; price: number }>(x);
    const isUsed = used.has(x.streamId);
    const isRefunded = !isUsed && refunded.has(x.streamId);
    e.add(keyOf(groupBy, t.validTo, { type: t.ticketTypeID }), {
      ticketCount: 1,
      usedCount: isUsed ? 1 : 0,
      refundCount: isRefunded ? 1 : 0,
      unusedCount: isUsed || isRefunded ? 0 : 1,
      unusedAmount: isUsed || isRefunded ? 0 : t.price,
    });
  }
  return e;
}

function expectedCards(groupBy: ReportGroupBy): Expected {
  const e = new Expected();
  const types = typeOfStream();
  for (const x of h.facts.filter((y) => y.streamId.startsWith('card-'))) {
    const d = data<{ amount: number; bonus: number; payment?: { method: string } }>(x);
    const key = (method: string) =>
      keyOf(groupBy, x.day, { type: types.get(x.streamId), seller: x.sellerID, method });
    if (x.type === 'CardActivated') e.add(key(''), { activations: 1 });
    if (x.type === 'CardRecharged')
      e.add(key(d.payment!.method), { rechargeCount: 1, rechargeAmount: d.amount, bonusAmount: d.bonus });
    if (x.type === 'CardCharged') e.add(key('storedCard'), { chargeCount: 1, chargeAmount: d.amount });
  }
  return e;
}

function expectedFetches(groupBy: ReportGroupBy): Expected {
  const e = new Expected();
  for (const x of h.facts) {
    const key = keyOf(groupBy, x.day, { seller: x.sellerID });
    if (x.type === 'TicketCollected') e.add(key, { collections: 1 });
    if (x.type === 'OrderReprinted')
      e.add(key, { reprints: 1, reprintedTickets: data<{ ticketNos: string[] }>(x).ticketNos.length });
  }
  return e;
}

const expectReport = (key: ReportKey, groupBy: ReportGroupBy, expected: Expected) =>
  expectReportOf(f, { from: FROM, to: TO }, key, groupBy, expected);

const CASES: [ReportKey, (g: ReportGroupBy) => Expected][] = [
  ['verificationReport', (g) => expectedPasses(g, 'ticket')],
  ['entryExitReport', (g) => expectedPasses(g)],
  ['cardSwipeReport', (g) => expectedPasses(g, 'card')],
  ['unusedReport', expectedUnused],
  ['activationReport', expectedCards],
  ['storedCardReport', expectedCards],
  ['supplementaryFetchReport', expectedFetches],
];

describe('use reports', () => {
  for (const [key, expected] of CASES) {
    for (const groupBy of REPORT_CATALOG[key].groupings) {
      it(`${key} by ${groupBy} equals the sums of the events`, async () => {
        await expectReport(key, groupBy, expected(groupBy));
      });
    }
  }

  it('names devices and zones from master data, and the window for write-offs', async () => {
    const res = await f.report('verificationReport', { from: FROM, to: TO, groupBy: 'device' });
    const names = new Map(res.body.data.rows.map((r) => [r.deviceID, r.deviceName]));
    const [device] = await sql<{ name: string }>(server, 'select name from devices where id = $1', [
      devices[0],
    ]);
    expect(names.get(devices[0])).toBe(device!.name);
    expect(names.get(0)).toBeNull();
  });

  it('the unused report lists only days whose validity has ended, filtered by type', async () => {
    const res = await f.report('unusedReport', { from: FROM, to: '2026-12-31', ticketTypeID: f.child });
    const e = expectedUnused('day');
    const child = of('TicketIssued').filter(
      (x) => data<{ ticketTypeID: number }>(x).ticketTypeID === f.child,
    );
    expect(res.body.data.totals.ticketCount).toBe(child.length);
    expect(res.body.data.rows.map((r) => r.day)).toEqual(['2026-04-01']);
    expect(e.groups.get('2026-04-01')!.refundCount).toBe(1);
  });

  it('the daily summary and the data center count the persons in and out of every credential', async () => {
    const e = expectedPasses('day');
    const summary = await f.report('dailySummaryReport', { from: FROM, to: TO });
    for (const row of summary.body.data.rows) {
      const day = e.groups.get(row.day as string) ?? {};
      expect([row.entryPersons, row.exitPersons]).toEqual([day.entryPersons ?? 0, day.exitPersons ?? 0]);
    }
    const center = await f.report('dataCenter', { from: FROM, to: TO });
    expect(center.body.data.totals).toMatchObject(e.totals(['entryPersons', 'exitPersons']));
  });

  it('the entry/exit report filtered by direction counts that direction only', async () => {
    const res = await f.report('entryExitReport', { from: FROM, to: TO, direction: 'out' });
    const all = expectedPasses('day').totals(['exits', 'exitPersons']);
    expect(res.body.data.totals).toMatchObject({ entries: 0, entryPersons: 0, ...all });
  });
});
