// The sale at the window (spec 001 §5, §8): a pure function from what the seller asked, what master
// data said and how the payment went, to the events of a new order and of each of its tickets.
// Every refusal is a DomainError whose details fill the translated message.
import { DomainError } from '../decider.ts';
import type { ChargeOutcome } from '../payments/paymentProvider.ts';
import type { StoredDiscountRule } from '../rules/discountRule.schema.ts';
import { localDateOf } from '../rules/ruleTime.ts';
import type { SellTickets } from './sale.schema.ts';
import { ORDINARY_TOURIST_TYPES } from './saleCodes.ts';
import type { OrderPlaced, PaymentRecord, TicketIssued } from './saleEvents.ts';
import {
  quoteSale,
  type SaleTicketType,
  splitPrice,
  ticketValidity,
  typeSnapshot,
} from './saleTicketType.ts';

/** How the money was taken, settled before the decision (a payment code is charged first). */
export type SettledPayment =
  | { method: 'cash'; receivedFen: number }
  | { method: 'paymentCode'; outcome: ChargeOutcome }
  | { method: 'credit'; reference: string; travelAgencyID: number }
  | { method: Exclude<PaymentRecord['method'], 'cash' | 'paymentCode' | 'credit'>; reference: string };

export interface SellCommand {
  now: Date;
  timeZone: string;
  sellerID: number;
  sellerAccount: string;
  orderNo: string;
  /** Allocated beforehand, exactly `ticketsNeeded(input)` of them. */
  ticketNos: readonly string[];
  input: SellTickets;
  /** The ticket types the lines name, as master data has them now. */
  types: ReadonlyMap<number, SaleTicketType>;
  discountRules: readonly StoredDiscountRule[];
  payment: SettledPayment;
  /** ID numbers of the holders that already hold a valid ticket of the same type today. */
  alreadyHeld: readonly string[];
}

export interface SaleDecision {
  order: OrderPlaced;
  tickets: TicketIssued[];
}

export const ticketsNeeded = (input: Pick<SellTickets, 'lines' | 'oneTicketForMany'>): number =>
  input.oneTicketForMany ? 1 : input.lines.reduce((n, l) => n + l.count, 0);

const yuan = (fen: number) => (fen / 100).toFixed(2);

function checkLines(input: SellTickets, types: ReadonlyMap<number, SaleTicketType>, soldOn: string): void {
  const seen = new Set<number>();
  for (const line of input.lines) {
    const type = types.get(line.ticketTypeID);
    if (!type?.isEnable || type.scenicAreaID !== input.scenicAreaID) {
      throw new DomainError('TICKET_TYPE_NOT_SELLABLE', undefined, { id: line.ticketTypeID });
    }
    if (seen.has(type.id))
      throw new DomainError('SALE_DUPLICATE_TYPE', undefined, { name: type.ticketTypeName });
    seen.add(type.id);
    if (ticketValidity(type, soldOn).validTo < soldOn) {
      throw new DomainError('TICKET_TYPE_EXPIRED', undefined, { name: type.ticketTypeName });
    }
    const holders = input.oneTicketForMany ? 1 : line.count;
    if (type.isRealName && line.tourists.length !== holders) {
      throw new DomainError('TOURISTS_REQUIRED', undefined, { name: type.ticketTypeName, count: holders });
    }
    if (type.needsPhoto && line.tourists.some((t) => t.photoId === null)) {
      throw new DomainError('HOLDER_PHOTO_REQUIRED', undefined, { name: type.ticketTypeName });
    }
  }
  if (input.oneTicketForMany) {
    const only = types.get(input.lines[0]?.ticketTypeID ?? -1);
    if (input.lines.length > 1) throw new DomainError('ONE_TICKET_ONE_TYPE');
    if (only && !only.manyPeopleOneTicket) {
      throw new DomainError('MANY_PEOPLE_NOT_ALLOWED', undefined, { name: only.ticketTypeName });
    }
  }
  const special = new Set(
    input.lines
      .map((l) => types.get(l.ticketTypeID)?.touristType ?? 0)
      .filter((t) => !(ORDINARY_TOURIST_TYPES as readonly number[]).includes(t)),
  );
  if (special.size > 1) throw new DomainError('SPECIAL_TOURIST_ONE_KIND');
}

