// What Postgres says when it refuses a write, read in one place: the SQLSTATE codes the server
// answers on (named once, from the manual's appendix "PostgreSQL Error Codes") and the checks
// feature code makes on them. Feature code imports these; no raw SQLSTATE string elsewhere in api/.

/** The SQLSTATE codes the server tells apart. */
export const SQLSTATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  numericValueOutOfRange: '22003',
  invalidTextRepresentation: '22P02',
  stringDataRightTruncation: '22001',
  /** A NUL character in text. */
  characterNotInRepertoire: '22021',
} as const;
export type Sqlstate = (typeof SQLSTATE)[keyof typeof SQLSTATE];

/** The fields of a `pg` DatabaseError the checks read (anything else thrown reads as none). */
interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  detail?: unknown;
}

const fields = (error: unknown): PgErrorFields =>
  typeof error === 'object' && error !== null ? (error as PgErrorFields) : {};

/** Whether `error` has SQLSTATE `code` (and names `constraint`, when given). */
export function isPgError(error: unknown, code: Sqlstate, constraint?: string): boolean {
  const e = fields(error);
  return e.code === code && (constraint === undefined || e.constraint === constraint);
}

/** Whether a Postgres error is a unique violation (of `constraint`, when given). */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean =>
  isPgError(error, SQLSTATE.uniqueViolation, constraint);

/** Whether a Postgres error is a foreign-key violation (of `constraint`, when given). */
export const isForeignKeyViolation = (error: unknown, constraint?: string): boolean =>
  isPgError(error, SQLSTATE.foreignKeyViolation, constraint);

/** The value a key violation's detail names: `Key (device_no)=(D-1) already exists.` → 'D-1'. */
export function violatingValue(error: unknown): string {
  const detail = fields(error).detail;
  return (typeof detail === 'string' && /\)=\((.*)\)/.exec(detail)?.[1]) || '';
}
