// Shared set-up of the report API tests (issue 17): a server with the demo data, the administrator
// and the seller signed in, the demo area's ticket types as the sale decider takes them, a history
// builder on that area, and the report call.

import { expect } from 'vitest';
import type { Ok } from '../../../domain/http/replies.ts';
import type { ReportData, ReportRow } from '../../../domain/reports/reportAnswer.schema.ts';
import {
  REPORT_CATALOG,
  type ReportKey,
  ROW_IDS,
  totalColumns,
} from '../../../domain/reports/reportCatalog.ts';
import type { ReportGroupBy, ReportQueryInput } from '../../../domain/reports/reportQuery.schema.ts';
import type { SaleTicketType } from '../../../domain/sales/saleTicketType.ts';
import { ADULT } from '../../domain/sales/saleFixtures.ts';
import { givenEvents } from '../../support/givenEvents.ts';
import { ReportHistory } from '../../support/reportHistory.ts';
import type { TestServer } from '../../support/testServer.ts';
import { apiClient, sql } from '../support/apiClient.ts';

export async function reportFixture(server: TestServer) {
  const api = apiClient(server);
  const [adminToken, sellerToken] = await Promise.all([api.login('admin'), api.login('seller')]);
  const users = await sql<{ id: number; account: string }>(server, 'select id, account from users');
  const userId = (account: string) => users.find((u) => u.account === account)!.id;
  const rows = await sql<{ id: number; name: string; price: number; scenic_area_id: number }>(
    server,
    `select t.id, t.name, t.price, t.scenic_area_id from ticket_types t
       join scenic_areas s on s.id = t.scenic_area_id where s.name = '示范景区' order by t.id`,
  );
  const areaId = rows[0]!.scenic_area_id;
  const [zone] = await sql<{ id: number }>(
    server,
    'select id from zones where scenic_area_id = $1 order by id',
    [areaId],
  );
  const typeOf = (name: string) => rows.find((r) => r.name === name)!;
  /** The demo's 成人票 and 儿童票 as plain day tickets of their real ids and prices. */
  const saleType = (name: string): SaleTicketType => ({
    ...ADULT,
    id: typeOf(name).id,
    scenicAreaID: areaId,
    ticketTypeName: name,
    ticketPrice: typeOf(name).price,
    manyPeopleOneTicket: true,
  });
  const types = new Map([saleType('成人票'), saleType('儿童票')].map((t) => [t.id, t]));

  async function report(
    key: ReportKey,
    query: Partial<ReportQueryInput> & Record<string, unknown>,
    options: { token?: string; lang?: 'cn' | 'en' | 'es' } = {},
  ) {
    const qs = new URLSearchParams(
      Object.entries({ pageItems: 1000, ...query }).map(([k, v]) => [k, String(v)]),
    );
    return api.call<Ok<ReportData> & { code?: string; message?: string }>('GET', `/report/${key}?${qs}`, {
      token: options.token ?? adminToken,
      lang: options.lang,
    });
  }

  return {
    api,
    adminToken,
    sellerToken,
    userId,
    areaId,
    zoneId: zone!.id,
    types,
    adult: typeOf('成人票').id,
    child: typeOf('儿童票').id,
    history: (timeZone = 'Asia/Shanghai', area = areaId, firstSerial = 1) =>
      new ReportHistory({ id: area, timeZone }, types, firstSerial),
    report,
    /** Writes what a history holds since it was last taken, and waits for the read models. */
    given: async (history: ReportHistory) => {
      for (const streams of history.take()) await givenEvents(server, streams);
    },
  };
}

export type ReportFixture = Awaited<ReturnType<typeof reportFixture>>;

/** Figures summed per group key, as a test computes them from the facts it wrote. */
export class Expected {
  readonly groups = new Map<string, Record<string, number>>();

  add(key: string, values: Record<string, number>): void {
    const row = this.groups.get(key) ?? {};
    for (const [k, v] of Object.entries(values)) row[k] = (row[k] ?? 0) + v;
    this.groups.set(key, row);
  }

  /** Fills a derived figure of every group. */
  derive(fill: (row: Record<string, number>) => void): this {
    for (const row of this.groups.values()) fill(row);
    return this;
  }

  totals(columns: readonly string[]): Record<string, number> {
    const out: Record<string, number> = {};
    for (const c of columns) out[c] = [...this.groups.values()].reduce((n, r) => n + (r[c] ?? 0), 0);
    return out;
  }
}

/** The rows of an answer keyed by a column, each cut to `columns`. */
export function byKey(rows: readonly ReportRow[], key: string, columns: readonly string[]) {
  return new Map(
    rows.map((r) => [String(r[key]), Object.fromEntries(columns.map((c) => [c, r[c]]))] as const),
  );
}

/** What the test expects, cut to `columns` the same way (missing figures are 0). */
export function expectedRows(expected: Expected, columns: readonly string[]) {
  return new Map(
    [...expected.groups.entries()]
      .filter(([, r]) => columns.some((c) => (r[c] ?? 0) !== 0))
      .map(([k, r]) => [k, Object.fromEntries(columns.map((c) => [c, r[c] ?? 0]))] as const),
  );
}

/**
 * Asks `key` grouped by `groupBy` over `from`..`to` and expects every measure of every row, and the
 * totals, to be what `expected` summed (rows are matched by the grouping's id or value).
 */
export async function expectReport(
  f: ReportFixture,
  range: { from: string; to: string },
  key: ReportKey,
  groupBy: ReportGroupBy,
  expected: Expected,
) {
  const res = await f.report(key, { ...range, groupBy });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const columns = REPORT_CATALOG[key].measures.map((m) => m.key);
  const keyColumn = ROW_IDS[groupBy] ?? groupBy;
  expect(byKey(res.body.data.rows, keyColumn, columns)).toEqual(expectedRows(expected, columns));
  expect(res.body.data.total).toBe(res.body.data.rows.length);
  expect(res.body.data.totals).toEqual(expected.totals(totalColumns(REPORT_CATALOG[key])));
  return res.body.data;
}
