// What the refund use cases need of the app, built once for the window's routes and the visitor's.
import type { RefundDeps } from '../../../commands/refunds/refundStreams.ts';
import type { AppContext } from '../appContext.ts';
import { areaTimeZone } from '../masterData/scenicArea.repository.ts';
import { pgRefundNumbers } from './refundNumbers.repository.ts';

/** The scenic area's time zone (the default for an area that names none). */
export const areaTimeZoneOf = (ctx: AppContext) => async (areaId: number) =>
  (await areaTimeZone(ctx.pool, areaId)) ?? ctx.config.DEFAULT_TIME_ZONE;

export function refundDeps(
  ctx: AppContext,
  who: Pick<RefundDeps, 'onlinePayments' | 'onlineRefundOpen'>,
): RefundDeps {
  return {
    store: ctx.store,
    numbers: pgRefundNumbers(ctx.pool),
    payments: ctx.payments,
    timeZone: areaTimeZoneOf(ctx),
    ...who,
  };
}
