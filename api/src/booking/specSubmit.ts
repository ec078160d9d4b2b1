// wxSubmitOrder as the spec's pages send it (spec 002 §3): what the submit use case needs that the
// payload leaves out is found here — the request id derived when none comes, the appointment slot
// from the times when they name one (play date + the slot's start and end, "2026-11-25 08:00:00").
import type pg from 'pg';
import type { WxSubmitOrder, WxSubmitOrderCall } from '../../../domain/booking/visitorApi.schema.ts';
import { derivedRequestId } from '../http/derivedRequestId.ts';

/** "2026-11-25 08:00:00" → "0800". */
const periodOf = (localDateTime: string) => localDateTime.slice(11, 16).replace(':', '');

/** The area's slot that starts and ends at the times' clock times, else null. */
async function slotNamedBy(pool: pg.Pool, scenicAreaId: number, start: string, end: string) {
  const { rows } = await pool.query(
    `select id from appointment_configs
      where scenic_area_id = $1 and start_period = $2 and end_period = $3 order by id limit 1`,
    [scenicAreaId, periodOf(start), periodOf(end)],
  );
  return (rows[0]?.id as number | undefined) ?? null;
}

/** The submit input of a spec payload: request id and slot filled in where the payload has none. */
export async function submitInputOf(
  pool: pg.Pool,
  openid: string,
  body: WxSubmitOrderCall,
  now: Date,
): Promise<WxSubmitOrder> {
  const { ticketUserIDNum, requestId, appointmentID, ...payload } = body;
  const { appointmentStartTime: start, appointmentEndTime: end } = payload.ticketParams;
  return {
    ...payload,
    touristIDCardNum: payload.touristIDCardNum || ticketUserIDNum || '',
    requestId: requestId ?? derivedRequestId('wxSubmitOrder', openid, body, now),
    appointmentID:
      appointmentID === undefined ? await slotNamedBy(pool, payload.scenicAreaID, start, end) : appointmentID,
  };
}
