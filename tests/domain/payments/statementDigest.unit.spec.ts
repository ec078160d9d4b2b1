import { describe, expect, it } from 'vitest';
import { lineDigest, statementDaysOf } from '../../../domain/payments/statementDigest.ts';

describe('statement digest', () => {
  it('draws the number Postgres draws from md5 (select digestSql for charge:DD1:100 gives 782219251)', () => {
    expect(lineDigest('charge', 'DD1', 100)).toBe(782_219_251);
  });

  it('folds lines into their local days per kind, a line near midnight on its own day', () => {
    const days = statementDaysOf(
      [
        {
          kind: 'charge',
          reference: 'A',
          transactionId: 't1',
          amountFen: 100,
          confirmedAt: new Date('2026-03-01T15:59:59Z'),
        },
        {
          kind: 'charge',
          reference: 'B',
          transactionId: 't2',
          amountFen: 250,
          confirmedAt: new Date('2026-03-01T16:00:00Z'),
        },
        {
          kind: 'refund',
          reference: 'R',
          transactionId: 't3',
          amountFen: 50,
          confirmedAt: new Date('2026-03-01T17:00:00Z'),
        },
      ],
      'Asia/Shanghai',
    );
    expect(days).toEqual([
      { day: '2026-03-01', kind: 'charge', count: 1, amountFen: 100, digest: lineDigest('charge', 'A', 100) },
      { day: '2026-03-02', kind: 'charge', count: 1, amountFen: 250, digest: lineDigest('charge', 'B', 250) },
      { day: '2026-03-02', kind: 'refund', count: 1, amountFen: 50, digest: lineDigest('refund', 'R', 50) },
    ]);
  });
});
