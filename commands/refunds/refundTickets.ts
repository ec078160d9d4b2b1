// Refund at the window (spec 001 §2, §5, §8): the ticked tickets of one order, refunded at once
// (their type needs no review). Read the order and tickets → decide → one multi-stream append
// (the refund order new, each ticket stream at the revision read: a second window refunding the
// same ticket gets WrongExpectedVersion, reads again and is refused) → the money back.
// Idempotent by request id: the refund number is kept per request, a retry answers what was recorded.
import type { CommandEnvelope } from '../../domain/commandEnvelope.ts';
import type { RefundAnswer, RefundTickets } from '../../domain/refunds/refund.schema.ts';
import { decideRefund } from '../../domain/refunds/refund.ts';
import { localDateOf } from '../../domain/rules/ruleTime.ts';
import {
  appendDecisions,
  loadPlacedOrder,
  loadTickets,
  type RefundDeps,
  recordedRefunds,
  returnMoney,
  withFreshState,
} from './refundStreams.ts';

export async function refundTickets(
  deps: RefundDeps,
  envelope: CommandEnvelope,
  input: RefundTickets,
): Promise<RefundAnswer> {
  const order = await loadPlacedOrder(deps.store, input.orderNo);
  const answerRecorded = async () => {
    const earlier = await recordedRefunds(deps, envelope.requestId);
    if (earlier.length === 0) return null;
    const refunds = await Promise.all(earlier.map((r) => returnMoney(deps, r.data, order)));
    return { refunds, failed: [], replayed: true };
  };
  const earlier = await answerRecorded();
  if (earlier) return earlier;
  const [timeZone, onlineRefundOpen] = await Promise.all([
    deps.timeZone(envelope.scenicAreaId),
    deps.onlineRefundOpen(envelope.actor.userId),
  ]);
  const today = localDateOf(envelope.now.getTime(), timeZone);
  const refundNo = await deps.numbers.forRequest(envelope.requestId, order.orderNo, today);
  const decide = withFreshState(async () => {
    const tickets = await loadTickets(deps.store, input.ticketNos, envelope.scenicAreaId);
    const decided = decideRefund({
      kind: 'refund',
      today,
      order,
      tickets,
      refundNo,
      seller: { sellerID: envelope.actor.userId, sellerAccount: envelope.actor.account },
      onlineRefundOpen,
    });
    await appendDecisions(
      deps.store,
      envelope,
      [decided],
      new Map(tickets.map((t) => [t.ticketNo, t.revision])),
      new Map([[order.orderNo, order]]),
    );
    return decided;
  });
  let decision: Awaited<typeof decide>;
  try {
    decision = await decide;
  } catch (error) {
    // The same request sent twice at once: the other submit recorded the refund; answer that.
    const recorded = await answerRecorded();
    if (recorded) return recorded;
    throw error;
  }
  const refunds = decision.refundOrder ? [await returnMoney(deps, decision.refundOrder.data, order)] : [];
  return { refunds, failed: [], replayed: false };
}
