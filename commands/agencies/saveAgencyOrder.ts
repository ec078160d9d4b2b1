// An agency saves an order as a draft (0) or submits it for review (1) (spec 002:
// POST /api/travelAgency/importCreateOrder). Every tourist is matched and priced again here; the
// amount the page showed must equal the server's. Submitting on account (99) holds the amount on
// the agency's credit in the same append as the order, at the credit stream's read revision.
import { AGENCY_ORDER_STATUS, AGENCY_PAY_TYPES } from '../../domain/agencies/agencyCodes.ts';
import { decideCredit } from '../../domain/agencies/agencyCredit.ts';
import {
  type AgencyOrderContent,
  agencyOrderEvents,
  agencyOrderStreamId,
  creditEvents,
  creditStreamId,
} from '../../domain/agencies/agencyEvents.ts';
import type { ImportCreateOrder } from '../../domain/agencies/agencyOrder.schema.ts';
import { decideAgencyOrder } from '../../domain/agencies/agencyOrder.ts';
import { priceTourist, statisticsOf } from '../../domain/agencies/priceTourists.ts';
import type { MatchCatalog } from '../../domain/agencies/ticketMatcher.ts';
import type { CommandEnvelope } from '../../domain/commandEnvelope.ts';
import { DomainError } from '../../domain/decider.ts';
import type { EventStore, StreamAppend } from '../../domain/eventStore.ts';
import { encodeFor, expectedAt, loadAgencyOrder, loadCredit, onAgencyCredit } from './agencyStreams.ts';

export interface AgencyRecord {
  id: number;
  name: string;
  scenicAreaID: number;
}

export interface SavedAnswer {
  orderNo: string;
  orderStatus: number;
  orderAmount: number;
  touristCount: number;
}

/** A new order's number: the same for one request id (a retried save names the same stream). */
export const agencyOrderNo = (requestId: string, today: string) =>
  `TA${today.replaceAll('-', '')}${requestId.replaceAll('-', '').slice(0, 10).toUpperCase()}`;

export async function saveAgencyOrder(
  store: EventStore,
  envelope: CommandEnvelope & { today: string },
  agency: AgencyRecord,
  catalog: MatchCatalog,
  input: ImportCreateOrder,
): Promise<SavedAnswer> {
  const tourists = input.touristList.map(
    (t) => priceTourist(catalog, t, input.priorityTicketTypeID, input.playStartTime).tourist,
  );
  const amount = statisticsOf(tourists).orderAmount;
  if (amount !== input.orderAmount)
    throw new DomainError('AGENCY_ORDER_AMOUNT_CHANGED', undefined, { amount });
  const content: AgencyOrderContent = {
    playStartTime: input.playStartTime,
    playEndTime: input.playEndTime,
    payType: input.payType,
    guideName: input.guideName,
    guideMobile: input.guideMobile,
    guideIDCard: input.guideIDCard,
    baseInfo: input.baseInfo,
    priorityTicketTypeID: input.priorityTicketTypeID,
    tourists,
    amount,
  };
  const orderNo = input.orderNo ?? agencyOrderNo(envelope.requestId, envelope.today);
  const submit = input.orderStatus === AGENCY_ORDER_STATUS.submitted;
  const answer = {
    orderNo,
    orderStatus: input.orderStatus,
    orderAmount: amount,
    touristCount: tourists.length,
  };
  const who = {
    orderNo,
    travelAgencyID: agency.id,
    scenicAreaID: agency.scenicAreaID,
    actorID: envelope.actor.userId,
    actorAccount: envelope.actor.account,
  };
  return onAgencyCredit(agency.id, async () => {
    const order = await loadAgencyOrder(store, orderNo);
    if (order.requestIds.has(envelope.requestId)) return answer;
    const orderEvents = decideAgencyOrder(
      { type: 'SaveAgencyOrder', data: { ...who, travelAgencyName: agency.name, content, submit } },
      order.state,
    );
    const appends: StreamAppend[] = [
      {
        streamId: agencyOrderStreamId(orderNo),
        events: encodeFor(agencyOrderEvents, envelope, 0)(orderEvents),
        expectedRevision: expectedAt(order.revision),
      },
    ];
    if (submit && input.payType === AGENCY_PAY_TYPES.onAccount) {
      const credit = await loadCredit(store, agency.id);
      const held = decideCredit({ type: 'HoldCredit', data: { ...who, amount } }, credit.state);
      appends.push({
        streamId: creditStreamId(agency.id),
        events: encodeFor(creditEvents, envelope, 100)(held),
        expectedRevision: expectedAt(credit.revision),
      });
    }
    await store.appendToStreams(appends);
    return answer;
  });
}
