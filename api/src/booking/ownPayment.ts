// Whose payment an order number or price-difference reference is (the sandbox's completion call and
// wxConfirmOrder answer only the visitor who owns it).
import { loadTicket } from '../../../commands/sales/saleStreams.ts';
import type { AppContext } from '../appContext.ts';
import { ownBooking } from './visitorAccess.ts';
import { parseDifferenceReference } from './visitorPriceDifference.ts';

/**
 * The payment `reference` of `openid`: a booking of theirs, or a price difference (`PD…`) of a
 * ticket of one of their bookings; else 404.
 */
export async function ownPayment(ctx: AppContext, openid: string, reference: string) {
  const difference = parseDifferenceReference(reference);
  if (!difference) return ownBooking(ctx, openid, reference);
  const { state: ticket } = await loadTicket(ctx.store, difference.ticketNo);
  return ownBooking(ctx, openid, ticket.issued?.orderNo ?? '');
}
