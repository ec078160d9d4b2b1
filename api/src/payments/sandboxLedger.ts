// The sandbox provider's books (issue 17): what it confirmed, kept in its own table (migration 082),
// or in memory where there is no database (unit tests). The first confirmation of a reference stands,
// as the sandbox answers the first outcome again for a repeated reference.
import type pg from 'pg';
import type { StatementLine } from '../../../domain/payments/paymentProvider.ts';

export interface SandboxLedger {
  record(line: StatementLine): Promise<void>;
  lines(from: Date, to: Date): Promise<StatementLine[]>;
}

export function pgSandboxLedger(pool: pg.Pool): SandboxLedger {
  return {
    async record(line) {
      await pool.query(
        `insert into sandbox_payment_ledger (kind, reference, transaction_id, amount_fen, confirmed_at)
         values ($1, $2, $3, $4, $5) on conflict do nothing`,
        [line.kind, line.reference, line.transactionId, line.amountFen, line.confirmedAt],
      );
    },
    async lines(from, to) {
      const { rows } = await pool.query(
        `select kind, reference, transaction_id as "transactionId", amount_fen::float8 as "amountFen",
                confirmed_at as "confirmedAt"
           from sandbox_payment_ledger where confirmed_at >= $1 and confirmed_at < $2`,
        [from, to],
      );
      return rows;
    },
  };
}

export function memorySandboxLedger(): SandboxLedger {
  const kept = new Map<string, StatementLine>();
  return {
    async record(line) {
      const key = `${line.kind}:${line.reference}`;
      if (!kept.has(key)) kept.set(key, line);
    },
    async lines(from, to) {
      return [...kept.values()].filter((l) => l.confirmedAt >= from && l.confirmedAt < to);
    },
  };
}
