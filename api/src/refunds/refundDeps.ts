// What the refund use cases need of the app, built once for the window's routes and the visitor's.
import type { RefundDeps } from '../../../commands/refunds/refundStreams.ts';
import type { OnlinePayments } from '../../../domain/payments/onlinePayment.ts';
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

/**
 * The window's and the review queue's refunds: a visitor booking's money goes back online, and only
 * a user with the openOnlineRefund option may refund an order paid online.
 */
export function windowRefundDeps(
  ctx: AppContext,
  onlinePayments: Pick<OnlinePayments, 'refund'>,
): RefundDeps {
  return refundDeps(ctx, {
    onlinePayments,
    async onlineRefundOpen(userId) {
      const { rows } = await ctx.pool.query('select open_online_refund from users where id = $1', [userId]);
      return rows[0]?.open_online_refund === 1;
    },
  });
}
