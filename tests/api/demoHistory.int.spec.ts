// Issue 17, "a first look that shows something": with DEMO_HISTORY on, a fresh database's demo seed
// plays a month of history through the use cases, and the order list, the ticket query, the refund
// orders, the shift records, the agency orders and the home show it on past days. Running the seed
// again adds nothing; with the setting off (a test server's default) nothing is played.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SCENIC_AREA } from '../../api/src/appContext.ts';
import { demoHistoryWanted, loadConfig } from '../../api/src/config/config.ts';
import { demoHistorySeed, HISTORY_DAYS, HISTORY_SEED } from '../../api/src/demoHistory/demoHistory.seed.ts';
import { demoWorldOf } from '../../api/src/demoHistory/demoWorld.ts';
import { type DayPlan, planHistory } from '../../domain/demoHistory/historyPlan.ts';
import { areaClock } from '../../domain/gates/areaClock.ts';
import type { Page } from '../../domain/http/replies.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/testServer.ts';
import { apiClient, sql } from './support/apiClient.ts';

const demo = { password: DEMO_PASSWORD, scenicAreaName: DEMO_SCENIC_AREA };
/** The read models take in a month at once: longer than one command's wait on a busy machine. */
const CATCH_UP = { timeout: 90_000, interval: 250 };
const eventCount = async (server: TestServer) =>
  (await sql<{ n: number }>(server, 'select count(*)::int as n from es_events'))[0]!.n;

