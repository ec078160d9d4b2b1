// The facts a shift is made of (issue 12 contract): the seller's OrderPlaced and TicketIssued (sale),
// RefundOrderPlaced (refund) and PriceDifferencePaid, each reduced to what the totals need, with its
// place in `$all` so a handover counts every fact exactly once. `addActivity` is the one fold.
import { z } from 'zod';
import { cardEvents } from '../cards/cardEvents.ts';
import type { RecordedEvent } from '../eventStore.ts';
import { saleEvents } from '../sales/saleEvents.ts';
import { TICKET_CATE } from '../ticketTypes/ticketTypeCodes.ts';
import {
  addTotals,
  addTotalsInto,
  type CardType,
  cardTypeOf,
  emptyTotals,
  hourKey,
  payColumnOf,
  type ShiftTotals,
  sharesOf,
} from './shiftTotals.ts';

/** A position in `$all`, as decimal strings (event payloads are JSON). */
export const StoredPosition = z.object({ commit: z.string(), prepare: z.string() });
export type StoredPosition = z.infer<typeof StoredPosition>;

export function isAfter(a: StoredPosition, b: StoredPosition | null): boolean {
  if (b === null) return true;
  const [ac, bc] = [BigInt(a.commit), BigInt(b.commit)];
  if (ac !== bc) return ac > bc;
  return BigInt(a.prepare) > BigInt(b.prepare);
}

export const laterOf = (a: StoredPosition, b: StoredPosition | null): StoredPosition =>
  isAfter(a, b) ? a : (b as StoredPosition);

interface Common {
  position: StoredPosition;
  occurredAt: string;
  sellerID: number;
  scenicAreaID: number;
}

export type ShiftActivity = Common &
  (
    | { kind: 'order'; amount: number; discount: number; method: string }
    | {
        kind: 'ticket';
        price: number;
        listPrice: number;
        card: CardType;
        persons: number;
        province: string | null;
      }
    | { kind: 'refund'; amount: number; method: string; cards: CardType[] }
    | { kind: 'priceDifference'; amount: number; method: string }
    /** A card sold, recharged, renewed or replaced at the window (issue 16): money under its card type. */
    | { kind: 'card'; amount: number; method: string; card: CardType }
  );

/** The source events' fields a shift reads (their catalogues belong to sales, refunds, handling). */
export const SHIFT_SOURCE_TYPES = [
  'OrderPlaced',
  'TicketIssued',
  'RefundOrderPlaced',
  'PriceDifferencePaid',
  'CardSold',
  'CardRecharged',
  'CardRenewed',
  'CardReplaced',
] as const;

/** The tickets a refund order names; [] for any other event. */
export function refundedTicketNos(recorded: Source): string[] {
  const event = recorded.type === 'RefundOrderPlaced' ? saleEvents.decode(recorded) : undefined;
  return event?.type === 'RefundOrderPlaced' ? event.data.ticketNos : [];
}

/** The province code of a mainland ID number (its first two digits), or null. */
export const provinceOf = (idNumber: string | undefined | null): string | null =>
  idNumber && /^[1-9]\d/.test(idNumber) ? `${idNumber.slice(0, 2)}0000` : null;

/** The totals one fact adds. */
export function totalsOf(a: ShiftActivity): ShiftTotals {
  const t = emptyTotals();
  switch (a.kind) {
    case 'order': {
      const col = payColumnOf(a.method);
      t.sale.orders = { count: 1, fen: a.amount };
      t.sale.preferentialFen = a.discount;
      t.sale.methods[col] = { count: 1, fen: a.amount };
      return t;
    }
    case 'ticket':
      t.sale.tickets = { count: 1, fen: a.price };
      t.sale.cards[a.card] = { count: 1, fen: a.price };
      t.flow[hourKey(a.occurredAt)] = a.persons;
      if (a.province) t.provinces[a.province] = 1;
      return t;
    case 'refund': {
      const col = payColumnOf(a.method);
      t.refund.orders = { count: 1, fen: a.amount };
      t.refund.methods[col] = { count: 1, fen: a.amount };
      t.refund.tickets = { count: a.cards.length, fen: a.amount };
      // The refund order records one amount; each ticket's card type gets an equal share of it.
      const shares = sharesOf(a.amount, a.cards.length);
      a.cards.forEach((card, i) => {
        const c = t.refund.cards[card];
        t.refund.cards[card] = { count: c.count + 1, fen: c.fen + (shares[i] ?? 0) };
      });
      return t;
    }
    case 'priceDifference': {
      const col = payColumnOf(a.method);
      t.priceDifferences = { count: 1, fen: a.amount };
      t.sale.orders = { count: 0, fen: a.amount };
      t.sale.methods[col] = { count: 1, fen: a.amount };
      return t;
    }
    case 'card': {
      const col = payColumnOf(a.method);
      t.sale.orders = { count: 1, fen: a.amount };
      t.sale.cards[a.card] = { count: 1, fen: a.amount };
      t.sale.methods[col] = { count: 1, fen: a.amount };
      return t;
    }
    default: {
      const never: never = a;
      return never;
    }
  }
}

