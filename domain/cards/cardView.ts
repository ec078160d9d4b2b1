// A card as the screens show it, from its folded state (the command side answers with it at once).

import { settle } from '../sales/sale.ts';
import type { PaymentRecord } from '../sales/saleEvents.ts';
import type { CardPayment, CardView } from './card.schema.ts';
import { type CardState, isExpired } from './card.ts';

export function cardViewOf(state: CardState, revision: bigint, today: string): CardView | null {
  const { sold, cardNo, status } = state;
  if (!sold || !cardNo || !status) return null;
  const { holder } = state;
  return {
    cardNo,
    scenicAreaID: sold.scenicAreaID,
    ticketTypeID: sold.type.ticketTypeID,
    ticketTypeName: sold.type.ticketTypeName,
    ticketCate: sold.type.ticketCate,
    status,
    expired: isExpired(state, today),
    holder: holder ? { name: holder.name, mobile: holder.mobile, idNumber: holder.idNumber } : null,
    validFrom: state.validity?.validFrom ?? null,
    validTo: state.validity?.validTo ?? null,
    balance: state.balance,
    replacedBy: state.replacedBy,
    replacedFrom: state.replacedFrom,
    replacementFee: sold.type.replacementFee,
    revision: String(revision),
  };
}

/** How `amount` was paid for a card action (cash must cover it). */
export const cardPaymentRecord = (payment: CardPayment, amount: number): PaymentRecord =>
  settle(
    payment.method === 'cash' ? payment : { method: payment.method, reference: payment.reference },
    amount,
  );
