// Demo ticket types for the demo scenic area (示范景区): adult, child, a slot-booked ticket and a group
// ticket for the visitor pages, and an annual card, each passing
// at the area's first zone. Runs after the steps that create the area and its zones; does nothing
// when the area already has ticket types, or has no zone yet.

import { type TicketTypeDraft, TicketTypeInput } from '../../../domain/ticketTypes/ticketType.schema.ts';
import { TICKET_CATE } from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import type { SeedStep } from '../appContext.ts';
import { inTransaction, recordChange } from '../audit/auditLog.ts';
import { insertTicketType } from './ticketType.repository.ts';

function demoTypes(scenicAreaID: number, zoneID: number): TicketTypeDraft[] {
  const common = {
    scenicAreaID,
    ticketMedium: 0,
    ticketFeeMethod: 0,
    ticketTypeStartingType: 0,
    salePlatforms: ['publicAccount', 'terminal', 'handheld', 'miniProgram'],
  } satisfies Partial<TicketTypeDraft>;
  const day = { zoneID, useTimes: 1, useTimesByDay: 1, ticketValidDays: 1 };
  const notice = '请于游玩当日持二维码或身份证入园，当日有效。';
  return [
    {
      ...common,
      ticketTypeName: '成人票',
      ticketDisplayPrice: 10000,
      ticketPrice: 8000,
      ticketCate: TICKET_CATE.ordinary,
      limitCount: 10,
      zonePermissions: [day],
      advanced: {
        touristType: 0,
        reservationInstructions: notice,
        detailsExplain: '适用于 18 至 59 周岁游客。',
      },
    },
    {
      ...common,
      ticketTypeName: '儿童票',
      ticketDisplayPrice: 5000,
      ticketPrice: 4000,
      ticketCate: TICKET_CATE.ordinary,
      limitCount: 10,
      zonePermissions: [day],
      advanced: {
        touristType: 1,
        reservationInstructions: notice,
        detailsExplain: '适用于 1.2 至 1.4 米儿童。',
      },
    },
    {
      // Booked on the phone (issue 14): a place in a morning or afternoon slot, one per ID number.
      ...common,
      ticketTypeName: '分时预约票',
      ticketDisplayPrice: 8000,
      ticketPrice: 6000,
      ticketCate: TICKET_CATE.ordinary,
      limitCount: 1,
      zonePermissions: [day],
      advanced: {
        touristType: 0,
        isAppointmentEnable: 1,
        isRealName: 1,
        reservationInstructions: '请选择游玩日期和入园时段，凭二维码或身份证在所选时段入园。',
        detailsExplain: '分时段预约，每个身份证号每个时段限约一张。',
      },
    },
    {
      ...common,
      ticketTypeName: '团体票',
      ticketDisplayPrice: 6000,
      ticketPrice: 5000,
      ticketCate: TICKET_CATE.group,
      zonePermissions: [day],
      advanced: {
        touristType: 0,
        isAppointmentEnable: 1,
        isRefundCheck: 1,
        reservationInstructions: '团体 5 至 200 人，由领队凭二维码带队入园；退票需审核。',
        detailsExplain: '每人 50 元，一张票供全团入园。',
      },
    },
    {
      ...common,
      ticketTypeName: '年卡',
      ticketDisplayPrice: 30000,
      ticketPrice: 20000,
      ticketMedium: 2,
      ticketCate: TICKET_CATE.annual,
      ticketUseDays: 365,
      patchCard: 2000,
      salePlatforms: ['terminal'],
      zonePermissions: [{ zoneID, useTimes: 0, useTimesByDay: 2, ticketValidDays: 365 }],
      advanced: {
        isRealName: 1,
        personTicketBindingMode: 1,
        detailsExplain: '一年内不限次数，每日最多入园两次。',
      },
    },
  ];
}

export const seedTicketTypes: SeedStep = async (ctx, demo) => {
  const { pool } = ctx;
  const area = await pool.query('select id from scenic_areas order by (name = $1) desc, id limit 1', [
    demo.scenicAreaName,
  ]);
  const areaId = area.rows[0]?.id as number | undefined;
  if (areaId === undefined) return;
  const existing = await pool.query('select 1 from ticket_types where scenic_area_id = $1 limit 1', [areaId]);
  if (existing.rowCount) return;
  const zone = await pool.query('select id from zones where scenic_area_id = $1 order by id limit 1', [
    areaId,
  ]);
  const zoneId = zone.rows[0]?.id as number | undefined;
  if (zoneId === undefined) return;
  await inTransaction(pool, async (tx) => {
    for (const draft of demoTypes(areaId, zoneId)) {
      const id = await insertTicketType(tx, TicketTypeInput.parse(draft));
      await recordChange(tx, {
        entity: 'ticketType',
        entityId: id,
        action: 'create',
        after: draft,
        scenicAreaId: areaId,
      });
    }
  });
};
