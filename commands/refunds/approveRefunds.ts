// Approve refund reviews, one or a batch (spec 001 §4: approved → a refund order is created). The
// tickets are grouped by order and submitting seller: one refund order each, executed in the
// submitter's name, all appended at once with every ticket stream at the revision read. A ticket
// used or expired while under review fails its review (3) instead.
import type { CommandEnvelope } from '../../domain/commandEnvelope.ts';
import type { ApproveRefunds, RefundAnswer } from '../../domain/refunds/refund.schema.ts';
import { decideRefund, type RefundDecision } from '../../domain/refunds/refund.ts';
import { localDateOf } from '../../domain/rules/ruleTime.ts';
import type { OrderPlaced } from '../../domain/sales/saleEvents.ts';
import {
  appendDecisions,
  type LoadedTicket,
  loadPlacedOrder,
  loadTickets,
  type RefundDeps,
  recordedOnTickets,
  recordedRefunds,
  returnMoney,
  withFreshState,
} from './refundStreams.ts';

const groupKey = (t: LoadedTicket) =>
  `${t.state.issued?.orderNo}:${t.state.refund.submittedBy?.sellerID ?? 0}`;

export async function approveRefunds(
  deps: RefundDeps,
  envelope: CommandEnvelope,
  input: ApproveRefunds,
): Promise<RefundAnswer> {
  const orders = new Map<string, OrderPlaced['data']>();
  const orderOf = async (orderNo: string) => {
    const known = orders.get(orderNo) ?? (await loadPlacedOrder(deps.store, orderNo));
    orders.set(orderNo, known);
    return known;
  };
  const earlier = await recordedRefunds(deps, envelope.requestId);
  if (earlier.length > 0) {
    const refunds = [];
    for (const r of earlier) refunds.push(await returnMoney(deps, r.data, await orderOf(r.data.orderNo)));
    return { refunds, failed: [], replayed: true };
  }
  // Recorded without a refund order: every ticket of it failed review.
  if (await recordedOnTickets(deps.store, input.ticketNos, envelope.requestId))
    return { refunds: [], failed: [], replayed: true };
  const today = localDateOf(envelope.now.getTime(), await deps.timeZone(envelope.scenicAreaId));
  const reviewer = { reviewerID: envelope.actor.userId, reviewerAccount: envelope.actor.account };

  const decisions = await withFreshState(async () => {
    const tickets = await loadTickets(deps.store, input.ticketNos, envelope.scenicAreaId);
    const groups = new Map<string, LoadedTicket[]>();
    for (const t of tickets) groups.set(groupKey(t), [...(groups.get(groupKey(t)) ?? []), t]);
    const decided: RefundDecision[] = [];
    for (const [key, group] of groups) {
      const order = await orderOf(group[0]?.state.issued?.orderNo ?? '');
      const refundNo = await deps.numbers.forRequest(envelope.requestId, key, today);
      decided.push(decideRefund({ kind: 'approve', today, order, tickets: group, refundNo, reviewer }));
    }
    await appendDecisions(
      deps.store,
      envelope,
      decided,
      new Map(tickets.map((t) => [t.ticketNo, t.revision])),
      orders,
    );
    return decided;
  });

  const refunds = [];
  for (const { refundOrder } of decisions) {
    if (refundOrder)
      refunds.push(await returnMoney(deps, refundOrder.data, await orderOf(refundOrder.data.orderNo)));
  }
  const failed = decisions
    .flatMap((d) => d.tickets.flatMap((t) => t.events))
    .flatMap((e) =>
      e.type === 'RefundReviewFailed' ? [{ ticketNo: e.data.ticketNo, reason: e.data.reason }] : [],
    );
  return { refunds, failed, replayed: false };
}
