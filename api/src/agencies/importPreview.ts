// The upload preview (step 2 of the wizard): sheet 1's order information and every tourist row of
// sheet 2, each with its problems (translated) and, when it passes, its match and its priced row.
import type { z } from 'zod';
import type { ImportPreview, PreviewRow, Problem } from '../../../domain/agencies/agencyOrder.schema.ts';
import { OrderInfo } from '../../../domain/agencies/orderInfo.schema.ts';
import { priceTourist, statisticsOf } from '../../../domain/agencies/priceTourists.ts';
import {
  ORDER_SHEET,
  orderInfoFromCells,
  touristCells,
  touristInputFromCells,
} from '../../../domain/agencies/sheetLayout.ts';
import type { MatchReason } from '../../../domain/agencies/ticketMatch.schema.ts';
import type { MatchCatalog } from '../../../domain/agencies/ticketMatcher.ts';
import { TouristRow } from '../../../domain/agencies/touristRow.schema.ts';
import { translate } from '../../../domain/i18n/errorMessages.ts';
import type { Lang } from '../../../domain/i18n/lang.ts';
import { translateIssue } from '../../../domain/i18n/validationMessages.ts';
import type { AgencyWorkbook } from './agencySheets.ts';

export const problemsOf = (error: z.ZodError, lang: Lang): Problem[] =>
  error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: translateIssue(issue, lang),
  }));

export const reasonTexts = (reasons: readonly MatchReason[], lang: Lang) =>
  reasons.map((r) => translate(r.code, lang, r.params));

export function buildPreview(
  book: AgencyWorkbook,
  catalog: MatchCatalog,
  priorityId: number | null,
  today: string,
  lang: Lang,
): ImportPreview {
  const info = OrderInfo.safeParse(orderInfoFromCells(book.orderCells));
  const playDate = info.success ? info.data.playStartTime : today;
  const tourists: PreviewRow[] = book.tourists.map(({ rowNumber, cells: raw }) => {
    const cells = touristCells(raw);
    const row = TouristRow.safeParse(touristInputFromCells(cells));
    if (!row.success)
      return { rowNumber, cells, problems: problemsOf(row.error, lang), match: null, tourist: null };
    const priced = priceTourist(catalog, row.data, priorityId, playDate);
    const match = {
      ...priced.match,
      matchTicketType: priced.match.matchTicketType!,
      matchResult: reasonTexts(priced.match.reasons, lang),
    };
    return { rowNumber, cells, problems: [], match, tourist: priced.tourist };
  });
  const priced = tourists.flatMap((t) => (t.tourist ? [t.tourist] : []));
  const rowsValid = tourists.every((t) => t.problems.length === 0);
  const message = !info.success
    ? (problemsOf(info.error, lang)[0]?.message ?? '')
    : rowsValid
      ? ''
      : translate('TOURIST_ROWS_INVALID', lang);
  return {
    orderInfo: {
      cells: Object.fromEntries(ORDER_SHEET.headers.map((h, i) => [h, (book.orderCells[i] ?? '').trim()])),
      problems: info.success ? [] : problemsOf(info.error, lang),
      value: info.success ? info.data : null,
    },
    tourists,
    statistics: statisticsOf(priced),
    valid: info.success && rowsValid,
    message,
  };
}
