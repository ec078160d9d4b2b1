// A card as its own stream tells it (spec 001 §4 card actions): sold (activated or not), activated,
// recharged and charged (the balance), renewed, reported lost and unreported, unbound, replaced.
// The gate judges a card as a ticket: `pass` is the TicketState the card's gate events fold into,
// with the card's status and validity, so every pass rule of domain/gates/ applies to cards too.
import { type Decider, DomainError } from '../decider.ts';
import { decideReturnPass, type PassGate, type ReturnPass } from '../gates/ticketPass.ts';
import type { StoredDiscountRule } from '../rules/discountRule.schema.ts';
import { applyDiscounts } from '../rules/discounts.ts';
import { TICKET_STATUS, type TicketStatus } from '../sales/saleCodes.ts';
import type { Holder, PaymentRecord, TicketEvent, TicketIssued } from '../sales/saleEvents.ts';
import { evolveTicket } from '../sales/ticket.ts';
import { initialTicketState, type TicketState } from '../sales/ticketState.ts';
import { zoneUsesOf } from '../sales/ticketUses.ts';
import { TICKET_CATE, TICKET_MEDIA } from '../ticketTypes/ticketTypeCodes.ts';
import type { CardStatus } from './card.schema.ts';
import type { CardEvent, CardSold, CardTypeSnapshot } from './cardEvents.ts';
import {
  cardValidity,
  isCardCate,
  type Period,
  RENEWAL_LIMITS,
  renewedValidity,
  type Validity,
  withinLimits,
} from './cardPeriods.ts';
import { decideCardPass } from './cardStay.ts';

export interface CardState {
  sold: CardSold['data'] | null;
  cardNo: string | null;
  status: CardStatus | null;
  /** What the card was before it was reported lost (unreport goes back to it). */
  beforeLost: CardStatus | null;
  holder: Holder | null;
  validity: Validity | null;
  balance: number;
  replacedBy: string | null;
  replacedFrom: string | null;
  /** The card as the gate sees it. */
  pass: TicketState;
}

export const initialCardState = (): CardState => ({
  sold: null,
  cardNo: null,
  status: null,
  beforeLost: null,
  holder: null,
  validity: null,
  balance: 0,
  replacedBy: null,
  replacedFrom: null,
  pass: initialTicketState(),
});

export interface Seller {
  sellerID: number;
  sellerAccount: string;
}
export interface Dated extends Seller {
  /** The scenic area's day. */
  today: string;
  /** The window's scenic area: a card of another area is not found there. */
  scenicAreaID: number;
}

export type CardCommand =
  | {
      type: 'SellCard';
      data: Dated & {
        cardNo: string;
        type: CardTypeSnapshot;
        /** isEnable and the area checked by the use case; these two ask the form. */
        needsPhoto: boolean;
        holder: Holder;
        price: number;
        payment: PaymentRecord | null;
        activateNow: boolean;
        source: 'window' | 'import';
      };
    }
  | { type: 'ActivateCard'; data: Dated }
  | {
      type: 'RechargeCard';
      data: Dated & { amount: number; rules: readonly StoredDiscountRule[]; payment: PaymentRecord };
    }
  | { type: 'ChargeCard'; data: Dated & { amount: number; orderNo: string } }
  | {
      type: 'RefundToCard';
      data: Omit<Dated, 'today'> & { amount: number; orderNo: string; refundNo: string };
    }
  | {
      type: 'RenewCard';
      data: Dated & { option: string; period: Period; amount: number; payment: PaymentRecord };
    }
  | { type: 'ReportCardLost'; data: Dated }
  | { type: 'UnreportCard'; data: Dated }
  | { type: 'UnbindCard'; data: Dated }
  | PassGate
  | ReturnPass;

const PASS_STATUS: Record<CardStatus, TicketStatus> = {
  active: TICKET_STATUS.notVerified,
  lost: TICKET_STATUS.reportedLost,
  voided: TICKET_STATUS.voided,
  // Not activated: no gate opens for it until it is (the gate's "disabled").
  notActivated: TICKET_STATUS.disabled,
};

/** The ticket a gate judges: the card's type, holder and validity under the card's number. */
function issuedOf(state: CardState): TicketIssued['data'] | null {
  const { sold, cardNo } = state;
  if (!sold || !cardNo) return null;
  const { type } = sold;
  return {
    ticketNo: cardNo,
    orderNo: '',
    scenicAreaID: sold.scenicAreaID,
    ticketTypeID: type.ticketTypeID,
    ticketTypeName: type.ticketTypeName,
    touristType: type.touristType,
    ticketCate: type.ticketCate,
    feeMethod: type.feeMethod,
    listPrice: type.listPrice,
    price: sold.price,
    persons: 1,
    holder: state.holder,
    soldOn: sold.soldOn,
    validFrom: state.validity?.validFrom ?? sold.soldOn,
    validTo: state.validity?.validTo ?? sold.soldOn,
    zones: type.zones,
    enterMode: type.enterMode,
    mustCollect: false,
    source: 'window',
    sellerID: sold.sellerID,
    paymentMethod: sold.payment?.method ?? 'cash',
    refundCheck: false,
  };
}

