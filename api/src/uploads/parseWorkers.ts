// The worker threads that parse spreadsheets (spreadsheetWorker.ts): at most PARSERS at a time, the
// other uploads waiting their turn, so a burst of uploads never starts a burst of threads (each
// loads tsx and exceljs: about a second of CPU). A worker that answered is kept for the next parse.
//
// No clock decides what a spreadsheet is: the guard bounds its size, rows and columns before it
// gets here, and a worker has a memory cap. The one clock left is a last resort against a parser
// that never answers; it runs only while a started worker parses (never while one starts or a job
// waits its turn), and at LAST_RESORT_MS a valid file of the sizes we accept cannot reach it.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '../http/appError.ts';
import type { SheetAnswer, SheetJob } from './spreadsheetWorker.ts';

export const LAST_RESORT_MS = 120_000;
const WORKER_HEAP_MB = 256;
/** Parses at once: one, or two where there are cores to spare. */
const PARSERS = Math.max(1, Math.min(2, availableParallelism() - 1));

const WORKER_URL = new URL('./spreadsheetWorker.ts', import.meta.url).href;
// The worker is TypeScript: tsx's loader is registered in it first.
const BOOT = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL)}); });`;

const idle: Worker[] = [];
let parsing = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<void> {
  if (parsing < PARSERS) parsing++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
}

function done(): void {
  const next = waiting.shift();
  if (next) next();
  else parsing--;
}

const outOfMemory = () => new AppError(400, 'SPREADSHEET_TOO_LARGE', { maxMb: WORKER_HEAP_MB });

/** Runs `listen`'s settle callbacks on the worker's message / error / exit, removing them after. */
function once<T>(
  worker: Worker,
  listen: (
    resolve: (value: T) => void,
    reject: (error: unknown) => void,
  ) => {
    message: (value: unknown) => void;
    exit: (code: number) => void;
  },
): Promise<T> {
  let off = () => {};
  const settled = new Promise<T>((resolve, reject) => {
    const { message, exit } = listen(resolve, reject);
    const error = (e: Error & { code?: string }) =>
      reject(e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? outOfMemory() : e);
    worker.on('message', message).on('error', error).on('exit', exit);
    off = () => worker.off('message', message).off('error', error).off('exit', exit);
  });
  return settled.finally(() => off());
}

/** A started worker, once it has loaded its code (it posts `{ ready: true }`). */
function startWorker(): Promise<Worker> {
  const worker = new Worker(BOOT, { eval: true, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  // A parse has its own listeners; a worker that dies while idle is only forgotten.
  worker.on('error', () => {});
  worker.on('exit', () => {
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
  });
  return once<Worker>(worker, (resolve, reject) => ({
    message: () => resolve(worker),
    exit: (code) => reject(new Error(`spreadsheet worker stopped while starting (${code})`)),
  }));
}

function parse(worker: Worker, job: SheetJob, lastResortMs: number): Promise<SheetAnswer> {
  let timer: NodeJS.Timeout | undefined;
  const answer = once<SheetAnswer>(worker, (resolve, reject) => {
    timer = setTimeout(
      () => reject(new AppError(400, 'SPREADSHEET_TOO_SLOW', { seconds: lastResortMs / 1000 })),
      lastResortMs,
    );
    return {
      message: (value) => resolve(value as SheetAnswer),
      exit: (code) => reject(new Error(`spreadsheet worker stopped (${code})`)),
    };
  });
  worker.postMessage(job);
  return answer.finally(() => clearTimeout(timer));
}

/**
 * Parses `job` in an idle worker (or a new one) when its turn comes. A worker that answered is kept
 * idle (unreferenced, so it never holds the process open); one that failed or ran out is stopped.
 */
export async function parseInWorker(job: SheetJob, lastResortMs = LAST_RESORT_MS): Promise<SheetAnswer> {
  await turn();
  try {
    const worker = idle.pop() ?? (await startWorker());
    worker.ref();
    try {
      const answer = await parse(worker, job, lastResortMs);
      worker.unref();
      idle.push(worker);
      return answer;
    } catch (error) {
      void worker.terminate();
      throw error;
    }
  } finally {
    done();
  }
}
