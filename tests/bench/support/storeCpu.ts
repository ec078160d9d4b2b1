// CPU accounting for tests/bench/store.bench.ts: CPU time of this Node process and of every Postgres
// backend connected to the bench database (read from /proc, so only when Postgres runs on this
// machine). CPU per operation is steadier than wall-clock rates on a shared, noisy machine.
import { readFileSync } from 'node:fs';
import pg from 'pg';

export interface CpuReading {
  nodeMs: number;
  /** CPU ms per backend pid; undefined when /proc cannot be read (remote server). */
  pg: Map<number, number> | undefined;
}

export interface CpuUsed {
  nodeMs: number;
  pgMs: number | undefined;
}

/** CPU used between two readings; a backend that connected in between counts from zero. */
export function cpuUsed(before: CpuReading, after: CpuReading): CpuUsed {
  let pgMs: number | undefined;
  if (before.pg && after.pg) {
    pgMs = 0;
    for (const [pid, ms] of after.pg) pgMs += ms - (before.pg.get(pid) ?? 0);
  }
  return { nodeMs: after.nodeMs - before.nodeMs, pgMs };
}

export interface CpuMeter {
  read(): Promise<CpuReading>;
  close(): Promise<void>;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

function procCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime + stime
  } catch {
    return undefined;
  }
}

export async function createCpuMeter(url: string): Promise<CpuMeter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async read() {
      const { rows } = await client.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      let pg: Map<number, number> | undefined = new Map();
      for (const { pid } of rows) {
        const ms = procCpuMs(pid);
        if (ms === undefined) {
          pg = undefined;
          break;
        }
        pg.set(pid, ms);
      }
      const cpu = process.cpuUsage();
      return { nodeMs: (cpu.user + cpu.system) / 1000, pg };
    },
    close: () => client.end(),
  };
}
