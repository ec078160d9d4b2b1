// Reads an uploaded .xlsx safely, for every spreadsheet import: (1) the archive's central directory
// and unpacked sizes are bounded (archiveCheck.ts), (2) the first sheet's declared <dimension> must
// fit the row and column limits, (3) the sheet is parsed row by row in a worker thread with a memory
// cap and a time budget, stopping at the first row or column beyond the limits. Every refusal is a
// 400 with a translated code; the event loop never parses XML.
import { Worker } from 'node:worker_threads';
import { AppError } from '../http/appError.ts';
import { ARCHIVE_LIMITS, type ArchiveLimits, workbookParts } from './archiveCheck.ts';
import { declaredExtent } from './sheetDimension.ts';
import type { SheetAnswer, SheetJob, SheetRow } from './spreadsheetWorker.ts';

export type { SheetRow };

export interface SpreadsheetLimits {
  /** Data rows below the header row (row 1). */
  maxDataRows: number;
  maxColumns?: number;
  /** Time budget of the parse (the worker is stopped when it runs out). */
  timeoutMs?: number;
  archive?: ArchiveLimits;
  /** Longest cell text (default: unlimited). */
  maxCellLength?: number;
  /** Refuse formula cells (400 SPREADSHEET_FORMULA_CELL) instead of reading their cached results. */
  refuseFormulas?: boolean;
}

const DEFAULT_COLUMNS = 100;
const DEFAULT_TIMEOUT_MS = 20_000;
const WORKER_HEAP_MB = 256;

const WORKER_URL = new URL('./spreadsheetWorker.ts', import.meta.url).href;
// The worker is TypeScript: tsx's loader is registered in it first.
const BOOT = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL)}); });`;

/** A started worker kept for the next parse (starting one costs about a second: tsx, exceljs). */
let idle: Worker | undefined;

function startWorker(): Worker {
  const worker = new Worker(BOOT, { eval: true, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  // A parse has its own listeners; a worker that dies while idle is only forgotten.
  worker.on('error', () => {});
  worker.on('exit', () => {
    if (idle === worker) idle = undefined;
  });
  return worker;
}

/**
 * Parses in the idle worker (or a new one) within `timeoutMs`. A worker that answered is kept idle
 * (unreferenced, so it never holds the process open); one that ran out of time or memory is stopped.
 */
function parseInWorker(job: SheetJob, timeoutMs: number): Promise<SheetAnswer> {
  const worker = idle ?? startWorker();
  idle = undefined;
  worker.ref();
  let timer: NodeJS.Timeout | undefined;
  let listeners: [string, Parameters<Worker['once']>[1]][] = [];
  const answer = new Promise<SheetAnswer>((resolve, reject) => {
    timer = setTimeout(
      () => reject(new AppError(400, 'SPREADSHEET_TOO_SLOW', { seconds: timeoutMs / 1000 })),
      timeoutMs,
    );
    const failed = (error: Error & { code?: string }) => {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      reject(outOfMemory ? new AppError(400, 'SPREADSHEET_TOO_LARGE', { maxMb: WORKER_HEAP_MB }) : error);
    };
    const exited = (code: number) => reject(new Error(`spreadsheet worker stopped (${code})`));
    listeners = [
      ['message', resolve],
      ['error', failed],
      ['exit', exited],
    ];
    for (const [event, listener] of listeners) worker.once(event, listener);
    worker.postMessage(job);
  });
  // Only this parse's listeners go: the Worker keeps its own on 'newListener' / 'removeListener'.
  const done = () => {
    clearTimeout(timer);
    for (const [event, listener] of listeners) worker.off(event, listener);
  };
  return answer.then(
    (result) => {
      done();
      worker.unref();
      if (idle) void worker.terminate();
      else idle = worker;
      return result;
    },
    (error: unknown) => {
      done();
      void worker.terminate();
      throw error;
    },
  );
}

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
    const extent = declaredExtent(sheet.data);
    if (extent && extent.lastRow > maxRow) throw tooManyRows(extent.lastRow);
    if (extent && extent.lastColumn > maxColumns) throw tooWide();
  }

  const job: SheetJob = {
    parts,
    maxRow,
    maxColumns,
    sheets: count,
    maxCellLength: limits.maxCellLength,
    refuseFormulas: limits.refuseFormulas,
  };
  const answer = await parseInWorker(job, limits.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  if ('rows' in answer) return answer.sheets;
  if ('failed' in answer) throw new AppError(400, 'IMPORT_NOT_XLSX');
  const { code, params } = answer.refused;
  if (code === 'IMPORT_TOO_MANY_ROWS') throw tooManyRows(params.lastRow as number);
  if (code === 'SPREADSHEET_TOO_WIDE') throw tooWide();
  throw new AppError(400, code, params);
}
