// Every report (issue 17) as data: its key (the menu key of domain/auth/menu.ts), the flag that
// guards it, the groupings it offers, its measures, the filters it accepts, its default sort,
// which columns get totals and which charts it has. The server answers and exports exactly these
// columns; the screens draw their tables, filters and charts from the same entries.
//
// A row holds the grouping's columns (GROUP_COLUMNS: e.g. `day`, or `ticketTypeID` + `ticketTypeName`),
// then the report's measures. Money is fen; `day` is a local date `YYYY-MM-DD`, `month` `YYYY-MM`.
import type { FlagKey } from '../auth/permissionFlags.ts';
import type { ReportFilter, ReportGroupBy } from './reportQuery.schema.ts';

export type ColumnKind = 'money' | 'count' | 'text' | 'date';

export interface ReportColumn {
  key: string;
  kind: ColumnKind;
  /** Summed into the answer's `totals`. */
  total?: true;
}

export interface ReportDefinition {
  key: ReportKey;
  flag: FlagKey;
  /** The first is the default. */
  groupings: readonly ReportGroupBy[];
  measures: readonly ReportColumn[];
  filters: readonly ReportFilter[];
  /** A column key; when the chosen grouping lacks it, rows are sorted by their first column, ascending. */
  defaultSort: { by: string; order: 'asc' | 'desc' };
  /** Charts: `trend` (per day) of these measures, shares by source / payment method of `shareOf`. */
  series?: { trend: readonly string[]; shareOf?: string; shares?: readonly ('source' | 'paymentMethod')[] };
}

/** The columns a grouping puts at the front of each row (its ids travel in the row too: see ROW_IDS). */
export const GROUP_COLUMNS: Record<ReportGroupBy, readonly ReportColumn[]> = {
  day: [{ key: 'day', kind: 'date' }],
  month: [{ key: 'month', kind: 'text' }],
  ticketType: [{ key: 'ticketTypeName', kind: 'text' }],
  seller: [{ key: 'sellerAccount', kind: 'text' }],
  source: [{ key: 'source', kind: 'text' }],
  paymentMethod: [{ key: 'paymentMethod', kind: 'text' }],
  zone: [{ key: 'zoneName', kind: 'text' }],
  device: [{ key: 'deviceName', kind: 'text' }],
  scenicArea: [{ key: 'scenicAreaName', kind: 'text' }],
};

/** The id a row of a grouping also carries (not a column: for drilling down with a filter). */
export const ROW_IDS: Partial<Record<ReportGroupBy, string>> = {
  ticketType: 'ticketTypeID',
  seller: 'sellerID',
  zone: 'zoneID',
  device: 'deviceID',
  scenicArea: 'scenicAreaID',
};

const money = (key: string): ReportColumn => ({ key, kind: 'money', total: true });
const count = (key: string): ReportColumn => ({ key, kind: 'count', total: true });
const counts = (...keys: string[]) => keys.map(count);

/** Orders and their money (OrderPlaced on its sale day; refunds on the refund's local day). */
const ORDER_MONEY = [
  count('orderCount'),
  count('ticketCount'),
  count('persons'),
  money('amount'),
  money('discount'),
  money('actualAmount'),
  count('refundCount'),
  money('refundAmount'),
  money('netAmount'),
] as const;

/** Tickets and their money (TicketIssued on its sale day; each refunded ticket on the refund's day). */
const TICKET_MONEY = ORDER_MONEY.filter((c) => c.key !== 'orderCount');

const SALE_FILTERS = ['sellerID', 'source', 'paymentMethod'] as const;
const MONEY_SERIES = {
  trend: ['actualAmount', 'refundAmount'],
  shareOf: 'actualAmount',
  shares: ['source', 'paymentMethod'],
} as const;

export const REPORT_KEYS = [
  'orderReport',
  'ticketReport',
  'verificationReport',
  'entryExitReport',
  'cardSwipeReport',
  'activationReport',
  'unusedReport',
  'refundReport',
  'sourceReport',
  'storedCardReport',
  'supplementaryFetchReport',
  'dailySummaryReport',
  'sellerSalesReport',
  'ticketTypeSalesReport',
  'financeStatements',
  'reconciliation',
  'dataCenter',
] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];

/** A report as written below: sorted by day, oldest first, unless it says otherwise. */
const define = (
  d: Omit<ReportDefinition, 'defaultSort'> & Partial<Pick<ReportDefinition, 'defaultSort'>>,
): ReportDefinition => ({ defaultSort: { by: 'day', order: 'asc' }, ...d });

