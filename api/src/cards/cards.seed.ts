// A stored-value card type for the demo scenic area (示范景区), beside the demo's annual card, so the
// stored-value screens have something to sell (the recharge bonus rule is the rules seed's). Does
// nothing when the area has no zone yet or already has a stored-value type.
import { TicketTypeInput } from '../../../domain/ticketTypes/ticketType.schema.ts';
import { TICKET_CATE } from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import type { SeedStep } from '../appContext.ts';
import { inTransaction, recordChange } from '../audit/auditLog.ts';
import { insertTicketType } from '../ticketTypes/ticketType.repository.ts';

export const cardsSeed: SeedStep = async (ctx, demo) => {
  const { pool } = ctx;
  const { rows } = await pool.query(
    `select s.id as area, (select min(z.id) from zones z where z.scenic_area_id = s.id) as zone,
       exists (select 1 from ticket_types t where t.scenic_area_id = s.id and t.cate = $2) as has
     from scenic_areas s order by (s.name = $1) desc, s.id limit 1`,
    [demo.scenicAreaName, TICKET_CATE.storedValue],
  );
  const found = rows[0];
  if (!found?.zone || found.has) return;
  const draft = {
    scenicAreaID: found.area,
    ticketTypeName: '储值卡',
    ticketDisplayPrice: 1000,
    ticketPrice: 1000,
    ticketMedium: 1,
    ticketFeeMethod: 0,
    ticketTypeStartingType: 0,
    ticketCate: TICKET_CATE.storedValue,
    ticketUseDays: 1825,
    patchCard: 1000,
    salePlatforms: ['terminal'],
    zonePermissions: [{ zoneID: found.zone, useTimes: 0, useTimesByDay: 0, ticketValidDays: 0 }],
    advanced: { detailsExplain: '储值消费，五年有效；充值满 100 元送 10 元。' },
  };
  await inTransaction(pool, async (tx) => {
    const id = await insertTicketType(tx, TicketTypeInput.parse(draft));
    await recordChange(tx, {
      entity: 'ticketType',
      entityId: id,
      action: 'create',
      after: draft,
      scenicAreaId: found.area,
    });
  });
};
