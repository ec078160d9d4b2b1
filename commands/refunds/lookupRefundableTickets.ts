// The refund screen's search (spec 001 §2, §8): an order's tickets, found by the order's number or
// one of its tickets', each with what a refund would return and whether it can be ticked. Read from
// the streams themselves (a refund's quote must not lag behind a sale or a refund just made).
import type { CommandEnvelope } from '../../domain/commandEnvelope.ts';
import { DomainError } from '../../domain/decider.ts';
import type { RefundLookupAnswer } from '../../domain/refunds/refund.schema.ts';
import { needsReview, refundAmountOf, refundBlock } from '../../domain/refunds/refundPolicy.ts';
import { localDateOf } from '../../domain/rules/ruleTime.ts';
import { statusOn } from '../../domain/sales/ticket.ts';
import { loadTicket } from '../sales/saleStreams.ts';
import { loadPlacedOrder, loadTickets, type RefundDeps } from './refundStreams.ts';

export async function lookupRefundableTickets(
  deps: RefundDeps,
  envelope: CommandEnvelope,
  no: string,
): Promise<RefundLookupAnswer> {
  const byOrder = no.toUpperCase().startsWith('DD');
  const orderNo = byOrder ? no.toUpperCase() : (await loadTicket(deps.store, no)).state.issued?.orderNo;
  if (!orderNo) throw new DomainError('TICKET_NOT_FOUND', undefined, { ticketNo: no });
  const order = await loadPlacedOrder(deps.store, orderNo);
  if (order.scenicAreaID !== envelope.scenicAreaId)
    throw new DomainError('ORDER_NOT_FOUND', undefined, { orderNo });
  const [timeZone, onlineRefundOpen] = await Promise.all([
    deps.timeZone(envelope.scenicAreaId),
    deps.onlineRefundOpen(envelope.actor.userId),
  ]);
  const today = localDateOf(envelope.now.getTime(), timeZone);
  const tickets = await loadTickets(deps.store, order.ticketNos, envelope.scenicAreaId);
  return {
    orderNo,
    paymentMethod: order.payment.method,
    orderAmount: order.amount,
    soldOn: order.soldOn,
    onlineRefundOpen,
    tickets: tickets.map(({ ticketNo, state }) => {
      const block = refundBlock(state, today);
      return {
        ticketNo,
        ticketTypeName: state.issued?.ticketTypeName ?? '',
        amount: refundAmountOf(state),
        status: statusOn(state, today) ?? 0,
        refundCheckStatus: state.refund.reviewStatus,
        reviewNote: state.refund.reviewNote,
        refundNo: state.refund.refundNo,
        refundable: block === null,
        needsReview: needsReview(state),
        reason: block?.code ?? null,
        validTo: state.issued?.validTo ?? '',
      };
    }),
  };
}
