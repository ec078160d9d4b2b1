import type { Config } from '../config/config.ts';

/**
 * The Postgres connections one API process may open (docs/operations.md): the requests' pool, the
 * event store's pool and its LISTEN session (a Postgres event store only), and the projections' pool
 * (one session for all their locks, the rest for their batches). Postgres' max_connections must cover
 * this figure times the processes, plus whatever else connects.
 */
export function connectionBudget(
  config: Pick<
    Config,
    'DB_POOL_MAX' | 'DB_EVENTSTORE_POOL_MAX' | 'DB_PROJECTION_POOL_MAX' | 'EVENTSTORE_URL'
  >,
) {
  const eventStore = config.EVENTSTORE_URL ? 0 : config.DB_EVENTSTORE_POOL_MAX + 1;
  const total = config.DB_POOL_MAX + eventStore + config.DB_PROJECTION_POOL_MAX;
  const line =
    `Postgres connections: at most ${total} (requests ${config.DB_POOL_MAX}, ` +
    (eventStore ? `event store ${config.DB_EVENTSTORE_POOL_MAX} + 1 listening, ` : '') +
    `projections ${config.DB_PROJECTION_POOL_MAX})`;
  return { total, line };
}
