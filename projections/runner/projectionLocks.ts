import type pg from 'pg';
import { TRY_LOCK, UNLOCK } from './checkpoints.sql.ts';

/**
 * The advisory locks of all of one runner's projections, held on ONE Postgres session taken from the
 * runner's pool (session-level locks belong to a session, not to a connection each: twenty
 * projections need one connection for their locks, not twenty). The batches run on the rest of the
 * pool. If the session fails, every holder is told (`onLost`) and the next `tryLock` opens another.
 */
export class ProjectionLocks {
  private session: Promise<pg.PoolClient> | undefined;
  private current: pg.PoolClient | undefined;
  private readonly holders = new Map<string, () => void>();
  /** The session's queries, one after the other (a pg client runs one query at a time). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly pool: pg.Pool) {}

  /** Takes the lock of `name` if no other session holds it; `onLost` runs if the session dies. */
  async tryLock(name: string, onLost: () => void): Promise<boolean> {
    const client = await this.client();
    const { rows } = await this.query(client, TRY_LOCK, name).catch((error) => {
      this.drop(client);
      throw error;
    });
    const locked = rows[0]?.locked === true;
    if (locked) this.holders.set(name, onLost);
    return locked;
  }

  async unlock(name: string): Promise<void> {
    const client = this.current;
    if (!this.holders.delete(name) || !client) return;
    await this.query(client, UNLOCK, name).catch(() => this.drop(client));
  }

  private query(client: pg.PoolClient, text: string, name: string) {
    const result = this.queue.then(() => client.query<{ locked: boolean }>(text, [name]));
    this.queue = result.catch(() => {});
    return result;
  }

  /** Ends the session (all locks go with it). */
  close(): void {
    this.holders.clear();
    if (this.current) this.drop(this.current);
  }

  private client(): Promise<pg.PoolClient> {
    if (!this.session) {
      const session = this.pool.connect().then((client) => {
        client.on('error', () => this.drop(client));
        this.current = client;
        return client;
      });
      session.catch(() => {
        if (this.session === session) this.session = undefined;
      });
      this.session = session;
    }
    return this.session;
  }

  private drop(client: pg.PoolClient): void {
    if (this.current !== client) return;
    this.current = undefined;
    this.session = undefined;
    client.release(true); // destroyed, not reused: ending the session drops its locks for certain
    const lost = [...this.holders.values()];
    this.holders.clear();
    for (const onLost of lost) onLost();
  }
}
