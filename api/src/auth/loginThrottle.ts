// Sign-in throttling (issue 8, finding 7: a lock on the account was a gift to attackers, who could
// lock any administrator out with ten wrong passwords).
// Per address: @fastify/rate-limit on the login route (LOGIN_ADDRESS_LIMIT), whatever the account.
// Per account and address: failures are counted in `login_failures` (shared by every API process),
// keyed by the lower-cased account (whether it exists or not) and the caller's address.
//  - ADDRESS_MAX_FAILURES within FAILURE_WINDOW_MINUTES hold that address off that account for
//    LOCK_MINUTES: even the right password from there is refused meanwhile.
//  - Once the account has ACCOUNT_MAX_FAILURES within the window from all addresses together, every
//    address that failed for it in the window is held off, and so is each address that fails next.
//  - An address that has not failed for the account is never held off: the owner, signing in from
//    their usual place with the right password, gets in while an attack goes on elsewhere.
// A success clears only its own address's count, so the owner signing in frees no attacker.

import type pg from 'pg';

export const LOGIN_ADDRESS_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
export const ADDRESS_MAX_FAILURES = 5;
export const ACCOUNT_MAX_FAILURES = 10;
export const FAILURE_WINDOW_MINUTES = 15;
export const LOCK_MINUTES = 15;

const key = (account: string) => account.trim().toLowerCase();

/** Whole minutes this address stays held off this account, or 0. */
export async function lockedMinutes(db: pg.Pool, account: string, address: string): Promise<number> {
  const { rows } = await db.query<{ seconds: number }>(
    `select extract(epoch from locked_until - now())::float8 as seconds
       from login_failures where account = $1 and address = $2 and locked_until > now()`,
    [key(account), address],
  );
  const seconds = rows[0]?.seconds ?? 0;
  return seconds > 0 ? Math.ceil(seconds / 60) : 0;
}

/** Counts a failure of `address` for `account` (a fresh window when its last one is old) and holds off as above. */
export async function recordFailure(db: pg.Pool, account: string, address: string): Promise<void> {
  const params = [key(account), address, FAILURE_WINDOW_MINUTES];
  const { rows } = await db.query<{ failures: number; total: number }>(
    `with counted as (
       insert into login_failures as f (account, address, failures, first_failure_at)
       values ($1, $2, 1, now())
       on conflict (account, address) do update set
         failures = case when f.first_failure_at < now() - make_interval(mins => $3) then 1
                         else f.failures + 1 end,
         first_failure_at = case when f.first_failure_at < now() - make_interval(mins => $3) then now()
                                 else f.first_failure_at end
       returning failures)
     select counted.failures,
            counted.failures + coalesce((select sum(failures) from login_failures
                                          where account = $1 and address <> $2
                                            and first_failure_at >= now() - make_interval(mins => $3)), 0)::int
              as total
       from counted`,
    params,
  );
  const { failures, total } = rows[0]!;
  const holdOff = (where: string, values: unknown[]) =>
    db.query(
      `update login_failures set locked_until = greatest(locked_until, now() + make_interval(mins => $1))
        where ${where}`,
      [LOCK_MINUTES, ...values],
    );
  if (total >= ACCOUNT_MAX_FAILURES) {
    const inWindow = 'first_failure_at >= now() - make_interval(mins => $3)';
    await holdOff(`account = $2 and ${inWindow}`, [key(account), FAILURE_WINDOW_MINUTES]);
  } else if (failures >= ADDRESS_MAX_FAILURES) {
    await holdOff('account = $2 and address = $3', [key(account), address]);
  }
}

/** A success from `address`: its own count for the account goes; other addresses' stay. */
export async function clearFailures(db: pg.Pool, account: string, address: string): Promise<void> {
  await db.query('delete from login_failures where account = $1 and address = $2', [key(account), address]);
}
