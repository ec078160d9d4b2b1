// The money of a refund that the store itself holds goes back in the refund's own append (issue 29):
// a sale paid by a stored-value card credits the card's stream (the card that replaced it, when it
// was replaced), a sale paid from an agency's credit (on account, or on credit at the window) gives
// the credit back on the agency's credit stream. Cash goes back from the drawer: the refund order
// is itself the shift's fact (its cash counted out of the refunding seller's shift). Money a
// provider holds goes back after the append (returnMoney in refundStreams.ts).
import { decideCredit, evolveCredit } from '../../domain/agencies/agencyCredit.ts';
import { type CreditEvent, creditEvents, creditStreamId } from '../../domain/agencies/agencyEvents.ts';
import { type CardState, decideCard, evolveCard } from '../../domain/cards/card.ts';
import { type CardEvent, cardEvents } from '../../domain/cards/cardEvents.ts';
import { cardStreamId } from '../../domain/cards/cardNo.ts';
import type { EventData, EventMetadata, EventStore, StreamAppend } from '../../domain/eventStore.ts';
import type { RefundDecision } from '../../domain/refunds/refund.ts';
import type { RefundOrderPlaced } from '../../domain/refunds/refundEvents.ts';
import type { OrderPlaced } from '../../domain/sales/saleEvents.ts';
import { expectedAt, loadAgencyOrder, loadCredit, onCredits } from '../agencies/agencyStreams.ts';
import { loadCard, onCards } from '../cards/cardStreams.ts';

type Refund = RefundOrderPlaced['data'];

/** Where a refund's money goes back inside the store. */
export type MoneyBack =
  | { kind: 'card'; cardNo: string; refund: Refund }
  | { kind: 'credit'; travelAgencyID: number; refund: Refund };

/** The agency whose credit paid an order: named by the sale, or (before issue 29) by its agency order. */
async function creditAgencyOf(store: EventStore, order: OrderPlaced['data']): Promise<number | null> {
  const { payment } = order;
  if (payment.travelAgencyID !== undefined) return payment.travelAgencyID;
  if (order.source !== 'travelAgency' || !payment.reference) return null;
  return (await loadAgencyOrder(store, payment.reference)).state.travelAgencyID;
}

/** The store-held money back of each refund order decided (none for cash and provider payments). */
export async function moneyBackOf(
  store: EventStore,
  decisions: readonly RefundDecision[],
  orders: ReadonlyMap<string, OrderPlaced['data']>,
): Promise<MoneyBack[]> {
  const moves: MoneyBack[] = [];
  for (const { refundOrder } of decisions) {
    const refund = refundOrder?.data;
    const order = refund && orders.get(refund.orderNo);
    if (!refund || !order) continue;
    if (refund.paymentMethod === 'storedCard' && order.payment.reference) {
      moves.push({ kind: 'card', cardNo: order.payment.reference, refund });
    } else if (refund.paymentMethod === 'credit') {
      const travelAgencyID = await creditAgencyOf(store, order);
      if (travelAgencyID !== null) moves.push({ kind: 'credit', travelAgencyID, refund });
    }
  }
  return moves;
}

/** The card a card number's money lives on now: itself, or the card that replaced it. */
async function liveCard(store: EventStore, cardNo: string) {
  let loaded = { cardNo, ...(await loadCard(store, cardNo)) };
  for (let hops = 0; loaded.state.replacedBy && hops < 50; hops++) {
    const next = loaded.state.replacedBy;
    loaded = { cardNo: next, ...(await loadCard(store, next)) };
  }
  return loaded;
}

const refundFields = ({ refund }: MoneyBack) => ({
  scenicAreaID: refund.scenicAreaID,
  amount: refund.amount,
  orderNo: refund.orderNo,
  refundNo: refund.refundNo,
});

/** Each card credited, its stream at the revision read. */
async function cardAppends(
  store: EventStore,
  moves: MoneyBack[],
  encode: (events: CardEvent[]) => EventData[],
): Promise<StreamAppend[]> {
  const cards = new Map<string, { state: CardState; revision: bigint; events: CardEvent[] }>();
  for (const move of moves) {
    if (move.kind !== 'card') continue;
    const live = await liveCard(store, move.cardNo);
    const card = cards.get(live.cardNo) ?? { state: live.state, revision: live.revision, events: [] };
    const { sellerID, sellerAccount } = move.refund;
    const data = { ...refundFields(move), sellerID, sellerAccount };
    const events = decideCard({ type: 'RefundToCard', data }, card.state);
    card.state = events.reduce(evolveCard, card.state);
    card.events.push(...events);
    cards.set(live.cardNo, card);
  }
  return [...cards].map(([cardNo, card]) => ({
    streamId: cardStreamId(cardNo),
    events: encode(card.events),
    expectedRevision: card.revision,
  }));
}

/** Each agency's credit given back, its stream at the revision read. */
async function creditAppends(
  store: EventStore,
  moves: MoneyBack[],
  encode: (events: CreditEvent[]) => EventData[],
): Promise<StreamAppend[]> {
  const appends: StreamAppend[] = [];
  const agencies = [...new Set(moves.flatMap((m) => (m.kind === 'credit' ? [m.travelAgencyID] : [])))];
  for (const travelAgencyID of agencies) {
    let { state, revision } = await loadCredit(store, travelAgencyID);
    const events: CreditEvent[] = [];
    for (const move of moves) {
      if (move.kind !== 'credit' || move.travelAgencyID !== travelAgencyID) continue;
      const data = { travelAgencyID, ...refundFields(move) };
      const decided = decideCredit({ type: 'RefundCredit', data }, state);
      state = decided.reduce(evolveCredit, state);
      events.push(...decided);
    }
    const streamId = creditStreamId(travelAgencyID);
    if (events.length > 0)
      appends.push({ streamId, events: encode(events), expectedRevision: expectedAt(revision) });
  }
  return appends;
}

/**
 * Appends `refundAppends` and the money back of `moves` in one multi-stream append: the cards' and
 * credits' streams read and appended while their charges are held (a window sale charging the same
 * card waits), each at the revision read.
 */
export function appendWithMoneyBack(
  store: EventStore,
  refundAppends: StreamAppend[],
  moves: MoneyBack[],
  metadata: EventMetadata,
  id: () => string,
): Promise<unknown> {
  const cardNos = moves.flatMap((m) => (m.kind === 'card' ? [m.cardNo] : []));
  const agencyIds = moves.flatMap((m) => (m.kind === 'credit' ? [m.travelAgencyID] : []));
  return onCards(cardNos, () =>
    onCredits(agencyIds, async () => {
      const cards = await cardAppends(store, moves, (events) =>
        events.map((e) => cardEvents.encode(e, metadata, id())),
      );
      const credits = await creditAppends(store, moves, (events) =>
        events.map((e) => creditEvents.encode(e, metadata, id())),
      );
      return store.appendToStreams([...refundAppends, ...cards, ...credits]);
    }),
  );
}
