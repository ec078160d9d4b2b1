// Wait-event sampling for tests/bench/store.bench.ts: what the bench's own backends are doing while a
// labelled phase runs (e.g. `Lock:object` = waiting for the cluster-wide NOTIFY commit lock,
// `IO:WALSync` = waiting for the commit flush, `running` = on CPU or runnable).
import pg from 'pg';

export interface WaitSampler {
  /** Samples taken from now on count under `label` (undefined pauses counting). */
  label(label: string | undefined): void;
  /** Share of samples per wait event, most frequent first, e.g. "Lock:object 41%, IO:WALSync 30%". */
  summary(label: string, top?: number): string;
  stop(): Promise<void>;
}

export async function startWaitSampler(url: string, intervalMs: number): Promise<WaitSampler> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  const counts = new Map<string, Map<string, number>>();
  let current: string | undefined;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const label = current;
      if (label !== undefined) {
        const { rows } = await client
          .query<{ wait: string }>(
            `select coalesce(wait_event_type || ':' || wait_event, 'running') as wait from pg_stat_activity
           where datname = current_database() and state = 'active' and pid <> pg_backend_pid()
             and backend_type = 'client backend'`,
          )
          .catch(() => ({ rows: [] as { wait: string }[] }));
        // A phase may have ended while the query ran: count only if the label still holds.
        if (label === current) {
          const byWait = counts.get(label) ?? new Map<string, number>();
          for (const { wait } of rows) byWait.set(wait, (byWait.get(wait) ?? 0) + 1);
          counts.set(label, byWait);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    label(label) {
      current = label;
    },
    summary(label, top = 3) {
      const byWait = counts.get(label);
      if (!byWait) return 'no samples';
      const total = [...byWait.values()].reduce((sum, n) => sum + n, 0);
      return [...byWait.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([wait, n]) => `${wait} ${Math.round((n * 100) / total)}%`)
        .join(', ');
    },
    async stop() {
      stopped = true;
      await loop;
      await client.end();
    },
  };
}