/** The state with its gate view brought in line with the card. */
const synced = (state: CardState): CardState => ({
  ...state,
  pass: {
    ...state.pass,
    issued: issuedOf(state),
    status: state.status === null ? null : PASS_STATUS[state.status],
  },
});

export function evolveCard(state: CardState, event: CardEvent): CardState {
  switch (event.type) {
    case 'CardSold': {
      const d = event.data;
      const status = d.validity ? 'active' : 'notActivated';
      const pass = { ...state.pass, uses: zoneUsesOf(d.type.zones) };
      return synced({
        ...state,
        sold: d,
        cardNo: d.cardNo,
        status,
        holder: d.holder,
        validity: d.validity,
        pass,
      });
    }
    case 'CardReissued': {
      const d = event.data;
      const pass = { ...state.pass, uses: d.uses };
      const { holder, validity, balance, status } = d;
      return synced({
        ...state,
        sold: d.sold,
        cardNo: d.cardNo,
        status,
        holder,
        validity,
        balance,
        replacedFrom: d.fromCardNo,
        pass,
      });
    }
    case 'CardActivated':
      return synced({
        ...state,
        status: 'active',
        validity: { validFrom: event.data.validFrom, validTo: event.data.validTo },
      });
    case 'CardRecharged':
    case 'CardCharged':
    case 'CardRefunded':
      return { ...state, balance: event.data.balanceAfter };
    case 'CardRenewed':
      return synced({ ...state, validity: { validFrom: event.data.validFrom, validTo: event.data.validTo } });
    case 'CardReportedLost':
      return synced({ ...state, status: 'lost', beforeLost: state.status });
    case 'CardUnreported':
      return synced({ ...state, status: state.beforeLost ?? 'active', beforeLost: null });
    case 'CardUnbound':
      return synced({ ...state, holder: null });
    case 'CardReplaced':
      // The balance moved to the new number with everything else.
      return synced({ ...state, status: 'voided', replacedBy: event.data.newCardNo, balance: 0 });
    case 'TicketPassed':
    case 'PassDenied':
    case 'PassReturned':
      return { ...state, pass: evolveTicket(state.pass, event as TicketEvent) };
    default: {
      const never: never = event;
      return never;
    }
  }
}

const yuan = (fen: number) => (fen / 100).toFixed(2);
export const isExpired = (state: CardState, today: string): boolean =>
  state.validity !== null && state.validity.validTo < today;

function existing(state: CardState, at: Pick<Dated, 'scenicAreaID'>): CardSold['data'] & { cardNo: string } {
  if (!state.sold || !state.cardNo || state.sold.scenicAreaID !== at.scenicAreaID)
    throw new DomainError('CARD_NOT_FOUND');
  return { ...state.sold, cardNo: state.cardNo };
}

/** Refuses a card that cannot be used today: lost, voided, not activated, expired. */
function usable(
  state: CardState,
  at: Pick<Dated, 'today' | 'scenicAreaID'>,
): CardSold['data'] & { cardNo: string } {
  const { today } = at;
  const sold = existing(state, at);
  if (state.status === 'lost') throw new DomainError('CARD_LOST', undefined, { cardNo: sold.cardNo });
  if (state.status === 'voided')
    throw new DomainError('CARD_VOIDED', undefined, {
      cardNo: sold.cardNo,
      newCardNo: state.replacedBy ?? '',
    });
  if (state.status === 'notActivated')
    throw new DomainError('CARD_NOT_ACTIVATED', undefined, { cardNo: sold.cardNo });
  if (isExpired(state, today))
    throw new DomainError('CARD_EXPIRED', undefined, {
      cardNo: sold.cardNo,
      validTo: state.validity?.validTo,
    });
  return sold;
}

function storedValue(state: CardState, at: Dated) {
  const sold = usable(state, at);
  if (sold.type.ticketCate !== TICKET_CATE.storedValue)
    throw new DomainError('CARD_NOT_STORED_VALUE', undefined, { cardNo: sold.cardNo });
  return sold;
}

/** Ordinary and group tickets are no cards: renewal and replacement refuse them. */
function aCard(
  sold: CardSold['data'] & { cardNo: string },
  code: 'CARD_NOT_RENEWABLE' | 'CARD_NOT_REPLACEABLE',
) {
  if (!isCardCate(sold.type.ticketCate)) throw new DomainError(code, undefined, { cardNo: sold.cardNo });
}

