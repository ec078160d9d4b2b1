import type pg from 'pg';
import type { SaleCatalog } from '../../../commands/sales/sellTickets.ts';
import type { SaleTicketType } from '../../../domain/sales/saleTicketType.ts';
import type { TicketTypeRow } from '../../../domain/ticketTypes/ticketType.schema.ts';
import { BINDING_MODES, ENTER_MODES } from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import { holdersWithTicket } from '../../../projections/ticketQuery/ticketQuery.query.ts';
import { notFound } from '../http/appError.ts';
import { areaTimeZone } from '../masterData/scenicArea.repository.ts';
import { enabledDiscounts } from '../rules/rules.repository.ts';
import { findTicketTypes } from '../ticketTypes/ticketType.repository.ts';

const needsFace = (mode: number) => ['face', 'idCardAndFace'].includes(BINDING_MODES[mode] ?? '');

/** A ticket type of master data as a sale snapshots it. */
export function saleTicketTypeOf(row: TicketTypeRow): SaleTicketType {
  return {
    id: row.id,
    scenicAreaID: row.scenicAreaID,
    ticketTypeName: row.ticketTypeName,
    ticketPrice: row.ticketPrice,
    isEnable: row.isEnable === 1,
    touristType: row.advanced.touristType,
    ticketCate: row.ticketCate,
    ticketFeeMethod: row.ticketFeeMethod,
    startingType: row.ticketTypeStartingType,
    startingDate: row.ticketTypeStartingDate,
    useDays: row.ticketUseDays,
    isRealName: row.advanced.isRealName === 1,
    needsPhoto: needsFace(row.advanced.personTicketBindingMode),
    enterMode: row.advanced.enterMode,
    manyPeopleOneTicket: ENTER_MODES[row.advanced.enterMode] === 'manyPeopleOneTicket',
    mustCollect: row.advanced.isGetTicketPass === 1,
    refundCheck: row.advanced.isRefundCheck === 1,
    zones: row.zonePermissions.map(({ zoneName: _name, ...zone }) => zone),
  };
}

/** The sale's reads of master data, and of the ticket query for "sell again?". */
export function pgSaleCatalog(pool: pg.Pool): SaleCatalog {
  return {
    async timeZone(scenicAreaId) {
      const timeZone = await areaTimeZone(pool, scenicAreaId);
      if (timeZone === undefined) throw notFound();
      return timeZone;
    },
    async ticketTypes(_scenicAreaId, ids) {
      const rows = await findTicketTypes(pool, [...new Set(ids)]);
      return new Map(rows.map((r) => [r.id, saleTicketTypeOf(r)]));
    },
    discountRules: (scenicAreaId) => enabledDiscounts(pool, scenicAreaId),
    alreadyHeld: (scenicAreaId, typeIds, idNumbers, day) =>
      holdersWithTicket(pool, scenicAreaId, typeIds, idNumbers, day),
  };
}
