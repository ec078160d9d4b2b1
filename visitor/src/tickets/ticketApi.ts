// The ticket types the visitor may buy (GET /api/ticketType without a token, spec 002 §7) and the
// appointment slots of one type.

import type { AppointmentConfigRow } from '../../../domain/masterData/appointmentConfig.schema.ts';
import type { PublicTicketType } from '../../../domain/ticketTypes/ticketType.schema.ts';
import { getRows } from '../shared/visitorHttp.ts';

/** Ticket categories the visitor lists show: 0 ordinary, 1 group. */
export const CATE = { ordinary: 0, group: 1 } as const;
/** ticketFeeMethod: 0 per count, 1 timed, 2 per day. */
export const FEE = { perCount: 0, timed: 1, perDay: 2 } as const;

export function fetchTicketTypes(
  scenicAreaID: number,
  filter: { cate: number; feeMethod?: number; group?: boolean },
  signal?: AbortSignal,
): Promise<PublicTicketType[]> {
  return getRows<PublicTicketType>(
    filter.group ? '/api/ticketType/select' : '/api/ticketType',
    {
      pageItems: 999,
      pageNumber: 1,
      scenicAreaID,
      ticketCateArray: filter.cate,
      isLoadThirdPlatform: 1,
      ticketFeeMethod: filter.feeMethod,
    },
    signal,
  );
}

export type Slot = Pick<
  AppointmentConfigRow,
  'id' | 'appointmentConfigName' | 'startPeriod' | 'endPeriod' | 'limitCount'
>;

/** GET /api/appointmentConfig?ticketTypeID=&pageItems=999&pageNumber=1 → the type's slots, by start. */
export async function fetchSlots(ticketTypeID: number, signal?: AbortSignal): Promise<Slot[]> {
  const rows = await getRows<Slot>(
    '/api/appointmentConfig',
    { ticketTypeID, pageItems: 999, pageNumber: 1 },
    signal,
  );
  return [...rows].sort((a, b) => a.startPeriod.localeCompare(b.startPeriod));
}