function decideSell(state: CardState, d: Extract<CardCommand, { type: 'SellCard' }>['data']): CardEvent[] {
  if (state.sold) throw new DomainError('CARD_NO_TAKEN', undefined, { cardNo: d.cardNo });
  const { type, holder } = d;
  if (TICKET_MEDIA[type.medium] === 'idCard' && d.cardNo !== holder.idNumber)
    throw new DomainError('CARD_NO_MUST_BE_ID');
  if (d.needsPhoto && !holder.photoId)
    throw new DomainError('HOLDER_PHOTO_REQUIRED', undefined, { name: type.ticketTypeName });
  // Only period cards wait for activation; any other card starts on its sale day.
  const waits = !d.activateNow && isCardCate(type.ticketCate) && type.ticketCate !== TICKET_CATE.storedValue;
  const validity = cardValidity(type, d.today);
  return [
    {
      type: 'CardSold',
      data: {
        cardNo: d.cardNo,
        scenicAreaID: d.scenicAreaID,
        type,
        holder,
        price: d.price,
        payment: d.payment,
        sellerID: d.sellerID,
        sellerAccount: d.sellerAccount,
        soldOn: d.today,
        validity: waits ? null : validity,
        source: d.source,
      },
    },
  ];
}

export function decideCard(command: CardCommand, state: CardState): CardEvent[] {
  switch (command.type) {
    case 'SellCard':
      return decideSell(state, command.data);
    case 'ActivateCard': {
      const { today, sellerID, sellerAccount } = command.data;
      const sold = existing(state, command.data);
      if (state.status !== 'notActivated') {
        if (state.status === 'active')
          throw new DomainError('CARD_ALREADY_ACTIVATED', undefined, { cardNo: sold.cardNo });
        usable(state, command.data);
      }
      const validity = cardValidity(sold.type, today);
      return [{ type: 'CardActivated', data: { cardNo: sold.cardNo, ...validity, sellerID, sellerAccount } }];
    }
    case 'RechargeCard': {
      const { amount, rules, payment, sellerID, sellerAccount } = command.data;
      const sold = storedValue(state, command.data);
      const priced = applyDiscounts(rules, { category: 'recharge', scenicAreaID: sold.scenicAreaID, amount });
      const chosen = priced.chosen;
      return [
        {
          type: 'CardRecharged',
          data: {
            cardNo: sold.cardNo,
            scenicAreaID: sold.scenicAreaID,
            amount,
            bonus: priced.bonus,
            rule: chosen && priced.bonus > 0 ? { ruleId: chosen.ruleId, name: chosen.discountName } : null,
            payment,
            sellerID,
            sellerAccount,
            balanceAfter: state.balance + priced.credited,
          },
        },
      ];
    }
    case 'ChargeCard': {
      const { amount, orderNo, sellerID, sellerAccount } = command.data;
      const sold = storedValue(state, command.data);
      if (amount > state.balance)
        throw new DomainError('CARD_BALANCE_NOT_ENOUGH', undefined, {
          balance: yuan(state.balance),
          amount: yuan(amount),
        });
      const balanceAfter = state.balance - amount;
      return [
        {
          type: 'CardCharged',
          data: {
            cardNo: sold.cardNo,
            scenicAreaID: sold.scenicAreaID,
            amount,
            reason: 'sale',
            orderNo,
            stay: null,
            sellerID,
            sellerAccount,
            balanceAfter,
          },
        },
      ];
    }
    case 'RefundToCard':
      return decideRefundToCard(state, command.data);
    case 'RenewCard': {
      const { option, period, amount, payment, sellerID, sellerAccount } = command.data;
      const sold = existing(state, command.data);
      aCard(sold, 'CARD_NOT_RENEWABLE');
      usable(state, command.data);
      if (!withinLimits(period, RENEWAL_LIMITS))
        throw new DomainError('CARD_PERIOD_TOO_LONG', undefined, period);
      const validity = renewedValidity(state.validity as Validity, period);
      return [
        {
          type: 'CardRenewed',
          data: {
            cardNo: sold.cardNo,
            scenicAreaID: sold.scenicAreaID,
            ticketCate: sold.type.ticketCate,
            option,
            period,
            ...validity,
            amount,
            payment,
            sellerID,
            sellerAccount,
          },
        },
      ];
    }
    case 'ReportCardLost': {
      const sold = existing(state, command.data);
      if (state.status === 'lost')
        throw new DomainError('CARD_ALREADY_LOST', undefined, { cardNo: sold.cardNo });
      if (state.status === 'voided')
        throw new DomainError('CARD_VOIDED', undefined, {
          cardNo: sold.cardNo,
          newCardNo: state.replacedBy ?? '',
        });
      return [{ type: 'CardReportedLost', data: action(sold.cardNo, command.data) }];
    }
    case 'UnreportCard': {
      const sold = existing(state, command.data);
      if (state.status !== 'lost') throw new DomainError('CARD_NOT_LOST', undefined, { cardNo: sold.cardNo });
      return [{ type: 'CardUnreported', data: action(sold.cardNo, command.data) }];
    }
    case 'UnbindCard': {
      const sold = existing(state, command.data);
      if (state.status === 'voided')
        throw new DomainError('CARD_VOIDED', undefined, {
          cardNo: sold.cardNo,
          newCardNo: state.replacedBy ?? '',
        });
      if (state.holder === null) throw new DomainError('CARD_NOT_BOUND', undefined, { cardNo: sold.cardNo });
      return [{ type: 'CardUnbound', data: action(sold.cardNo, command.data) }];
    }
    case 'PassGate':
      return decideCardPass(state, command.data);
    case 'ReturnPass':
      return decideReturnPass(state.pass, command.data) as CardEvent[];
    default: {
      const never: never = command;
      return never;
    }
  }
}