describe('the demo history, on', () => {
  let server: TestServer;
  let token: string;
  let past: DayPlan[];
  let settled: number;
  let world: NonNullable<Awaited<ReturnType<typeof demoWorldOf>>>;
  let call: ReturnType<typeof apiClient>['call'];
  const total = async (path: string) => (await call<Page<unknown>>('GET', path, { token })).body.data[1];

  beforeAll(async () => {
    server = await startTestServer({ DEMO_HISTORY: 'true' });
    const client = apiClient(server);
    call = client.call;
    token = await client.login('admin');
    world = (await demoWorldOf(server.running.ctx.pool, DEMO_SCENIC_AREA))!;
    // The seed's today: the day its mark was set, a moment before it read the clock.
    const [mark] = await sql<{ at: Date }>(
      server,
      `select value::timestamptz as at from app_settings where key = 'seed:demoHistory'`,
    );
    const { today, localTime } = areaClock(mark!.at, world.timeZone, []);
    const nowMinute = Number(localTime.slice(0, 2)) * 60 + Number(localTime.slice(3, 5));
    const { busyDates } = world!;
    const plan = planHistory({ seed: HISTORY_SEED, today, nowMinute, pastDays: HISTORY_DAYS, busyDates });
    past = plan.slice(0, -1);
    // Each past day's shift is settled the next morning at 08:40: yesterday's only if the seed ran after.
    settled = plan.slice(1).filter((day) => day.settlePrevious).length;
  });
  afterAll(() => server?.close());

  const sum = (of: (day: DayPlan) => number) => past.reduce((n, day) => n + of(day), 0);
  const span = () => `from=${past[0]!.date}&to=${past.at(-1)!.date}`;

  it('lists every past day’s window orders, bookings and the agency’s sale, with their tickets', async () => {
    const orders = sum((d) => d.windowOrders.length + d.bookings.length) + 1;
    const tickets = sum(
      (d) =>
        d.windowOrders.reduce((n, o) => n + o.lines.reduce((m, l) => m + l.count, 0), 0) +
        d.bookings.reduce((n, b) => n + b.count, 0),
    );
    const agencyTickets = past.find((d) => d.agencyOrder)!.agencyOrder!.tourists.length;
    expect(orders).toBeGreaterThan(20 * HISTORY_DAYS);
    await expect.poll(() => total(`/ticketQuery/orders?${span()}`), CATCH_UP).toBe(orders);
    await expect.poll(() => total(`/ticketQuery/tickets?${span()}`), CATCH_UP).toBe(tickets + agencyTickets);
    const first = await total(`/ticketQuery/orders?from=${past[0]!.date}&to=${past[0]!.date}`);
    expect(first).toBe(past[0]!.windowOrders.length + past[0]!.bookings.length);
  });

  it('shows the refunds, one through review, and a handed-over, settled shift each past day', async () => {
    const refunds = sum((d) => d.windowOrders.filter((o) => o.refund).length);
    await expect.poll(() => total(`/sell/refundOrders?pageItems=999`), CATCH_UP).toBe(refunds);
    await expect.poll(() => total('/sell/shiftRecords?pageItems=999'), CATCH_UP).toBe(HISTORY_DAYS);
    type Shift = { differenceAmount: number; settledAmount: number | null };
    const shifts = await call<Page<Shift>>('GET', '/sell/shiftRecords?pageItems=999', { token });
    const rows = shifts.body.data[0];
    expect(rows.map((r) => r.differenceAmount)).toEqual(rows.map(() => 0));
    expect(settled).toBeGreaterThanOrEqual(HISTORY_DAYS - 1);
    expect(rows.filter((r) => r.settledAmount !== null)).toHaveLength(settled);
    await expect.poll(() => total('/travelAgency/orders?status=2'), CATCH_UP).toBe(1);
  });

  it('reconciles every past day with the sandbox statement: window and visitors, no difference', async () => {
    type Reconciled = { rows: { paymentMethod: string }[]; differences?: unknown[] };
    const range = `from=${past[0]!.date}&to=${past.at(-1)!.date}&scenicAreaID=${world.areaId}&pageItems=1000`;
    const reconciled = async () =>
      (await call<{ data: Reconciled }>('GET', `/report/reconciliation?${range}`, { token })).body.data;
    const methods = async () => new Set((await reconciled()).rows.map((r) => r.paymentMethod)).size;
    await expect.poll(methods, CATCH_UP).toBeGreaterThan(1);
    await expect.poll(async () => (await reconciled()).differences, CATCH_UP).toEqual([]);
  }, 200_000);

  it('gives the home a month of tickets and entries beside today’s', async () => {
    const count = (lines: { count: number }[]) => lines.reduce((n, l) => n + l.count, 0);
    const agency = past.find((d) => d.agencyOrder)!.agencyOrder!.tourists.length;
    const pastTickets =
      sum((d) => d.windowOrders.reduce((n, o) => n + count(o.lines), 0) + count(d.bookings)) + agency;
    const pastEntries =
      sum(
        (d) =>
          d.windowOrders.reduce((n, o) => n + (o.visit ? count(o.lines) - (o.refund?.count ?? 0) : 0), 0) +
          count(d.bookings.filter((b) => b.visit)),
      ) + agency;
    const home = async () => {
      const { data } = (await call<{ data: Record<string, number> }>('GET', '/homePage', { token })).body;
      const today = data.OrdinaryCard! + data.GroupCard! + data.StoreCard! + data.MembershipCard!;
      return { pastTickets: data.ticketNum! - today, pastEntries: data.enterCount! - data.todayEnterCount! };
    };
    await expect.poll(home, CATCH_UP).toEqual({ pastTickets, pastEntries });
    expect(pastEntries).toBeGreaterThan(pastTickets * 0.8);
    const days = await sql<{ n: number }>(
      server,
      `select count(distinct (hour at time zone 'Asia/Shanghai')::date)::int as n from area_sales_hourly`,
    );
    expect(days[0]!.n).toBeGreaterThanOrEqual(HISTORY_DAYS);
  });

  it('adds nothing when the seed runs again, even with its mark gone', async () => {
    const before = await eventCount(server);
    await demoHistorySeed(server.running.ctx, demo);
    expect(await eventCount(server)).toBe(before);
    await sql(server, `delete from app_settings where key = 'seed:demoHistory'`);
    await demoHistorySeed(server.running.ctx, demo);
    expect(await eventCount(server)).toBe(before);
  });
});

describe('the demo history, off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('is on by default only with the embedded database, and DEMO_HISTORY says otherwise', () => {
    expect(demoHistoryWanted(loadConfig({}))).toBe(true);
    expect(demoHistoryWanted(loadConfig({ DEMO_HISTORY: '0' }))).toBe(false);
    expect(demoHistoryWanted(loadConfig({ DATABASE_URL: 'postgres://x@h/db' }))).toBe(false);
    expect(demoHistoryWanted(loadConfig({ DATABASE_URL: 'postgres://x@h/db', DEMO_HISTORY: 'true' }))).toBe(
      true,
    );
  });

  it('plays nothing on a test server, nor when the seed runs with the setting off', async () => {
    const orders = () =>
      sql<{ n: number }>(server, `select count(*)::int as n from es_events where type = 'OrderPlaced'`);
    expect((await orders())[0]!.n).toBe(0);
    const off = {
      ...server.running.ctx,
      config: { ...server.running.ctx.config, DEMO_HISTORY: 'false' as const },
    };
    await demoHistorySeed(off, demo);
    expect((await orders())[0]!.n).toBe(0);
  });
});
