// Sign-in throttling. Per address: @fastify/rate-limit on the login route (LOGIN_ADDRESS_LIMIT).
// Per account: failures are counted in `login_failures` (shared by every API process), keyed by the
// lower-cased account whether it exists or not; MAX_FAILURES within FAILURE_WINDOW lock the account
// for LOCK_MINUTES, during which even the right password is refused. A success clears the count.

import type pg from 'pg';

export const LOGIN_ADDRESS_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_MINUTES = 15;
export const LOCK_MINUTES = 15;

const key = (account: string) => account.trim().toLowerCase();

/** Whole minutes the account stays locked, or 0. */
export async function lockedMinutes(db: pg.Pool, account: string): Promise<number> {
  const { rows } = await db.query<{ seconds: number }>(
    `select extract(epoch from locked_until - now())::float8 as seconds
       from login_failures where account = $1 and locked_until > now()`,
    [key(account)],
  );
  const seconds = rows[0]?.seconds ?? 0;
  return seconds > 0 ? Math.ceil(seconds / 60) : 0;
}

/** Counts a failure (a fresh window when the last one is old); answers the count. */
export async function recordFailure(db: pg.Pool, account: string): Promise<number> {
  const { rows } = await db.query<{ failures: number }>(
    `insert into login_failures as f (account, failures, first_failure_at) values ($1, 1, now())
     on conflict (account) do update set
       failures = case when f.first_failure_at < now() - make_interval(mins => $2) then 1
                       else f.failures + 1 end,
       first_failure_at = case when f.first_failure_at < now() - make_interval(mins => $2) then now()
                               else f.first_failure_at end
     returning failures`,
    [key(account), FAILURE_WINDOW_MINUTES],
  );
  const failures = rows[0]!.failures;
  if (failures >= MAX_FAILURES) {
    await db.query(
      `update login_failures set locked_until = now() + make_interval(mins => $2), failures = 0,
              first_failure_at = now()
        where account = $1`,
      [key(account), LOCK_MINUTES],
    );
  }
  return failures;
}

export async function clearFailures(db: pg.Pool, account: string): Promise<void> {
  await db.query('delete from login_failures where account = $1', [key(account)]);
}
