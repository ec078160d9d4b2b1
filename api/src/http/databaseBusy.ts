import pg from 'pg';

/** Seconds a client is asked to wait (Retry-After) when the database has no connection to spare. */
export const DATABASE_BUSY_RETRY_AFTER_S = 2;

/** Postgres' "too many clients" (53300) and "cannot connect now" (57P03), and its out-of-resources class. */
const BUSY_CODES = new Set(['53300', '53000', '57P03']);

/**
 * Whether `error` means "no connection to spare right now" rather than a fault: Postgres refused a
 * new session, or the pool's wait (pg's connectionTimeoutMillis, DB_POOL_WAIT_MS) ran out.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (error instanceof pg.DatabaseError) return BUSY_CODES.has(error.code ?? '');
  if (!(error instanceof Error)) return false;
  return (
    error.message === 'timeout exceeded when trying to connect' ||
    error.message === 'Connection terminated due to connection timeout'
  );
}
