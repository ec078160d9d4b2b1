// Postgres adapter of the idempotency port: one row per request id holding the first answer.
// bigint fields (revisions) are stored as decimal strings; bigints inside the state as
// {"$bigint": "…"}. The state is stored as JSON, so a replayed state is its JSON round trip.

import type pg from 'pg';
import type { CommandOutcome, IdempotencyStore, StoredResult } from '../../domain/idempotency.ts';

const CREATE_TABLE = `
  create table if not exists command_requests (
    request_id text primary key,
    stream_id text not null,
    result jsonb not null,
    created_at timestamptz not null default now()
  )`;

interface StoredEventJson {
  id: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  revision: string;
}

interface StoredOutcomeJson {
  newEvents: StoredEventJson[];
  nextExpectedRevision: string;
  newState: unknown;
}

const BIGINT_TAG = '$bigint';

function encodeState(state: unknown): unknown {
  if (state === undefined) return null;
  return JSON.parse(
    JSON.stringify(state, (_key, value) =>
      typeof value === 'bigint' ? { [BIGINT_TAG]: value.toString() } : value,
    ),
  );
}

function decodeState(json: unknown): unknown {
  return JSON.parse(JSON.stringify(json), (_key, value) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const keys = Object.keys(value);
      if (keys.length === 1 && keys[0] === BIGINT_TAG && typeof value[BIGINT_TAG] === 'string') {
        return BigInt(value[BIGINT_TAG]);
      }
    }
    return value;
  });
}

export function encodeOutcome(outcome: CommandOutcome): StoredOutcomeJson {
  return {
    newEvents: outcome.newEvents.map((event) => ({
      id: event.id,
      type: event.type,
      data: event.data,
      metadata: event.metadata,
      revision: event.revision.toString(),
    })),
    nextExpectedRevision: outcome.nextExpectedRevision.toString(),
    newState: encodeState(outcome.newState),
  };
}

export function decodeOutcome(json: StoredOutcomeJson): CommandOutcome {
  return {
    newEvents: json.newEvents.map((event) => ({
      id: event.id,
      type: event.type,
      data: event.data,
      metadata: event.metadata,
      revision: BigInt(event.revision),
    })),
    nextExpectedRevision: BigInt(json.nextExpectedRevision),
    newState: decodeState(json.newState),
  };
}

/** Creates the table when missing and returns the store. The pool stays the caller's to close. */
export async function createPgIdempotencyStore(pool: pg.Pool): Promise<IdempotencyStore> {
  try {
    await pool.query(CREATE_TABLE);
  } catch (error) {
    // Two processes creating the table at once: the loser sees a duplicate table, or a duplicate of
    // the row type Postgres makes with it (as a unique violation, or as "type … already exists").
    const code = (error as { code?: string }).code;
    if (code !== '23505' && code !== '42P07' && code !== '42710') throw error;
  }
  return {
    async get(requestId: string): Promise<StoredResult | undefined> {
      const { rows } = await pool.query<{ stream_id: string; result: StoredOutcomeJson }>(
        'select stream_id, result from command_requests where request_id = $1',
        [requestId],
      );
      const row = rows[0];
      if (row === undefined) return undefined;
      return { requestId, streamId: row.stream_id, outcome: decodeOutcome(row.result) };
    },

    async put(requestId: string, streamId: string, outcome: CommandOutcome): Promise<void> {
      await pool.query(
        `insert into command_requests (request_id, stream_id, result) values ($1, $2, $3::jsonb)
         on conflict (request_id) do nothing`,
        [requestId, streamId, JSON.stringify(encodeOutcome(outcome))],
      );
    },
  };
}
