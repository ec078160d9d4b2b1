import type pg from 'pg';
import type { z } from 'zod';
import type { CardMovement, CardMovementQuery } from '../../domain/cards/card.schema.ts';

/** A card's balance movements and those of the cards it replaced, newest first, in the caller's areas. */
export async function queryMovements(
  db: pg.Pool,
  filter: z.infer<typeof CardMovementQuery>,
  scope: number[] | 'all',
): Promise<[CardMovement[], number]> {
  const where = `where card_no in (
      with recursive chain(card_no) as (
        select $1::text
        union select l.replaced_from from card_list l join chain c on l.card_no = c.card_no where l.replaced_from is not null
      ) select card_no from chain)
    and ($2::int[] is null or scenic_area_id = any($2))`;
  const params = [filter.cardNo, scope === 'all' ? null : scope];
  const [rows, total] = await Promise.all([
    db.query(
      `select card_no as "cardNo", kind, amount, bonus, balance_after as "balanceAfter", order_no as "orderNo",
         occurred_at as "occurredAt", seller_account as "sellerAccount",
         (select time_zone from scenic_areas a where a.id = card_movements.scenic_area_id) as "timeZone"
       from card_movements ${where} order by occurred_at desc, event_id
       limit ${filter.pageItems} offset ${(filter.pageNumber - 1) * filter.pageItems}`,
      params,
    ),
    db.query(`select count(*)::int as n from card_movements ${where}`, params),
  ]);
  return [rows.rows.map((r) => ({ ...r, occurredAt: r.occurredAt.toISOString() })), total.rows[0].n];
}
