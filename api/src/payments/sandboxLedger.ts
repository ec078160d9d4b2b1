// The sandbox provider's books (issue 17): what it confirmed, kept in its own table (migration 082),
// or in memory where there is no database (unit tests). The first confirmation of a reference stands,
// as the sandbox answers the first outcome again for a repeated reference.
import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { StatementDay, StatementLine } from '../../../domain/payments/paymentProvider.ts';
import { lineDigest, statementDaysOf } from '../../../domain/payments/statementDigest.ts';
import { sqlTimeZone } from '../../../projections/queryFilters.ts';

export interface SandboxLedger {
  record(line: StatementLine): Promise<void>;
  lines(from: Date, to: Date): Promise<StatementLine[]>;
  days(from: Date, to: Date, timeZone: string): Promise<StatementDay[]>;
}

export function pgSandboxLedger(pool: pg.Pool): SandboxLedger {
  return {
    async record(line) {
      await pool.query(
        `insert into sandbox_payment_ledger (kind, reference, transaction_id, amount_fen, confirmed_at, digest)
         values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
        [
          line.kind,
          line.reference,
          line.transactionId,
          line.amountFen,
          line.confirmedAt,
          lineDigest(line.kind, line.reference, line.amountFen),
        ],
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
    async days(from, to, timeZone) {
      const zone = sqlTimeZone(timeZone);
      const { rows } = await pool.query(
        `select to_char((confirmed_at at time zone '${zone}')::date, 'YYYY-MM-DD') as day, kind,
                count(*)::int as count, sum(amount_fen)::float8 as "amountFen",
                sum(digest)::float8 as digest
           from sandbox_payment_ledger where confirmed_at >= $1 and confirmed_at < $2 group by 1, 2`,
        [from, to],
      );
      return rows;
    },
  };
}

/**
 * The sandbox's refund of `transactionId` (one it issued, SBX…) under our `reference`, entered in its
 * ledger; the refund id is derived from `salt` and the reference, so a repeat is the same refund.
 */
export async function sandboxRefund(
  ledger: SandboxLedger,
  salt: string,
  refund: { reference: string; transactionId: string; amountFen: number; at: Date },
): Promise<{ status: 'refunded'; refundId: string } | { status: 'failed'; reason: string }> {
  const { reference, transactionId, amountFen, at } = refund;
  if (!transactionId.startsWith('SBX')) return { status: 'failed', reason: 'sandbox: unknown transaction' };
  const refundId = `SBR${createHash('sha256').update(`${salt}:${reference}`).digest('hex').slice(0, 24)}`;
  await ledger.record({ kind: 'refund', reference, transactionId: refundId, amountFen, confirmedAt: at });
  return { status: 'refunded', refundId };
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
    async days(from, to, timeZone) {
      return statementDaysOf(await this.lines(from, to), timeZone);
    },
  };
}
