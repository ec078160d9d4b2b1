// Reading a report as the screen shows it (the antd table's header, rows and totals row) and as its
// exported .xlsx holds it (exceljs), and comparing the two: texts equal, figures equal as numbers
// (the screen's "¥1,234.50" against the file's 1234.5; a count against its number).
import ExcelJS from 'exceljs';
import type { Locator } from 'playwright-core';

export interface Grid {
  header: string[];
  rows: string[][];
  totals: string[];
}

/** The table of `section` (a report section's locator) as its cells' texts. */
export async function screenGrid(section: Locator): Promise<Grid> {
  return section
    .locator('.ant-table')
    .first()
    .evaluate((table) => {
      const texts = (cells: NodeListOf<Element>) =>
        [...cells].map((c) => (c as HTMLElement).innerText.trim());
      return {
        header: texts(table.querySelectorAll('thead tr th.ant-table-cell:not(.ant-table-cell-scrollbar)')),
        rows: [...table.querySelectorAll('tbody tr.ant-table-row')].map((r) =>
          texts(r.querySelectorAll('td')),
        ),
        totals: texts(table.querySelectorAll('.ant-table-summary tr td')),
      };
    });
}

type Value = string | number | null;

function plain(value: ExcelJS.CellValue): Value {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object' && 'result' in value) return plain(value.result as ExcelJS.CellValue);
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((r) => r.text).join('');
  return String(value);
}

/** Every row of the file's first sheet as plain values (from column A). */
export async function sheetRows(path: string): Promise<Value[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: Value[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const values = row.values as ExcelJS.CellValue[];
    rows[n - 1] = Array.from({ length: row.cellCount }, (_, i) => plain(values[i + 1]));
  });
  return Array.from(rows, (r) => r ?? []);
}

const FIGURE = /^-?¥?-?[\d,]+(\.\d+)?$/;

/** Whether the screen's text and the file's value say the same. */
export function sameCell(text: string, value: Value): boolean {
  if (text === '—' || text === '') return value === null || value === '' || value === text;
  if (FIGURE.test(text) && typeof value === 'number') {
    return Math.abs(Number(text.replace(/[¥,]/g, '')) - value) < 0.005;
  }
  return String(value ?? '').trim() === text;
}

const sameRow = (texts: string[], values: Value[]) => texts.every((t, i) => sameCell(t, values[i] ?? null));

/**
 * Where the screen's grid differs from the file's rows: its header is found in the file, the page's
 * rows follow it in order, and the totals row (when the screen has one) follows the rows.
 */
export function gridDifferences(screen: Grid, file: Value[][]): string[] {
  const at = file.findIndex((r) => r.length >= screen.header.length && sameRow(screen.header, r));
  if (at < 0) return [`header ${JSON.stringify(screen.header)} not in ${JSON.stringify(file.slice(0, 5))}`];
  const problems: string[] = [];
  screen.rows.forEach((row, i) => {
    const values = file[at + 1 + i] ?? [];
    if (!sameRow(row, values)) problems.push(`row ${i}: ${JSON.stringify(row)} ≠ ${JSON.stringify(values)}`);
  });
  if (screen.totals.length > 0) {
    const found = file.slice(at + 1).some((values) => sameRow(screen.totals, values));
    if (!found) problems.push(`totals ${JSON.stringify(screen.totals)} not in the file`);
  }
  return problems;
}
