// The digest of a payment statement's lines (issue 17's reconciliation): per local day and kind, the
// sum of a number drawn from each line (the first 32 bits of the MD5 of `kind:reference:amount`).
// Two sides whose count, money and digest agree hold the same lines (a difference that kept all
// three would need the sums of unrelated hashes to meet exactly). The SQL of the sandbox's ledger
// and of our provider payments computes the same number (`digestSql`).
import { createHash } from 'node:crypto';
import { localDateOf } from '../rules/ruleTime.ts';
import type { StatementDay, StatementLine } from './paymentProvider.ts';

export const lineDigest = (kind: string, reference: string, amountFen: number): number =>
  Number.parseInt(
    createHash('md5').update(`${kind}:${reference}:${amountFen}`).digest('hex').slice(0, 8),
    16,
  );

/** The same number in SQL, over columns `kind`, `reference` and `amount` (bigint). */
export const digestSql = (kind: string, reference: string, amount: string): string =>
  `('x' || substr(md5(${kind} || ':' || ${reference} || ':' || ${amount}::text), 1, 8))::bit(32)::bigint`;

/** A statement's lines folded into its days in `timeZone`. */
export function statementDaysOf(lines: readonly StatementLine[], timeZone: string): StatementDay[] {
  const days = new Map<string, StatementDay>();
  for (const l of lines) {
    const day = localDateOf(new Date(l.confirmedAt).getTime(), timeZone);
    const key = `${day}|${l.kind}`;
    const d = days.get(key) ?? { day, kind: l.kind, count: 0, amountFen: 0, digest: 0 };
    d.count += 1;
    d.amountFen += Number(l.amountFen);
    d.digest += lineDigest(l.kind, l.reference, Number(l.amountFen));
    days.set(key, d);
  }
  return [...days.values()];
}
