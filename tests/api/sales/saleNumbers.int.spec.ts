// Order and ticket numbers per request (api/src/sales/saleNumbers.repository.ts): the requests of one
// turn are kept by one insert, and still each request id ends with exactly one set of numbers, every
// caller of it is answered that set, and exactly one caller is told the numbers are fresh (the one
// whose submit may record the order). A keep the database refuses fails alone.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { pgSaleNumbers } from '../../../api/src/sales/saleNumbers.repository.ts';
import { createTestDatabase, type TestDatabase, testPool } from '../../support/testDatabase.ts';

let db: TestDatabase;
let pool: pg.Pool;
let statements = 0;

beforeAll(async () => {
  db = await createTestDatabase('numbers', inject('seededTemplate').database);
  pool = testPool(db.url, { max: 4 });
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((...args: unknown[]) => {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
    if (text.includes('sale_number_allocations')) statements++;
    return query(...args);
  }) as typeof pool.query;
});

afterAll(async () => {
  await pool.end();
  await db.drop();
});

it('thirty requests at once, ten ids thrice: one set per id, answered to all three, one fresh', async () => {
  const numbers = pgSaleNumbers(pool);
  const ids = Array.from({ length: 10 }, () => randomUUID());
  const calls = ids.flatMap((id) => [id, id, id]);
  statements = 0;
  const answers = await Promise.all(calls.map((id) => numbers.forRequest(id, '2026-11-26', 2)));
  expect(statements).toBeLessThan(calls.length);
  for (const id of ids) {
    const mine = answers.filter((_, i) => calls[i] === id);
    expect(new Set(mine.map((a) => a.orderNo)).size).toBe(1);
    expect(new Set(mine.map((a) => a.ticketNos.join())).size).toBe(1);
    expect(mine.filter((a) => a.fresh)).toHaveLength(1);
  }
  expect(new Set(answers.map((a) => a.orderNo)).size).toBe(ids.length);
  const { rows } = await pool.query(
    'select request_id::text, order_no from sale_number_allocations where request_id = any($1::uuid[])',
    [ids],
  );
  expect(new Map(rows.map((r) => [r.request_id, r.order_no]))).toEqual(
    new Map(ids.map((id) => [id, answers[calls.indexOf(id)]?.orderNo])),
  );
  // Asked again later, each id answers its kept numbers, not fresh.
  const again = await Promise.all(ids.map((id) => numbers.forRequest(id, '2026-11-26', 2)));
  expect(again.map((a) => [a.orderNo, a.fresh])).toEqual(
    ids.map((id) => [answers[calls.indexOf(id)]?.orderNo, false]),
  );
});

it('a keep the database refuses fails alone; the others of its turn are kept', async () => {
  const numbers = pgSaleNumbers(pool);
  const good = Array.from({ length: 5 }, () => randomUUID());
  const settled = await Promise.allSettled([
    ...good.map((id) => numbers.forRequest(id, '2026-11-26', 1)),
    numbers.forRequest('not-a-uuid', '2026-11-26', 1),
  ]);
  expect(settled.slice(0, 5).map((s) => s.status === 'fulfilled' && s.value.fresh)).toEqual(
    Array(5).fill(true),
  );
  expect(settled[5]?.status).toBe('rejected');
});