/**
 * A refund of a sale the card paid for: the money goes back on the card, whatever its status (a lost
 * or expired card keeps its holder's balance); a replaced card's money goes to the card that replaced
 * it (the caller names that one), never to the dead number.
 */
function decideRefundToCard(
  state: CardState,
  d: Extract<CardCommand, { type: 'RefundToCard' }>['data'],
): CardEvent[] {
  const sold = existing(state, d);
  if (state.status === 'voided')
    throw new DomainError('CARD_VOIDED', undefined, {
      cardNo: sold.cardNo,
      newCardNo: state.replacedBy ?? '',
    });
  const { amount, orderNo, refundNo, sellerID, sellerAccount } = d;
  const data = { cardNo: sold.cardNo, scenicAreaID: sold.scenicAreaID, amount, orderNo, refundNo };
  return [
    {
      type: 'CardRefunded',
      data: { ...data, sellerID, sellerAccount, balanceAfter: state.balance + amount },
    },
  ];
}

const action = (cardNo: string, { sellerID, sellerAccount }: Seller) => ({ cardNo, sellerID, sellerAccount });

export interface Replacement {
  newCardNo: string;
  /** How the replacement fee (the type's patchCard, as sold) was paid; null when there is none. */
  payment: PaymentRecord | null;
}

/**
 * Replacing a card (spec 001 §4–5): the old number is dead (CardReplaced on its stream) and a new one
 * inherits everything (CardReissued, the new stream's first event): validity, balance, remaining uses,
 * holder. A lost card is what replacement is for; a voided or expired card, or an ordinary or group
 * ticket, is refused.
 */
export function decideReplacement(
  state: CardState,
  r: Replacement & Dated,
): { old: CardEvent; fresh: CardEvent } {
  const sold = existing(state, r);
  aCard(sold, 'CARD_NOT_REPLACEABLE');
  if (state.status === 'voided')
    throw new DomainError('CARD_VOIDED', undefined, {
      cardNo: sold.cardNo,
      newCardNo: state.replacedBy ?? '',
    });
  if (isExpired(state, r.today))
    throw new DomainError('CARD_EXPIRED', undefined, {
      cardNo: sold.cardNo,
      validTo: state.validity?.validTo,
    });
  if (r.newCardNo === sold.cardNo) throw new DomainError('CARD_NO_TAKEN', undefined, { cardNo: r.newCardNo });
  const { sellerID, sellerAccount } = r;
  const status = state.status === 'lost' ? (state.beforeLost ?? 'active') : state.status;
  return {
    old: {
      type: 'CardReplaced',
      data: {
        cardNo: sold.cardNo,
        newCardNo: r.newCardNo,
        scenicAreaID: sold.scenicAreaID,
        ticketCate: sold.type.ticketCate,
        fee: sold.type.replacementFee,
        payment: r.payment,
        sellerID,
        sellerAccount,
      },
    },
    fresh: {
      type: 'CardReissued',
      data: {
        cardNo: r.newCardNo,
        fromCardNo: sold.cardNo,
        sold: state.sold as CardSold['data'],
        status: status === 'notActivated' ? 'notActivated' : 'active',
        holder: state.holder,
        validity: state.validity,
        balance: state.balance,
        uses: state.pass.uses.map((u) => ({ ...u, spentOn: { ...u.spentOn } })),
        sellerID,
        sellerAccount,
      },
    },
  };
}

export const cardDecider: Decider<CardState, CardCommand, CardEvent> = {
  decide: decideCard,
  evolve: evolveCard,
  initialState: initialCardState,
};
