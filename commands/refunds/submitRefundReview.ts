// Submit tickets for refund review (spec 002 §4): only from −1 needs review, 2 rejected or
// 3 review failed, never twice while under review (0) — the ticket streams are appended at the
// revisions read, so two submissions at once end as one submission and one refusal.
import type { CommandEnvelope } from '../../domain/commandEnvelope.ts';
import type { RefundTickets, SubmitAnswer } from '../../domain/refunds/refund.schema.ts';
import { decideRefund } from '../../domain/refunds/refund.ts';
import { localDateOf } from '../../domain/rules/ruleTime.ts';
import {
  appendDecisions,
  loadPlacedOrder,
  loadTickets,
  type RefundDeps,
  recordedOnTickets,
  withFreshState,
} from './refundStreams.ts';

export async function submitRefundReview(
  deps: RefundDeps,
  envelope: CommandEnvelope,
  input: RefundTickets,
): Promise<SubmitAnswer> {
  if (await recordedOnTickets(deps.store, input.ticketNos, envelope.requestId))
    return { ticketNos: input.ticketNos };
  const order = await loadPlacedOrder(deps.store, input.orderNo);
  const [timeZone, onlineRefundOpen] = await Promise.all([
    deps.timeZone(envelope.scenicAreaId),
    deps.onlineRefundOpen(envelope.actor.userId),
  ]);
  const today = localDateOf(envelope.now.getTime(), timeZone);
  await withFreshState(async () => {
    const tickets = await loadTickets(deps.store, input.ticketNos, envelope.scenicAreaId);
    const decided = decideRefund({
      kind: 'submit',
      today,
      order,
      tickets,
      seller: { sellerID: envelope.actor.userId, sellerAccount: envelope.actor.account },
      onlineRefundOpen,
    });
    await appendDecisions(
      deps.store,
      envelope,
      [decided],
      new Map(tickets.map((t) => [t.ticketNo, t.revision])),
    );
  });
  return { ticketNos: input.ticketNos };
}
