import type pg from 'pg';

/** Reads through the cache for one use (one version). */
export interface MasterDataView {
  one<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Values of `keys`, those not kept read together by `load` (which answers them by key). */
  many<T>(keys: string[], load: (missing: string[]) => Promise<Map<string, T>>): Promise<Map<string, T>>;
}

/**
 * Values read from master data, kept while `master_data_version` (migration 051: bumped by a
 * trigger in the transaction of every write to the tables a sale reads) stays the same. One query
 * per use checks the version; a change drops everything kept. A value is read after the version it
 * is kept under, so it is never older than that version: at worst it is read again.
 */
export class MasterDataCache {
  private version: string | undefined;
  private kept = new Map<string, Promise<unknown>>();
  /** The version read the callers of this turn of the event loop wait for (not sent yet). */
  private nextRead: Promise<string> | undefined;

  constructor(private readonly pool: pg.Pool) {}

  /**
   * The cache at `seenVersion` (the request's session lookup read it, auth/session.repository.ts),
   * else at the version read now.
   */
  async at(seenVersion?: string): Promise<MasterDataView> {
    const version = seenVersion ?? (await this.currentVersion());
    if (version !== this.version) {
      this.version = version;
      this.kept = new Map();
    }
    const kept = this.kept;
    const keep = <T>(key: string, value: Promise<T>) => {
      kept.set(key, value);
      value.catch(() => kept.delete(key)); // a failed read is not kept
      return value;
    };
    return {
      one: <T>(key: string, load: () => Promise<T>) => (kept.get(key) as Promise<T>) ?? keep(key, load()),
      async many<T>(keys: string[], load: (missing: string[]) => Promise<Map<string, T>>) {
        const missing = [...new Set(keys.filter((key) => !kept.has(key)))];
        if (missing.length) {
          const loaded = load(missing);
          for (const key of missing)
            keep(
              key,
              loaded.then((values) => values.get(key)),
            );
        }
        const values = await Promise.all(keys.map((key) => kept.get(key) as Promise<T | undefined>));
        return new Map(keys.flatMap((key, i) => (values[i] === undefined ? [] : [[key, values[i]!]])));
      },
    };
  }

  /**
   * The version master data is at now: one query, sent after the caller asked. The callers of one
   * turn of the event loop (a burst of requests parsed together) share it, so it is never older
   * than any of them.
   */
  currentVersion(): Promise<string> {
    this.nextRead ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.nextRead = undefined;
      return this.readVersion();
    });
    return this.nextRead;
  }

  private async readVersion(): Promise<string> {
    const { rows } = await this.pool.query({
      name: 'master_data_version',
      text: 'select version::text from master_data_version',
    });
    return rows[0].version as string;
  }
}
