import type pg from 'pg';

/**
 * Lets `pool` outlive a dropped connection (a Postgres restart, Ctrl-C reaching Postgres under load):
 * the query in flight fails, and the connection's 'error' event goes to `onDropped` instead of
 * ending the process — for idle connections (the pool's own event) and for checked-out ones, which
 * have no listener of the pool's while they are out.
 */
export function survivesDroppedConnections(
  pool: pg.Pool,
  onDropped: (error: Error, inUse: boolean) => void = () => {},
): pg.Pool {
  pool.on('error', (error) => onDropped(error, false));
  pool.on('connect', (client) => client.on('error', (error) => onDropped(error, true)));
  return pool;
}
