// What the report read models (issue 17) share: counters summed in memory over a batch, keyed by
// their dimensions, then added to their table in one statement; and the quarter-hour an instant
// falls in. Facts that carry their local day (a sale's soldOn, a pass's passedOn) are kept by that
// day; facts that carry only an instant (a refund, a recharge) are kept by UTC quarter-hour and
// turned into the area's local day by the queries (reportTime.ts), which judge every time zone,
// half- and quarter-hour offsets included, exactly.
import type pg from 'pg';

/** The UTC quarter-hour an ISO instant starts in, as an ISO string. */
export function quarterOf(iso: string): string {
  const ms = Date.parse(iso);
  return new Date(ms - (ms % 900_000)).toISOString();
}

/** The instant an event happened: what its command judged (metadata), else when it was stored. */
export const occurredAt = (recorded: { metadata: { occurredAt?: string }; created: Date }): string =>
  recorded.metadata.occurredAt ?? recorded.created.toISOString();

type SqlType = 'int' | 'bigint' | 'text' | 'date' | 'timestamptz';

/**
 * One table's counters: `keys` (column → SQL type) name a row, `values` are bigint counters that an
 * upsert adds to. `add` sums in memory; `write` sends the batch's rows in one statement.
 */
export class SummedRows<K extends string, V extends string> {
  private readonly rows = new Map<string, Record<string, unknown>>();
  private readonly sql: string;

  constructor(
    readonly table: string,
    private readonly keys: Record<K, SqlType>,
    private readonly values: readonly V[],
  ) {
    const keyNames = Object.keys(keys);
    const columns = [...keyNames, ...values];
    const types = [...keyNames.map((k) => `${k} ${keys[k as K]}`), ...values.map((v) => `${v} bigint`)];
    this.sql = `insert into ${table} (${columns.join(', ')})
select ${columns.map((c) => `r.${c}`).join(', ')} from jsonb_to_recordset($1::jsonb) as r(${types.join(', ')})
on conflict (${keyNames.join(', ')}) do update set ${values.map((v) => `${v} = ${table}.${v} + excluded.${v}`).join(', ')}`;
  }

  add(key: Record<K, string | number>, values: Partial<Record<V, number>>): void {
    const id = Object.keys(this.keys)
      .map((k) => key[k as K])
      .join('|');
    let row = this.rows.get(id);
    if (!row) {
      row = { ...key };
      for (const v of this.values) row[v] = 0;
      this.rows.set(id, row);
    }
    for (const [v, n] of Object.entries(values) as [V, number][]) row[v] = (row[v] as number) + n;
  }

  get size(): number {
    return this.rows.size;
  }

  /** Adds the summed rows to the table and forgets them. */
  async write(tx: pg.PoolClient): Promise<void> {
    if (this.rows.size === 0) return;
    const rows = [...this.rows.values()];
    this.rows.clear();
    await tx.query(this.sql, [JSON.stringify(rows)]);
  }
}