export const REPORT_CATALOG: Record<ReportKey, ReportDefinition> = {
  orderReport: define({
    key: 'orderReport',
    flag: 'ticketReport1',
    groupings: ['day', 'month', 'seller', 'source', 'paymentMethod'],
    measures: ORDER_MONEY,
    filters: SALE_FILTERS,
    series: MONEY_SERIES,
  }),
  ticketReport: define({
    key: 'ticketReport',
    flag: 'ticketReport2',
    groupings: ['day', 'month', 'ticketType', 'seller', 'source', 'paymentMethod'],
    measures: TICKET_MONEY,
    filters: ['ticketTypeID', ...SALE_FILTERS],
    series: { trend: ['ticketCount', 'persons'] },
  }),
  /** Tickets verified: gate entries (TicketPassed 'in' on ticket streams) and window write-offs. */
  verificationReport: define({
    key: 'verificationReport',
    flag: 'ticketReport3',
    groupings: ['day', 'month', 'ticketType', 'zone', 'device'],
    measures: counts('verifications', 'entries', 'persons', 'writeOffs', 'denied'),
    filters: ['ticketTypeID', 'zoneID'],
    series: { trend: ['verifications', 'denied'] },
  }),
  /** Every credential's passes (tickets and cards), less the passes given back. */
  entryExitReport: define({
    key: 'entryExitReport',
    flag: 'ticketReport4',
    groupings: ['day', 'month', 'zone', 'device'],
    measures: counts('entries', 'entryPersons', 'exits', 'exitPersons'),
    filters: ['zoneID', 'direction'],
    series: { trend: ['entryPersons', 'exitPersons'] },
  }),
  /** Cards at the gates (TicketPassed / PassDenied on card streams); ticketType is the card's type. */
  cardSwipeReport: define({
    key: 'cardSwipeReport',
    flag: 'ticketReport5',
    groupings: ['day', 'month', 'ticketType', 'zone', 'device'],
    measures: counts('swipes', 'persons', 'denied'),
    filters: ['ticketTypeID', 'zoneID'],
    series: { trend: ['swipes'] },
  }),
  /** Cards activated at the window (CardActivated), on the activation's local day. */
  activationReport: define({
    key: 'activationReport',
    flag: 'ticketReport6',
    groupings: ['day', 'month', 'ticketType', 'seller'],
    measures: counts('activations'),
    filters: ['ticketTypeID', 'sellerID'],
    series: { trend: ['activations'] },
  }),
  /** Tickets whose last valid day (validTo, `day`) has passed: issued − used − refunded. */
  unusedReport: define({
    key: 'unusedReport',
    flag: 'ticketReport7',
    groupings: ['day', 'month', 'ticketType'],
    measures: [
      count('ticketCount'),
      count('usedCount'),
      count('refundCount'),
      count('unusedCount'),
      money('unusedAmount'),
    ],
    filters: ['ticketTypeID'],
    series: { trend: ['unusedCount'] },
  }),
  /** Refunds on the refund's local day, under the refunded tickets' type and source, the refunding seller. */
  refundReport: define({
    key: 'refundReport',
    flag: 'ticketReport8',
    groupings: ['day', 'month', 'ticketType', 'seller', 'source', 'paymentMethod'],
    measures: [count('refundOrders'), count('refundCount'), money('refundAmount')],
    filters: ['ticketTypeID', ...SALE_FILTERS],
    series: { trend: ['refundAmount'], shareOf: 'refundAmount', shares: ['source', 'paymentMethod'] },
  }),
  sourceReport: define({
    key: 'sourceReport',
    flag: 'ticketReport11',
    groupings: ['source'],
    measures: ORDER_MONEY,
    filters: ['sellerID', 'paymentMethod'],
    defaultSort: { by: 'actualAmount', order: 'desc' },
    series: { trend: ['actualAmount'], shareOf: 'actualAmount', shares: ['source'] },
  }),
  /** Stored-value cards: recharges (CardRecharged) and what the cards paid (CardCharged). */
  storedCardReport: define({
    key: 'storedCardReport',
    flag: 'ticketReport12',
    groupings: ['day', 'month', 'seller', 'paymentMethod'],
    measures: [
      count('rechargeCount'),
      money('rechargeAmount'),
      money('bonusAmount'),
      count('chargeCount'),
      money('chargeAmount'),
    ],
    filters: ['sellerID', 'paymentMethod'],
    series: { trend: ['rechargeAmount', 'chargeAmount'] },
  }),
  /** Tickets collected at the window (TicketCollected) and orders reprinted (OrderReprinted). */
  supplementaryFetchReport: define({
    key: 'supplementaryFetchReport',
    flag: 'ticketReport13',
    groupings: ['day', 'month', 'seller'],
    measures: counts('collections', 'reprints', 'reprintedTickets'),
    filters: ['sellerID'],
    series: { trend: ['collections', 'reprints'] },
  }),
  dailySummaryReport: define({
    key: 'dailySummaryReport',
    flag: 'ticketReport14',
    groupings: ['day'],
    measures: [...ORDER_MONEY, count('entryPersons'), count('exitPersons')],
    filters: [],
    series: MONEY_SERIES,
  }),
  sellerSalesReport: define({
    key: 'sellerSalesReport',
    flag: 'ticketReport15',
    groupings: ['seller'],
    measures: ORDER_MONEY,
    filters: SALE_FILTERS,
    defaultSort: { by: 'actualAmount', order: 'desc' },
    series: { trend: ['actualAmount'] },
  }),
  ticketTypeSalesReport: define({
    key: 'ticketTypeSalesReport',
    flag: 'ticketReport16',
    groupings: ['ticketType'],
    measures: TICKET_MONEY,
    filters: ['ticketTypeID', ...SALE_FILTERS],
    defaultSort: { by: 'actualAmount', order: 'desc' },
    series: { trend: ['actualAmount'] },
  }),
  /**
   * Money: sales and refunds as above, price differences and card money (sold, recharged, renewed,
   * replaced) on their local day; settled = taken in a shift an administrator has settled
   * (ShiftSettled); unsettled = the rest (also what no shift takes: visitor bookings paid online).
   */
  financeStatements: define({
    key: 'financeStatements',
    flag: 'financeStatements',
    groupings: ['day', 'month', 'source', 'paymentMethod', 'seller'],
    measures: [
      count('orderCount'),
      money('amount'),
      money('discount'),
      money('actualAmount'),
      money('refundAmount'),
      money('priceDifferenceAmount'),
      money('cardAmount'),
      money('netAmount'),
      money('settledAmount'),
      money('unSettledAmount'),
    ],
    filters: SALE_FILTERS,
    series: {
      trend: ['netAmount', 'settledAmount'],
      shareOf: 'netAmount',
      shares: ['source', 'paymentMethod'],
    },
  }),
  /**
   * Per day and payment method, what our orders and refunds say went through the payment provider
   * against what the provider confirmed (its statement); `differences` lists each mismatch.
   */
  reconciliation: define({
    key: 'reconciliation',
    flag: 'financeStatements',
    groupings: ['day'],
    measures: [
      { key: 'paymentMethod', kind: 'text' },
      count('orderCount'),
      money('orderAmount'),
      count('providerCount'),
      money('providerAmount'),
      money('differenceAmount'),
      count('differenceCount'),
    ],
    filters: ['paymentMethod'],
  }),
  /** The scenic areas of the caller's scope side by side, with the daily trend of all of them. */
  dataCenter: define({
    key: 'dataCenter',
    flag: 'dataCenter',
    groupings: ['scenicArea'],
    measures: [
      count('orderCount'),
      count('ticketCount'),
      count('persons'),
      money('actualAmount'),
      money('refundAmount'),
      money('netAmount'),
      count('entryPersons'),
      count('exitPersons'),
    ],
    filters: [],
    defaultSort: { by: 'netAmount', order: 'desc' },
    series: {
      trend: ['netAmount', 'ticketCount', 'entryPersons'],
      shareOf: 'actualAmount',
      shares: ['source', 'paymentMethod'],
    },
  }),
};

export const isReportKey = (key: string): key is ReportKey =>
  (REPORT_KEYS as readonly string[]).includes(key);

/** The columns of a report's rows under a grouping: the grouping's, then the measures. */
export function columnsOf(report: ReportDefinition, groupBy: ReportGroupBy): ReportColumn[] {
  return [...GROUP_COLUMNS[groupBy], ...report.measures];
}

/** The columns whose sums the answer's `totals` carries. */
export const totalColumns = (report: ReportDefinition): string[] =>
  report.measures.filter((c) => c.total).map((c) => c.key);
