import type pg from 'pg';

/**
 * Serials from a Postgres sequence drawn a block at a time (migration 051): one `nextval` reserves
 * the next `increment_by` values for this process, so most callers take theirs from memory. Unique
 * across processes, never reused; what a process has not handed out when it stops is a gap.
 */
export class SerialBlocks {
  /** Reserved, not yet handed out: [next, end) ranges in order. */
  private readonly ranges: Array<{ next: bigint; end: bigint }> = [];
  private blockSize: Promise<bigint> | undefined;
  private refill: Promise<void> | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly sequence: string,
  ) {}

  /** `n` serials, in increasing order within a block. */
  async take(n: number): Promise<bigint[]> {
    while (this.available() < n) {
      this.refill ??= this.reserve(n - this.available()).finally(() => {
        this.refill = undefined;
      });
      await this.refill;
    }
    const taken: bigint[] = [];
    while (taken.length < n) {
      const range = this.ranges[0]!;
      taken.push(range.next);
      range.next += 1n;
      if (range.next === range.end) this.ranges.shift();
    }
    return taken;
  }

  private available(): number {
    return this.ranges.reduce((sum, r) => sum + Number(r.end - r.next), 0);
  }

  private async reserve(wanted: number): Promise<void> {
    this.blockSize ??= this.pool
      .query('select increment_by from pg_sequences where sequencename = $1', [this.sequence])
      .then(({ rows }) => BigInt(rows[0].increment_by));
    const size = await this.blockSize;
    const blocks = Math.ceil(wanted / Number(size));
    const { rows } = await this.pool.query(
      `select nextval($1::regclass)::text as first from generate_series(1, $2::int)`,
      [this.sequence, blocks],
    );
    for (const { first } of rows) this.ranges.push({ next: BigInt(first), end: BigInt(first) + size });
  }
}
