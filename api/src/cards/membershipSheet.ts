// The membership import's spreadsheet (.xlsx, exceljs): the template to download, and reading an
// upload (through api/src/uploads/spreadsheetGuard.ts) into rows checked with the sell form's schema.
import ExcelJS from 'exceljs';
import { CardHolderFields } from '../../../domain/cards/card.schema.ts';
import { DomainError } from '../../../domain/decider.ts';
import type { Lang } from '../../../domain/i18n/lang.ts';
import { describeIssues } from '../../../domain/i18n/validationMessages.ts';
import { AppError } from '../http/appError.ts';
import { readFirstSheet } from '../uploads/spreadsheetGuard.ts';

export const MEMBERSHIP_MAX_ROWS = 2000;

const COLUMNS = [
  { key: 'cardNo', label: { cn: '卡号', en: 'Card number', es: 'Número de tarjeta' } },
  { key: 'name', label: { cn: '姓名', en: 'Name', es: 'Nombre' } },
  { key: 'mobile', label: { cn: '手机号', en: 'Mobile', es: 'Móvil' } },
  { key: 'idNumber', label: { cn: '身份证号', en: 'ID number', es: 'Documento' } },
] as const;
type Key = (typeof COLUMNS)[number]['key'];

export async function membershipTemplate(lang: Lang): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet({ cn: '会员', en: 'Members', es: 'Socios' }[lang]);
  sheet.columns = COLUMNS.map((c) => ({
    header: c.label[lang],
    key: c.key,
    width: 24,
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * The rows of an uploaded sheet: a header naming the columns (any of the three languages), then the
 * members. The first row the schema refuses refuses the file, by its number (as the sheet shows it).
 */
export async function readMembershipSheet(
  file: Buffer,
  lang: Lang,
): Promise<{ row: number; card: CardHolderFields }[]> {
  const [header, ...data] = await readFirstSheet(file, { maxDataRows: MEMBERSHIP_MAX_ROWS });
  const positions = new Map<Key, number>();
  (header?.row === 1 ? header.cells : []).forEach((text, i) => {
    const column = COLUMNS.find((c) => (Object.values(c.label) as string[]).includes(text.trim()));
    if (column && !positions.has(column.key)) positions.set(column.key, i);
  });
  const missing = COLUMNS.filter((c) => c.key !== 'idNumber' && !positions.has(c.key));
  if (missing.length > 0)
    throw new AppError(400, 'IMPORT_MISSING_COLUMNS', {
      columns: missing.map((c) => c.label[lang]).join(', '),
    });
  const rows: { row: number; card: CardHolderFields }[] = [];
  for (const { row, cells } of data) {
    const raw = Object.fromEntries([...positions].map(([key, i]) => [key, (cells[i] ?? '').trim()]));
    if (Object.values(raw).every((v) => v === '')) continue;
    const parsed = CardHolderFields.safeParse(raw);
    if (!parsed.success)
      throw new DomainError('CARD_IMPORT_ROW', undefined, {
        row,
        message: describeIssues(parsed.error.issues, lang),
      });
    rows.push({ row, card: parsed.data });
  }
  return rows;
}
