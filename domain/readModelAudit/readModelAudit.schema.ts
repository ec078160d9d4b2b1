// The auditor's rebuild-and-compare (DESIGN §6): a read model rebuilt from the event log into a
// shadow copy and compared, table by table, with the live one. Contracts of the routes
// (api/src/readModelAudit/) and of the screen (web/src/readModelAudit/), written once.
import { z } from 'zod';
import { singleLine } from '../inputBounds.ts';

/** How many differing rows of each side a comparison lists at most, per table. */
export const COMPARE_EXAMPLES_MAX = 20;
/** Longest projection name the routes accept. */
export const READ_MODEL_NAME_MAX = 63;

/** A position in `$all` as decimal strings (Postgres: transaction id and global sequence). */
export const PositionText = z.object({ commit: z.string(), prepare: z.string() });
export type PositionText = z.infer<typeof PositionText>;

/** One table compared: row counts, rows found on one side only (counted with duplicates), examples. */
export const TableComparison = z.object({
  table: z.string(),
  /** The live table's columns in their order (the examples are JSON objects, whose keys have none). */
  columns: z.array(z.string()),
  /** Its primary-key columns, if any: a live and a shadow example with the same key are one row that differs. */
  key: z.array(z.string()),
  liveRows: z.number().int(),
  shadowRows: z.number().int(),
  onlyInLive: z.number().int(),
  onlyInShadow: z.number().int(),
  /** Up to COMPARE_EXAMPLES_MAX rows of the live table that the rebuild does not have, as JSON objects. */
  liveExamples: z.array(z.record(z.string(), z.unknown())),
  /** Up to COMPARE_EXAMPLES_MAX rows of the rebuild that the live table does not have. */
  shadowExamples: z.array(z.record(z.string(), z.unknown())),
});
export type TableComparison = z.infer<typeof TableComparison>;

/** What a rebuild-and-compare found. */
export const CompareReport = z.object({
  projection: z.string(),
  version: z.number().int(),
  /** The live checkpoint both copies were compared at. */
  position: PositionText,
  /** Events the shadow copy was built from. */
  eventsReplayed: z.number().int(),
  /** True when every table holds the same rows in both copies. */
  equal: z.boolean(),
  tables: z.array(TableComparison),
});
export type CompareReport = z.infer<typeof CompareReport>;

export const JobStateName = z.enum(['waiting', 'delayed', 'active', 'completed', 'failed']);

/** A compare as the screen follows it: its job's state and progress (0–100), then its report or failure. */
export const CompareJob = z.object({
  jobId: z.string(),
  name: z.string(),
  state: JobStateName,
  progress: z.number(),
  report: CompareReport.nullable(),
  /** Why it failed, in the caller's language. */
  failure: z.string().nullable(),
});
export type CompareJob = z.infer<typeof CompareJob>;

/** A registered read model, its live status in this process and its checkpoint, and its latest compare. */
export const ReadModelRow = z.object({
  name: z.string(),
  version: z.number().int(),
  state: z.enum(['standby', 'catching_up', 'live', 'stopped']),
  /** The checkpoint stored in the database (null before the projection first ran). */
  position: PositionText.nullable(),
  lagMs: z.number(),
  lastCompare: CompareJob.nullable(),
});
export type ReadModelRow = z.infer<typeof ReadModelRow>;

export const StartCompare = z.strictObject({ name: singleLine(z.string().min(1).max(READ_MODEL_NAME_MAX)) });
export type StartCompare = z.infer<typeof StartCompare>;

export const CompareJobParams = z.strictObject({ jobId: z.uuid() });
export type CompareJobParams = z.infer<typeof CompareJobParams>;
