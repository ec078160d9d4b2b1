// An administrator reviews a submitted agency order (menu travelAgencyMenu4, the refund review
// queue's shape). Approval: the order's approval, the credit deduction (on account) and the sale —
// one order, a ticket per tourist, OrderPlaced / TicketIssued like the window — in one append.
// Rejection: the order's rejection with the note and the release of its hold, in one append.
import { AGENCY_PAY_TYPES } from '../../domain/agencies/agencyCodes.ts';
import { decideCredit } from '../../domain/agencies/agencyCredit.ts';
import type { AgencyOrderEvent } from '../../domain/agencies/agencyEvents.ts';
import {
  agencyOrderEvents,
  agencyOrderStreamId,
  creditEvents,
  creditStreamId,
} from '../../domain/agencies/agencyEvents.ts';
import type { ReviewResult } from '../../domain/agencies/agencyOrder.schema.ts';
import { type AgencyOrderState, decideAgencyOrder } from '../../domain/agencies/agencyOrder.ts';
import { decideAgencySale } from '../../domain/agencies/agencySale.ts';
import type { CommandEnvelope } from '../../domain/commandEnvelope.ts';
import { DomainError } from '../../domain/decider.ts';
import type { EventStore, StreamAppend } from '../../domain/eventStore.ts';
import { saleEvents } from '../../domain/sales/saleEvents.ts';
import { orderStreamId, ticketStreamId } from '../../domain/sales/saleNumbers.ts';
import type { SaleCatalog, SaleNumbers } from '../sales/sellTickets.ts';
import { encodeFor, expectedAt, loadAgencyOrder, loadCredit, onAgencyCredit } from './agencyStreams.ts';

export interface ReviewDeps {
  store: EventStore;
  numbers: SaleNumbers;
  catalog: SaleCatalog;
}

export type Review = { kind: 'approve' } | { kind: 'reject'; note: string };

export async function reviewAgencyOrder(
  deps: ReviewDeps,
  envelope: CommandEnvelope & { today: string },
  orderNo: string,
  review: Review,
): Promise<ReviewResult> {
  const first = await loadAgencyOrder(deps.store, orderNo);
  const agencyId = first.state.travelAgencyID;
  if (agencyId === null || first.state.scenicAreaID !== envelope.scenicAreaId) {
    throw new DomainError('AGENCY_ORDER_NOT_FOUND', undefined, { orderNo });
  }
  return onAgencyCredit(agencyId, async () => {
    const order = await loadAgencyOrder(deps.store, orderNo);
    const { state } = order;
    const content = state.content!;
    if (order.requestIds.has(envelope.requestId)) return recordedResult(orderNo, state);
    const who = {
      orderNo,
      travelAgencyID: agencyId,
      scenicAreaID: envelope.scenicAreaId,
      actorID: envelope.actor.userId,
      actorAccount: envelope.actor.account,
    };
    const appends: StreamAppend[] = [];
    let saleOrderNo: string | null = null;
    if (review.kind === 'approve') {
      const count = content.tourists.length;
      const numbers = await deps.numbers.forRequest(envelope.requestId, envelope.today, count);
      saleOrderNo = numbers.orderNo;
      const decided = decideAgencyOrder({ type: 'ApproveAgencyOrder', data: { ...who, saleOrderNo } }, state);
      const typeIds = [...new Set(content.tourists.map((t) => t.ticketTypeID))];
      const { types } = await deps.catalog.masterData(envelope.scenicAreaId, typeIds);
      const sale = decideAgencySale({
        agencyOrderNo: orderNo,
        travelAgencyID: agencyId,
        scenicAreaID: envelope.scenicAreaId,
        content,
        types,
        saleOrderNo,
        ticketNos: numbers.ticketNos,
        soldOn: envelope.today,
        reviewerID: envelope.actor.userId,
        reviewerAccount: envelope.actor.account,
      });
      const orderEvent = encodeFor(saleEvents, envelope, 200)([sale.order]);
      const ticketEvents = encodeFor(saleEvents, envelope, 300)(sale.tickets);
      appends.push(
        orderAppend(orderNo, envelope, decided),
        { streamId: orderStreamId(saleOrderNo), events: orderEvent, expectedRevision: 'no_stream' },
        ...sale.tickets.map((t, i) => ({
          streamId: ticketStreamId(t.data.ticketNo),
          events: [ticketEvents[i]!],
          expectedRevision: 'no_stream' as const,
        })),
      );
    } else {
      const decided = decideAgencyOrder(
        { type: 'RejectAgencyOrder', data: { ...who, note: review.note } },
        state,
      );
      appends.push(orderAppend(orderNo, envelope, decided));
    }
    if (content.payType === AGENCY_PAY_TYPES.onAccount) {
      const credit = await loadCredit(deps.store, agencyId);
      const type = review.kind === 'approve' ? 'DeductCredit' : 'ReleaseCredit';
      const events = decideCredit({ type, data: who }, credit.state);
      appends.push({
        streamId: creditStreamId(agencyId),
        events: encodeFor(creditEvents, envelope, 100)(events),
        expectedRevision: expectedAt(credit.revision),
      });
    }
    appends[0]!.expectedRevision = expectedAt(order.revision);
    await deps.store.appendToStreams(appends);
    return { orderNo, orderStatus: review.kind === 'approve' ? 2 : 3, saleOrderNo };
  });
}

function orderAppend(orderNo: string, envelope: CommandEnvelope, events: AgencyOrderEvent[]): StreamAppend {
  return {
    streamId: agencyOrderStreamId(orderNo),
    events: encodeFor(agencyOrderEvents, envelope, 0)(events),
    expectedRevision: 'stream_exists',
  };
}

/** The answer of a review this request already recorded. */
function recordedResult(orderNo: string, state: AgencyOrderState): ReviewResult {
  return { orderNo, orderStatus: state.status ?? 0, saleOrderNo: state.saleOrderNo };
}
