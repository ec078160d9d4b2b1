// Reads an uploaded .xlsx safely, for every spreadsheet import: (1) the archive's central directory
// and unpacked sizes are bounded (archiveCheck.ts), (2) each sheet read must fit the row and column
// limits by its declared <dimension> and by the row and cell tags it really has (sheetDimension.ts,
// scanned in slices off the event loop's critical path), (3) only then is it parsed row by row in a
// worker thread with a memory cap (parseWorkers.ts), stopping at the first row or column beyond the
// limits. Every refusal is a 400 with a translated code, decided by size, rows and columns, never
// by how busy the machine is; the event loop never parses XML.
import { AppError } from '../http/appError.ts';
import { ARCHIVE_LIMITS, type ArchiveLimits, workbookParts } from './archiveCheck.ts';
import { parseInWorker } from './parseWorkers.ts';
import { declaredExtent, scannedExtent } from './sheetDimension.ts';
import type { SheetJob, SheetRow } from './spreadsheetWorker.ts';

export type { SheetRow };

export interface SpreadsheetLimits {
  /** Data rows below the header row (row 1). */
  maxDataRows: number;
  maxColumns?: number;
  archive?: ArchiveLimits;
  /** Longest cell text (default: unlimited). */
  maxCellLength?: number;
  /** Refuse formula cells (400 SPREADSHEET_FORMULA_CELL) instead of reading their cached results. */
  refuseFormulas?: boolean;
  /** The parse's last-resort clock (parseWorkers.ts; the tests shorten it, nothing else should). */
  lastResortMs?: number;
}

const DEFAULT_COLUMNS = 100;

/** The rows of the first sheet (header included, blank rows left out by the file itself). */
export async function readFirstSheet(file: Buffer, limits: SpreadsheetLimits): Promise<SheetRow[]> {
  return (await readSheets(file, limits, 1))[0] as SheetRow[];
}

/**
 * The rows of the first `count` sheets, in workbook order (fewer when the workbook has fewer), each
 * bounded like the first: rows, columns, and the optional cell length and formula refusal.
 */
export async function readSheets(
  file: Buffer,
  limits: SpreadsheetLimits,
  count: number,
): Promise<SheetRow[][]> {
  const maxColumns = limits.maxColumns ?? DEFAULT_COLUMNS;
  const maxRow = limits.maxDataRows + 1;
  const tooManyRows = (lastRow: number) =>
    new AppError(400, 'IMPORT_TOO_MANY_ROWS', { max: limits.maxDataRows, lastRow });
  const tooWide = () => new AppError(400, 'SPREADSHEET_TOO_WIDE', { max: maxColumns });

  const parts = await workbookParts(file, limits.archive ?? ARCHIVE_LIMITS, count);
  const sheets = parts.filter((p) => p.name.startsWith('xl/worksheets/'));
  if (sheets.length === 0) throw new AppError(400, 'IMPORT_EMPTY');
  for (const sheet of sheets) {
    const declared = declaredExtent(sheet.data);
    if (declared && declared.lastRow > maxRow) throw tooManyRows(declared.lastRow);
    if (declared && declared.lastColumn > maxColumns) throw tooWide();
    const real = await scannedExtent(sheet.data);
    if (real.lastRow > maxRow || real.rows > maxRow) throw tooManyRows(Math.max(real.lastRow, real.rows));
    if (real.lastColumn > maxColumns) throw tooWide();
  }

  const job: SheetJob = {
    parts,
    maxRow,
    maxColumns,
    sheets: count,
    maxCellLength: limits.maxCellLength,
    refuseFormulas: limits.refuseFormulas,
  };
  const answer = await parseInWorker(job, limits.lastResortMs);
  if ('rows' in answer) return answer.sheets;
  if ('failed' in answer) throw new AppError(400, 'IMPORT_NOT_XLSX');
  const { code, params } = answer.refused;
  if (code === 'IMPORT_TOO_MANY_ROWS') throw tooManyRows(params.lastRow as number);
  if (code === 'SPREADSHEET_TOO_WIDE') throw tooWide();
  throw new AppError(400, code, params);
}
