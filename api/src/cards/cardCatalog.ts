import type pg from 'pg';
import type { CardCatalog, CardTypeInfo } from '../../../commands/cards/cardDeps.ts';
import type { CardTypeOption } from '../../../domain/cards/card.schema.ts';
import type { TicketTypeRow } from '../../../domain/ticketTypes/ticketType.schema.ts';
import type { AppContext } from '../appContext.ts';
import { areaTimeZone } from '../masterData/scenicArea.repository.ts';
import { enabledDiscounts } from '../rules/rules.repository.ts';
import { saleTicketTypeOf } from '../sales/saleCatalog.ts';
import { findTicketTypes } from '../ticketTypes/ticketType.repository.ts';

/** A ticket type of master data as a card snapshots it. */
export function cardTypeOf(row: TicketTypeRow): CardTypeInfo {
  const sale = saleTicketTypeOf(row);
  return {
    scenicAreaID: row.scenicAreaID,
    isEnable: sale.isEnable,
    price: row.ticketPrice,
    needsPhoto: sale.needsPhoto,
    snapshot: {
      ticketTypeID: row.id,
      ticketTypeName: row.ticketTypeName,
      touristType: sale.touristType,
      ticketCate: row.ticketCate,
      feeMethod: row.ticketFeeMethod,
      listPrice: row.ticketPrice,
      medium: row.ticketMedium,
      startingType: row.ticketTypeStartingType,
      startingDate: row.ticketTypeStartingDate,
      useDays: row.ticketUseDays,
      zones: sale.zones,
      enterMode: sale.enterMode,
      replacementFee: row.patchCard,
    },
  };
}

export const cardTypeOption = (row: TicketTypeRow): CardTypeOption => {
  const { snapshot, needsPhoto } = cardTypeOf(row);
  return {
    id: row.id,
    ticketTypeName: row.ticketTypeName,
    ticketPrice: row.ticketPrice,
    ticketCate: row.ticketCate,
    medium: row.ticketMedium,
    needsPhoto,
    replacementFee: snapshot.replacementFee,
  };
};

export function pgCardCatalog(pool: pg.Pool, ctx: AppContext): CardCatalog {
  return {
    timeZone: async (areaId) => (await areaTimeZone(pool, areaId)) ?? ctx.config.DEFAULT_TIME_ZONE,
    async cardType(id) {
      const [row] = await findTicketTypes(pool, [id]);
      return row ? cardTypeOf(row) : null;
    },
    discountRules: (areaId) => enabledDiscounts(pool, areaId),
  };
}
