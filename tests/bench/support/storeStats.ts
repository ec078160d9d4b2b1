import os from 'node:os';
// Small helpers for tests/bench/store.bench.ts: percentiles, medians, a text table.

/** Nearest-rank percentile of unsorted samples (p in 0..100). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Milliseconds since `start` (a `process.hrtime.bigint()` reading). */
export function msSince(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export function fmtInt(value: number): string {
  return Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '-';
}

export function fmtMs(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : '-';
}

export function fmtPct(ratio: number): string {
  return Number.isFinite(ratio) ? `${(ratio * 100).toFixed(0)} %` : '-';
}

/** A left-aligned first column, right-aligned numbers, a rule under the header. */
export function renderTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** The machine's load averages (1, 5, 15 min), printed beside each figure: benchmarks share the VM. */
export const loadAverage = (): string =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
