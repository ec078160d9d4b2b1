// How a report cell reads on the screen, as the export writes it (api/src/reports/reportExport.ts):
// money in yuan from fen with two decimals, counts as they are, local dates as the answer gives
// them (already the scenic area's day), coded texts (source, payment method) and an unknown text
// ("none") in the current language (domain/reports/reportLabels.ts), other unknowns as a dash.

import type { Lang } from '../../../domain/i18n/lang.ts';
import type { ReportColumn } from '../../../domain/reports/reportCatalog.ts';
import { codeLabel, NONE_LABEL } from '../../../domain/reports/reportLabels.ts';
import { money } from '../shifts/shiftFormat.ts';

export type Cell = number | string | null | undefined;

/** Money as yuan (a number, for charts): 1250 fen → 12.5. */
export const yuan = (fen: number) => Math.round(fen) / 100;

export function cellText(column: Pick<ReportColumn, 'key' | 'kind'>, value: Cell, lang: Lang): string {
  if (value === null || value === undefined || value === '') {
    return column.kind === 'text' ? NONE_LABEL[lang] : '—';
  }
  if (column.kind === 'money') return money(Number(value));
  if (column.kind === 'text') return codeLabel(column.key, String(value), lang);
  return String(value);
}

/** Whether a column lines its figures up on the right. */
export const isFigure = (column: Pick<ReportColumn, 'kind'>) =>
  column.kind === 'money' || column.kind === 'count';
