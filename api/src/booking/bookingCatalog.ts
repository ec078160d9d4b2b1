// What a booking reads of master data: the ticket types (as a sale snapshots them, with the visitor
// parameters a booking judges), the area's time zone, and its appointment slots.
import type pg from 'pg';
import type { BookingCatalog } from '../../../commands/booking/submitBooking.ts';
import type { BookingTicketType } from '../../../domain/booking/booking.ts';
import type { BookingSlot } from '../../../domain/booking/bookingEvents.ts';
import { notFound } from '../http/appError.ts';
import { areaTimeZone } from '../masterData/scenicArea.repository.ts';
import { MasterDataCache } from '../sales/masterDataCache.ts';
import { saleTicketTypeOf } from '../sales/saleCatalog.ts';
import { findTicketTypes } from '../ticketTypes/ticketType.repository.ts';

export function pgBookingCatalog(pool: pg.Pool): BookingCatalog {
  const cache = new MasterDataCache(pool);
  return {
    async masterData(scenicAreaId, ticketTypeIds) {
      const view = await cache.at();
      const [timeZone, types] = await Promise.all([
        view.one(`timeZone:${scenicAreaId}`, () => areaTimeZone(pool, scenicAreaId)),
        view.many(
          ticketTypeIds.map((id) => `bookingType:${id}`),
          async (keys) => {
            const rows = await findTicketTypes(
              pool,
              keys.map((k) => Number(k.slice('bookingType:'.length))),
            );
            return new Map(
              rows.map((r): [string, BookingTicketType] => [
                `bookingType:${r.id}`,
                {
                  ...saleTicketTypeOf(r),
                  isAppointmentEnable: r.advanced.isAppointmentEnable === 1,
                  saleStartTime: r.advanced.saleStartTime,
                  saleEndTime: r.advanced.saleEndTime,
                  limitCount: r.limitCount,
                },
              ]),
            );
          },
        ),
      ]);
      if (timeZone === undefined) throw notFound();
      // The window's discount rules are not applied online: the visitor pages show price × count
      // (spec 002: the struck-through display price is the only reduction they show).
      return { timeZone, types: new Map([...types.values()].map((t) => [t.id, t])), discountRules: [] };
    },
    // Through the cache: appointment_configs bumps the master-data version (migration 072), so a
    // changed limit (the slot's capacity) counts from the next request on.
    async slots(scenicAreaId, slotId) {
      const view = await cache.at();
      const slots = await view.one(`slots:${scenicAreaId}`, () => areaSlots(pool, scenicAreaId));
      return { slot: slots.find((s) => s.id === slotId) ?? null, areaHasSlots: slots.length > 0 };
    },
  };
}

type AreaSlot = BookingSlot & { limitCount: number };

async function areaSlots(pool: pg.Pool, scenicAreaId: number): Promise<AreaSlot[]> {
  const { rows } = await pool.query(
    `select id, name, start_period, end_period, limit_count from appointment_configs
      where scenic_area_id = $1 order by id`,
    [scenicAreaId],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    startPeriod: r.start_period,
    endPeriod: r.end_period,
    limitCount: r.limit_count,
  }));
}
