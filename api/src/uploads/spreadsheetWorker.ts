// Runs in a worker thread (parseWorkers.ts starts it and keeps it for the next upload): reads the
// first sheets of the checked workbook parts with exceljs's streaming reader, row by row, stopping at
// the first row or column beyond the limits, and posts the rows' cell texts back. It posts
// `{ ready: true }` once loaded, so starting it never counts against a parse.
import { Readable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { storedZip } from './zipArchive.ts';

export interface SheetJob {
  parts: { name: string; data: Uint8Array }[];
  /** The last row number allowed (the header is row 1). */
  maxRow: number;
  maxColumns: number;
  /** Sheets read, in workbook order (default 1: the first). */
  sheets?: number;
  /** Longest cell text allowed (default: unlimited). */
  maxCellLength?: number;
  /** Refuse a formula cell instead of reading its cached result. */
  refuseFormulas?: boolean;
}

export interface SheetRow {
  /** The row number as the spreadsheet shows it. */
  row: number;
  /** Cell texts, column A first; '' for empty cells. */
  cells: string[];
}

export type SheetAnswer =
  | { rows: SheetRow[]; sheets: SheetRow[][] }
  | {
      refused: {
        code:
          | 'IMPORT_TOO_MANY_ROWS'
          | 'SPREADSHEET_TOO_WIDE'
          | 'IMPORT_EMPTY'
          | 'SPREADSHEET_CELL_TOO_LONG'
          | 'SPREADSHEET_FORMULA_CELL';
        params: Record<string, unknown>;
      };
    }
  | { failed: string };

async function readSheet(job: SheetJob): Promise<SheetAnswer> {
  const zip = storedZip(job.parts.map((p) => ({ name: p.name, data: Buffer.from(p.data) })));
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([zip]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const sheets: SheetRow[][] = [];
  for await (const sheet of reader) {
    const rows: SheetRow[] = [];
    for await (const row of sheet) {
      if (row.number > job.maxRow) {
        return { refused: { code: 'IMPORT_TOO_MANY_ROWS', params: { lastRow: row.number } } };
      }
      const cells: string[] = [];
      let refused: Extract<SheetAnswer, { refused: unknown }> | undefined;
      row.eachCell((cell, col) => {
        if (refused) return;
        if (col > job.maxColumns) refused = { refused: { code: 'SPREADSHEET_TOO_WIDE', params: {} } };
        else if (job.refuseFormulas && cell.type === ExcelJS.ValueType.Formula) {
          refused = { refused: { code: 'SPREADSHEET_FORMULA_CELL', params: { cell: cell.address } } };
        } else {
          const text = cell.text ?? '';
          if (job.maxCellLength !== undefined && text.length > job.maxCellLength) {
            const params = { cell: cell.address, max: job.maxCellLength };
            refused = { refused: { code: 'SPREADSHEET_CELL_TOO_LONG', params } };
          } else cells[col - 1] = text;
        }
      });
      if (refused) return refused;
      rows.push({ row: row.number, cells: Array.from(cells, (c) => c ?? '') });
    }
    sheets.push(rows);
    if (sheets.length >= (job.sheets ?? 1)) break;
  }
  if (sheets.length === 0) return { refused: { code: 'IMPORT_EMPTY', params: {} } };
  return { rows: sheets[0] as SheetRow[], sheets };
}

// One job at a time: the pool posts a job and waits for its answer before posting another.
parentPort?.on('message', (job: SheetJob) => {
  readSheet(job).then(
    (answer) => parentPort!.postMessage(answer),
    (error: Error) => parentPort!.postMessage({ failed: error.message } satisfies SheetAnswer),
  );
});
parentPort?.postMessage({ ready: true });