/** The payment record of `payable` paid as settled: cash must cover it, a declined code refuses. */
export function settle(payment: SettledPayment, payable: number): PaymentRecord {
  switch (payment.method) {
    case 'cash':
      if (payment.receivedFen < payable) {
        throw new DomainError('CASH_NOT_ENOUGH', undefined, { payable: yuan(payable) });
      }
      return {
        method: 'cash',
        receivedFen: payment.receivedFen,
        changeFen: payment.receivedFen - payable,
        reference: null,
      };
    case 'paymentCode':
      if (payment.outcome.status === 'declined') {
        throw new DomainError('PAYMENT_DECLINED', undefined, { reason: payment.outcome.reason });
      }
      return {
        method: 'paymentCode',
        receivedFen: null,
        changeFen: null,
        reference: payment.outcome.transactionId,
      };
    case 'credit':
      return {
        method: 'credit',
        receivedFen: null,
        changeFen: null,
        reference: payment.reference || null,
        travelAgencyID: payment.travelAgencyID,
      };
    default:
      return {
        method: payment.method,
        receivedFen: null,
        changeFen: null,
        reference: payment.reference || null,
      };
  }
}

export function decideSale(command: SellCommand): SaleDecision {
  const { input, types } = command;
  const soldOn = localDateOf(command.now.getTime(), command.timeZone);
  checkLines(input, types, soldOn);
  if (command.alreadyHeld.length > 0 && !input.sellAgain) {
    throw new DomainError('TICKET_ALREADY_EXISTS', undefined, { idNumbers: command.alreadyHeld.join(', ') });
  }
  if (command.ticketNos.length !== ticketsNeeded(input)) {
    throw new Error(
      `sale ${command.orderNo}: ${command.ticketNos.length} ticket numbers for ${ticketsNeeded(input)} tickets`,
    );
  }
  const quote = quoteSale(types, command.discountRules, input.scenicAreaID, input.lines);
  const payment = settle(command.payment, quote.payable);

  const tickets: TicketIssued[] = [];
  let next = 0;
  for (const [index, line] of input.lines.entries()) {
    const type = types.get(line.ticketTypeID) as SaleTicketType;
    const quoted = quote.lines[index] as SaleDecision['order']['data']['lines'][number];
    const count = input.oneTicketForMany ? 1 : line.count;
    const prices = splitPrice(quoted.payable, count);
    for (let i = 0; i < count; i++) {
      const holder = line.tourists[i];
      tickets.push({
        type: 'TicketIssued',
        data: {
          ticketNo: command.ticketNos[next++] as string,
          orderNo: command.orderNo,
          scenicAreaID: input.scenicAreaID,
          ...typeSnapshot(type),
          price: prices[i] as number,
          persons: input.oneTicketForMany ? line.count : 1,
          holder: holder ? { ...holder } : null,
          soldOn,
          ...ticketValidity(type, soldOn),
          source: 'window',
          sellerID: command.sellerID,
          paymentMethod: payment.method,
        },
      });
    }
  }
  const order: OrderPlaced = {
    type: 'OrderPlaced',
    data: {
      orderNo: command.orderNo,
      scenicAreaID: input.scenicAreaID,
      source: 'window',
      sellerID: command.sellerID,
      sellerAccount: command.sellerAccount,
      soldOn,
      lines: quote.lines,
      subtotal: quote.subtotal,
      discount: quote.discount,
      amount: quote.payable,
      discountRule:
        quote.discountRuleID === null
          ? null
          : { ruleId: quote.discountRuleID, name: quote.discountName ?? '' },
      payment,
      ticketNos: [...command.ticketNos],
      oneTicketForMany: input.oneTicketForMany,
    },
  };
  return { order, tickets };
}
