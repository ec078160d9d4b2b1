// Demo travel-agency data: the demo agency (made by the users seed, sign-in `agency`) gets the
// area's dearest enabled ticket type as its ordinary type, two "children" concession rules (age
// 0–17, height ≤ 140 cm) on the cheapest, and 2,000 yuan of credit (a CreditRecharged event).
// Does nothing once the area has a matching rule.
import { randomUUID } from 'node:crypto';
import { rechargeCredit } from '../../../commands/agencies/rechargeCredit.ts';
import { agencyFlags } from '../../../domain/auth/permissionFlags.ts';
import type { SeedStep } from '../appContext.ts';
import { inTransaction } from '../audit/auditLog.ts';

export const DEMO_CREDIT_FEN = 200_000;

export const agenciesSeed: SeedStep = async (ctx) => {
  const { rows } = await ctx.pool.query(
    `select a.id, a.name, a.scenic_area_id as "scenicAreaID",
       (select min(t.id) from ticket_types t
         where t.scenic_area_id = a.scenic_area_id and t.is_enable and t.name = '儿童票') as concession,
       (select min(t.id) from ticket_types t
         where t.scenic_area_id = a.scenic_area_id and t.is_enable and t.name = '成人票') as ordinary
     from travel_agencies a where a.name = '示范旅行社' order by a.id limit 1`,
  );
  const agency = rows[0];
  // The demo's child and adult tickets (api/src/ticketTypes seed): children match the concession.
  if (!agency?.concession || !agency.ordinary) return;
  const { concession, ordinary } = agency as { concession: number; ordinary: number };
  const seeded = await inTransaction(ctx.pool, async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('seed:agencies'))`);
    const existing = await tx.query('select 1 from ticket_match_rules where scenic_area_id = $1', [
      agency.scenicAreaID,
    ]);
    if (existing.rows.length > 0) return false;
    await tx.query('update travel_agencies set ordinary_ticket_type_id = $2 where id = $1', [
      agency.id,
      ordinary,
    ]);
    await tx.query(
      `insert into ticket_match_rules (scenic_area_id, ticket_type_id, name, min_age, max_age, remark)
       values ($1, $2, '儿童（0–17 岁）', 0, 17, '演示数据'), ($1, $2, '儿童（身高 140 cm 以下）', null, null, '演示数据')`,
      [agency.scenicAreaID, concession],
    );
    await tx.query(
      `update ticket_match_rules set min_height = 0, max_height = 140 where scenic_area_id = $1 and min_age is null`,
      [agency.scenicAreaID],
    );
    return true;
  });
  if (!seeded) return;
  const actor = {
    userId: 0,
    account: 'seed',
    category: 0 as const,
    areaScope: 'all' as const,
    flags: agencyFlags(),
  };
  const envelope = {
    now: ctx.clock.now(),
    actor,
    scenicAreaId: agency.scenicAreaID,
    requestId: randomUUID(),
  };
  await rechargeCredit(ctx.store, envelope, agency, {
    requestId: envelope.requestId,
    travelAgencyID: agency.id,
    amount: DEMO_CREDIT_FEN,
    remark: '演示额度',
  });
};
