// Where each report's figures come from (issue 17): the fact tables of the report read models it
// sums, and the measures worked out from those sums. The columns are the catalogue's
// (domain/reports/reportCatalog.ts); a sum no column shows (settledSales …) only feeds a derived one.
import type { ReportKey } from '../../../domain/reports/reportCatalog.ts';
import { CARD_FACTS } from '../../../projections/cardsByDay/cardsByDay.query.ts';
import { FETCH_FACTS } from '../../../projections/fetchesByDay/fetchesByDay.query.ts';
import type { FactSource } from '../../../projections/reportQuery.ts';
import {
  MOVE_FACTS,
  ORDER_FACTS,
  REFUND_FACTS,
  TICKET_FACTS,
} from '../../../projections/salesByDay/salesByDay.query.ts';
import {
  CARD_SWIPE_FACTS,
  ENTRY_EXIT_FACTS,
  FLOW_DAY_FACTS,
  UNUSED_FACTS,
  VERIFICATION_FACTS,
} from '../../../projections/ticketUseByDay/ticketUseByDay.query.ts';

export type Sums = Record<string, number>;

export interface ReportFacts {
  sources: readonly FactSource[];
  /** Fills the measures computed from others (in place). */
  derive?: (row: Sums) => void;
}

const v = (row: Sums, key: string) => row[key] ?? 0;

const net = (row: Sums) => {
  row.netAmount = v(row, 'actualAmount') - v(row, 'refundAmount');
};
const ticketMoney = (row: Sums) => {
  row.discount = v(row, 'amount') - v(row, 'actualAmount');
  net(row);
};

const ORDERS = { sources: [ORDER_FACTS, REFUND_FACTS], derive: net };
const TICKETS = { sources: [TICKET_FACTS, REFUND_FACTS], derive: ticketMoney };

/** Every report but the reconciliation, which compares with the provider (reconciliation.ts). */
export const REPORT_FACTS: Record<Exclude<ReportKey, 'reconciliation'>, ReportFacts> = {
  orderReport: ORDERS,
  ticketReport: TICKETS,
  verificationReport: {
    sources: [VERIFICATION_FACTS],
    derive: (row) => {
      row.verifications = v(row, 'entries') + v(row, 'writeOffs');
    },
  },
  entryExitReport: { sources: [ENTRY_EXIT_FACTS] },
  cardSwipeReport: { sources: [CARD_SWIPE_FACTS] },
  activationReport: { sources: [CARD_FACTS] },
  unusedReport: {
    sources: [UNUSED_FACTS],
    derive: (row) => {
      row.unusedCount = v(row, 'ticketCount') - v(row, 'usedCount') - v(row, 'refundCount');
    },
  },
  refundReport: { sources: [REFUND_FACTS] },
  sourceReport: ORDERS,
  storedCardReport: { sources: [CARD_FACTS] },
  supplementaryFetchReport: { sources: [FETCH_FACTS] },
  dailySummaryReport: { sources: [ORDER_FACTS, REFUND_FACTS, FLOW_DAY_FACTS], derive: net },
  sellerSalesReport: ORDERS,
  ticketTypeSalesReport: TICKETS,
  financeStatements: {
    sources: [ORDER_FACTS, MOVE_FACTS],
    derive: (row) => {
      row.netAmount =
        v(row, 'actualAmount') -
        v(row, 'refundAmount') +
        v(row, 'priceDifferenceAmount') +
        v(row, 'cardAmount');
      row.settledAmount = v(row, 'settledSales') + v(row, 'settledMoves');
      row.unSettledAmount = row.netAmount - row.settledAmount;
    },
  },
  dataCenter: { sources: [ORDER_FACTS, REFUND_FACTS, FLOW_DAY_FACTS], derive: net },
};
