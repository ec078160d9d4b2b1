import type pg from 'pg';
import type { SaleCatalog } from '../../../commands/sales/sellTickets.ts';
import type { SaleTicketType } from '../../../domain/sales/saleTicketType.ts';
import type { TicketTypeRow } from '../../../domain/ticketTypes/ticketType.schema.ts';
import { bindsFace, ENTER_MODES } from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import { holdersWithTicket } from '../../../projections/ticketQuery/ticketQuery.query.ts';
import { notFound } from '../http/appError.ts';
import { areaTimeZone } from '../masterData/scenicArea.repository.ts';
import { enabledDiscounts } from '../rules/rules.repository.ts';
import { findTicketTypes } from '../ticketTypes/ticketType.repository.ts';
import { MasterDataCache } from './masterDataCache.ts';

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
    needsPhoto: bindsFace(row.advanced.personTicketBindingMode),
    enterMode: row.advanced.enterMode,
    manyPeopleOneTicket: ENTER_MODES[row.advanced.enterMode] === 'manyPeopleOneTicket',
    mustCollect: row.advanced.isGetTicketPass === 1,
    refundCheck: row.advanced.isRefundCheck === 1,
    zones: row.zonePermissions.map(({ zoneName: _name, ...zone }) => zone),
  };
}

/**
 * The sale's reads of master data (kept in a MasterDataCache while nothing changes), and of the
 * ticket query for "sell again?". `asOf(version)`: the catalog of one request, which read the
 * master-data version with its session.
 */
export function pgSaleCatalog(pool: pg.Pool): { asOf(seenVersion?: string): SaleCatalog } {
  const cache = new MasterDataCache(pool);
  return { asOf: (seenVersion) => catalogAt(pool, cache, seenVersion) };
}

function catalogAt(pool: pg.Pool, cache: MasterDataCache, seenVersion?: string): SaleCatalog {
  return {
    async masterData(scenicAreaId, ticketTypeIds) {
      const view = await cache.at(seenVersion);
      const [timeZone, types, discountRules] = await Promise.all([
        view.one(`timeZone:${scenicAreaId}`, () => areaTimeZone(pool, scenicAreaId)),
        view.many(
          ticketTypeIds.map((id) => `ticketType:${id}`),
          async (keys) => {
            const rows = await findTicketTypes(
              pool,
              keys.map((key) => Number(key.slice('ticketType:'.length))),
            );
            return new Map(rows.map((r) => [`ticketType:${r.id}`, saleTicketTypeOf(r)]));
          },
        ),
        view.one(`discountRules:${scenicAreaId}`, () => enabledDiscounts(pool, scenicAreaId)),
      ]);
      if (timeZone === undefined) throw notFound();
      return { timeZone, types: new Map([...types.values()].map((t) => [t.id, t])), discountRules };
    },
    alreadyHeld: (scenicAreaId, typeIds, idNumbers, day) =>
      holdersWithTicket(pool, scenicAreaId, typeIds, idNumbers, day),
  };
}