export const addActivity = (totals: ShiftTotals, a: ShiftActivity): ShiftTotals =>
  addTotals(totals, totalsOf(a));

/** The totals of a list of facts (summed into one fresh value: the same sums as `addActivity`). */
export const sumActivities = (list: readonly ShiftActivity[]): ShiftTotals =>
  list.reduce((totals, a) => addTotalsInto(totals, totalsOf(a)), emptyTotals());

type Source = Pick<RecordedEvent, 'type' | 'data' | 'metadata' | 'position' | 'created'>;

/**
 * The fact a recorded event is for a shift, or null (another event, or a sale without a seller).
 * `cardOf` answers the card type of an earlier sold ticket (a refund names tickets, not types).
 */
export function activityOf(recorded: Source, cardOf: (ticketNo: string) => CardType): ShiftActivity | null {
  const common = {
    position: { commit: String(recorded.position.commit), prepare: String(recorded.position.prepare) },
    occurredAt: recorded.metadata.occurredAt ?? recorded.created.toISOString(),
  };
  if (!(SHIFT_SOURCE_TYPES as readonly string[]).includes(recorded.type)) return null;
  if (recorded.type.startsWith('Card')) return cardActivityOf(recorded, common);
  const event = saleEvents.decode(recorded);
  switch (event?.type) {
    case 'OrderPlaced': {
      const d = event.data;
      return {
        ...common,
        kind: 'order',
        sellerID: d.sellerID,
        scenicAreaID: d.scenicAreaID,
        amount: d.amount,
        discount: d.discount,
        method: d.payment.method,
      };
    }
    case 'TicketIssued': {
      const d = event.data;
      return {
        ...common,
        kind: 'ticket',
        sellerID: d.sellerID,
        scenicAreaID: d.scenicAreaID,
        price: d.price,
        listPrice: d.listPrice,
        card: cardTypeOf(d),
        persons: d.persons,
        province: provinceOf(d.holder?.idNumber),
      };
    }
    case 'RefundOrderPlaced': {
      const d = event.data;
      return {
        ...common,
        kind: 'refund',
        sellerID: d.sellerID,
        scenicAreaID: d.scenicAreaID,
        amount: d.amount,
        method: d.paymentMethod,
        cards: d.ticketNos.map(cardOf),
      };
    }
    case 'PriceDifferencePaid': {
      const d = event.data;
      return {
        ...common,
        kind: 'priceDifference',
        sellerID: d.sellerID,
        scenicAreaID: Number(recorded.metadata.scenicAreaId ?? 0),
        amount: d.amount,
        method: d.paymentMethod,
      };
    }
    default:
      return null;
  }
}

/** The money a card event took at the window, under the card's type; null for none (an import). */
function cardActivityOf(
  recorded: Source,
  common: Pick<ShiftActivity, 'position' | 'occurredAt'>,
): ShiftActivity | null {
  const event = cardEvents.decode(recorded);
  const at = (sellerID: number, scenicAreaID: number, ticketCate: number, amount: number, method?: string) =>
    method && amount > 0
      ? {
          ...common,
          kind: 'card' as const,
          sellerID,
          scenicAreaID,
          amount,
          method,
          card: cardTypeOf({ ticketCate, persons: 1 }),
        }
      : null;
  switch (event?.type) {
    case 'CardSold': {
      const d = event.data;
      return at(d.sellerID, d.scenicAreaID, d.type.ticketCate, d.price, d.payment?.method);
    }
    case 'CardRecharged': {
      const d = event.data;
      return at(d.sellerID, d.scenicAreaID, TICKET_CATE.storedValue, d.amount, d.payment.method);
    }
    case 'CardRenewed': {
      const d = event.data;
      return at(d.sellerID, d.scenicAreaID, d.ticketCate, d.amount, d.payment.method);
    }
    case 'CardReplaced': {
      const d = event.data;
      return at(d.sellerID, d.scenicAreaID, d.ticketCate, d.fee, d.payment?.method);
    }
    default:
      return null;
  }
}
