// How a report cell reads on the screen: money in yuan from fen with two decimals, counts as they
// are, local dates as the answer gives them (already the scenic area's day), coded texts (source,
// payment method) in the current language, and a dash for what is unknown.

import type { TFunction } from 'i18next';
import type { ReportColumn } from '../../../domain/reports/reportCatalog.ts';
import { methodLabel, sourceLabel } from '../sales/saleLabels.ts';
import { money } from '../shifts/shiftFormat.ts';

export type Cell = number | string | null | undefined;

/** Money as yuan (a number, for charts): 1250 fen → 12.5. */
export const yuan = (fen: number) => Math.round(fen) / 100;

/** Coded text columns and how their codes are named. */
const CODED: Record<string, (t: TFunction, code: string) => string> = {
  source: sourceLabel,
  paymentMethod: methodLabel,
};

export function cellText(column: Pick<ReportColumn, 'key' | 'kind'>, value: Cell, t: TFunction): string {
  if (column.key === 'sellerAccount' && (value === null || value === '')) return t('reports.table.noSeller');
  if (value === null || value === undefined || value === '') return '—';
  if (column.kind === 'money') return money(Number(value));
  if (column.kind === 'count') return String(value);
  const coded = CODED[column.key];
  return coded ? coded(t, String(value)) : String(value);
}

/** Whether a column lines its figures up on the right. */
export const isFigure = (column: Pick<ReportColumn, 'kind'>) =>
  column.kind === 'money' || column.kind === 'count';
