import type DataLoader from 'dataloader';
import type pg from 'pg';
import { perTurn } from '../../../commands/handling/perTurn.ts';
import type { Session } from './session.ts';
import { hashToken, newToken, SESSION_TTL_MS } from './tokens.ts';
import { sessionOf, USER_RECORD_COLUMNS, USER_RECORD_FROM, type UserRecord } from './userRecord.ts';

/** Starts a session for a user; answers the token (only its hash is stored) and its expiry. */
export async function createSession(
  db: pg.Pool,
  userId: number,
  client: { ip: string; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  // Expired sessions go on the way in: this user's, and anyone's expired for a day (until then an
  // expired token is answered SESSION_EXPIRED rather than UNAUTHORIZED).
  await db.query(
    `delete from sessions where (user_id = $1 and expires_at < now()) or expires_at < now() - interval '1 day'`,
    [userId],
  );
  await db.query(
    `insert into sessions (token_hash, user_id, expires_at, ip, user_agent) values ($1, $2, $3, $4, $5)`,
    [hashToken(token), userId, expiresAt, client.ip, client.userAgent?.slice(0, 256) ?? null],
  );
  return { token, expiresAt };
}

/**
 * A live session, and the master-data version read with it: every signed-in request makes this one
 * read, so caches of master data (api/src/sales/masterDataCache.ts) need no query of their own.
 */
export interface SignedIn {
  session: Session;
  masterDataVersion: string;
}

export type SessionLookup = SignedIn | 'expired' | undefined;

const FIND_SESSIONS = `select s.token_hash as "tokenHash", s.expires_at as "expiresAt",
         (select version::text from master_data_version) as "masterDataVersion",
         ${USER_RECORD_COLUMNS} ${USER_RECORD_FROM}
   join sessions s on s.user_id = u.id
  where s.token_hash = any($1::text[])`;

type SessionRow = UserRecord & { tokenHash: string; expiresAt: Date; masterDataVersion: string };

/**
 * The session reads of the requests that arrive together (in one turn of the event loop) go to the
 * database as one query: at a busy window that is several requests a read instead of one each.
 * Nothing is cached: every request's session is read after it arrived.
 */
const sessionReads = new WeakMap<pg.Pool, DataLoader<string, SessionRow | undefined>>();

function sessionReaderOf(db: pg.Pool): DataLoader<string, SessionRow | undefined> {
  let reader = sessionReads.get(db);
  if (!reader) {
    reader = perTurn(async (tokenHashes: readonly string[]) => {
      // A prepared statement, so its five-table join is planned once per connection rather than
      // on every read (the planning cost more than the lookup).
      const { rows } = await db.query<SessionRow>({
        name: 'find_sessions',
        text: FIND_SESSIONS,
        values: [tokenHashes],
      });
      const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
      return tokenHashes.map((hash) => byHash.get(hash));
    }, 100);
    sessionReads.set(db, reader);
  }
  return reader;
}

/**
 * The live session of a token hash, read fresh with the user and role, so disabling a user or
 * changing a role takes effect on the next request.
 */
export async function findSession(db: pg.Pool, tokenHash: string): Promise<SessionLookup> {
  const row = await sessionReaderOf(db).load(tokenHash);
  if (!row) return undefined;
  if (row.expiresAt.getTime() <= Date.now()) return 'expired';
  if (!row.isEnable) return undefined;
  return { session: sessionOf(row, tokenHash, row.expiresAt), masterDataVersion: row.masterDataVersion };
}

export async function endSession(db: pg.Pool | pg.PoolClient, tokenHash: string): Promise<void> {
  await db.query('delete from sessions where token_hash = $1', [tokenHash]);
}

/** Ends every session of a user but, optionally, one (the caller's own). */
export async function endUserSessions(
  db: pg.Pool | pg.PoolClient,
  userId: number,
  keepTokenHash?: string,
): Promise<void> {
  await db.query('delete from sessions where user_id = $1 and token_hash <> $2', [
    userId,
    keepTokenHash ?? '',
  ]);
}
