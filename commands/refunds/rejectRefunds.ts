// Reject refund reviews with a note (spec 001 §4): each ticket under review goes to 2 rejected and
// may be submitted again. One append, every ticket stream at the revision read.
import type { CommandEnvelope } from '../../domain/commandEnvelope.ts';
import type { RejectRefunds, SubmitAnswer } from '../../domain/refunds/refund.schema.ts';
import { decideTicketRefund } from '../../domain/refunds/ticketRefund.ts';
import {
  appendDecisions,
  loadTickets,
  type RefundDeps,
  recordedOnTickets,
  withFreshState,
} from './refundStreams.ts';

export async function rejectRefunds(
  deps: Pick<RefundDeps, 'store'>,
  envelope: CommandEnvelope,
  input: RejectRefunds,
): Promise<SubmitAnswer> {
  if (await recordedOnTickets(deps.store, input.ticketNos, envelope.requestId))
    return { ticketNos: input.ticketNos };
  const reviewer = { reviewerID: envelope.actor.userId, reviewerAccount: envelope.actor.account };
  await withFreshState(async () => {
    const tickets = await loadTickets(deps.store, [...new Set(input.ticketNos)], envelope.scenicAreaId);
    const decided = tickets.map(({ ticketNo, state }) => ({
      ticketNo,
      events: decideTicketRefund(
        { type: 'RejectRefundReview', data: { note: input.note, ...reviewer } },
        state,
      ),
    }));
    await appendDecisions(
      deps.store,
      envelope,
      [{ refundOrder: null, tickets: decided }],
      new Map(tickets.map((t) => [t.ticketNo, t.revision])),
    );
  });
  return { ticketNos: input.ticketNos };
}
