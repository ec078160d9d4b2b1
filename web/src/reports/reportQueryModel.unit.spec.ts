import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { REPORT_CATALOG } from '../../../domain/reports/reportCatalog.ts';
import { ReportQuery } from '../../../domain/reports/reportQuery.schema.ts';
import {
  criteriaOf,
  exportQuery,
  firstView,
  QUICK_RANGES,
  quickRange,
  reportQuery,
} from './reportQueryModel.ts';

const days = (range: [dayjs.Dayjs, dayjs.Dayjs]) => range.map((d) => d.format('YYYY-MM-DD'));
// A Wednesday.
const today = dayjs('2026-03-11');

describe('quick ranges', () => {
  it('end today (or yesterday, or at the end of last month), weeks from Monday', () => {
    expect(days(quickRange('today', today))).toEqual(['2026-03-11', '2026-03-11']);
    expect(days(quickRange('yesterday', today))).toEqual(['2026-03-10', '2026-03-10']);
    expect(days(quickRange('thisWeek', today))).toEqual(['2026-03-09', '2026-03-11']);
    expect(days(quickRange('thisWeek', dayjs('2026-03-15')))).toEqual(['2026-03-09', '2026-03-15']);
    expect(days(quickRange('thisMonth', today))).toEqual(['2026-03-01', '2026-03-11']);
    expect(days(quickRange('lastMonth', today))).toEqual(['2026-02-01', '2026-02-28']);
    expect(days(quickRange('last30Days', today))).toEqual(['2026-02-10', '2026-03-11']);
    expect(days(quickRange('thisYear', today))).toEqual(['2026-01-01', '2026-03-11']);
  });

  it('each pass the server schema (a year at most)', () => {
    for (const r of QUICK_RANGES) {
      const [from, to] = days(quickRange(r, dayjs('2028-12-31')));
      expect(ReportQuery.safeParse({ from, to }).success).toBe(true);
    }
  });
});

describe('the query of a report', () => {
  const values = {
    scenicAreaID: 3,
    range: [dayjs('2026-03-01'), dayjs('2026-03-11')] as [dayjs.Dayjs, dayjs.Dayjs],
    ticketTypeID: 7,
    sellerID: 0,
    paymentMethod: 'cash',
    source: null,
    zoneID: undefined,
  };

  it('sends only the filters the report accepts, a seller 0 included, empty ones left out', () => {
    const criteria = criteriaOf(values);
    const ticket = REPORT_CATALOG.ticketReport;
    const view = firstView(ticket, 'day', ['day', 'ticketCount']);
    expect(reportQuery(ticket, criteria, view)).toEqual({
      scenicAreaID: 3,
      from: '2026-03-01',
      to: '2026-03-11',
      ticketTypeID: 7,
      sellerID: 0,
      paymentMethod: 'cash',
      groupBy: 'day',
      sortBy: 'day',
      sortOrder: 'asc',
      pageItems: 20,
      pageNumber: 1,
    });
    const reconciliation = REPORT_CATALOG.reconciliation;
    const query = reportQuery(reconciliation, criteria, firstView(reconciliation, 'day', ['day']));
    expect(Object.keys(query)).not.toContain('ticketTypeID');
    expect(query.paymentMethod).toBe('cash');
    expect(ReportQuery.safeParse(query).success).toBe(true);
  });

  it('leaves the sort to the server when the grouping lacks the default sort column', () => {
    const order = REPORT_CATALOG.orderReport;
    const view = firstView(order, 'seller', ['sellerAccount', 'orderCount']);
    expect(view).toEqual({ groupBy: 'seller', pageItems: 20, pageNumber: 1 });
    expect(reportQuery(order, criteriaOf(values), view)).not.toHaveProperty('sortBy');
  });

  it('exports every row: no page in the export query', () => {
    const order = REPORT_CATALOG.orderReport;
    const query = exportQuery(order, criteriaOf(values), { groupBy: 'month', pageItems: 50, pageNumber: 3 });
    expect(query).not.toHaveProperty('pageItems');
    expect(query).not.toHaveProperty('pageNumber');
    expect(query.groupBy).toBe('month');
  });

  it('is refused by the form like the server refuses it: more than a year', () => {
    const query = { ...criteriaOf(values), from: '2025-03-01', to: '2026-03-01' };
    const result = ReportQuery.safeParse(query);
    expect(result.error?.issues[0]?.message).toBe('i18n:reportSpanTooLong');
    expect(ReportQuery.safeParse({ ...query, to: '2026-02-28' }).success).toBe(true);
  });
});
