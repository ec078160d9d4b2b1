// A sold ticket as its own stream tells it, and what the window may do with it. Later features add
// their events and commands here (refunds, write-offs, gate passes).
import { type Decider, DomainError } from '../decider.ts';
import type { PassReturned } from '../gates/gateEvents.ts';
import {
  gateAfterDenied,
  gateAfterPassed,
  gateAfterReturned,
  gateAfterWriteOff,
  returnedKey,
} from '../gates/ticketGateState.ts';
import { decidePassGate, decideReturnPass, type PassGate, type ReturnPass } from '../gates/ticketPass.ts';
import { evolveRefund, initialRefundState } from '../refunds/ticketRefundState.ts';
import { TICKET_STATUS, type TicketStatus } from './saleCodes.ts';
import type { PaymentRecord, TicketEvent, TicketIssued } from './saleEvents.ts';
import { type OvertimePricing, quotePriceDifference } from './ticketPriceDifference.ts';
import { initialTicketState, type TicketState } from './ticketState.ts';
import { remainingOf, spend, unspend, usedUp, type ZoneUses, zoneUsesOf } from './ticketUses.ts';

export { initialTicketState, type TicketState } from './ticketState.ts';

/** Who acts at the window. */
interface Seller {
  sellerID: number;
  sellerAccount: string;
}

export type TicketCommand =
  | { type: 'CollectTicket'; data: { today: string } }
  | {
      type: 'WriteOffTicket';
      data: Seller & {
        today: string;
        window: string | null;
        /** A timed ticket inside: the rule and the time that tell whether it owes (then it is not usable). */
        overtime?: { pricing: OvertimePricing; now: Date };
      } & ({ scope: 'zone'; zoneId: number; count: number } | { scope: 'global' });
    }
  | {
      type: 'PayPriceDifference';
      data: Seller & {
        now: Date;
        pricing: OvertimePricing;
        /** What the seller quoted and took: refused when the amount owed now differs. */
        amount: number;
        payment: PaymentRecord;
      };
    }
  | PassGate
  | ReturnPass;

/** A ticket whose every pass is spent is used (verified). */
const afterUse = (state: TicketState, uses: ZoneUses[]): TicketState => ({
  ...state,
  uses,
  status: usedUp(uses) ? TICKET_STATUS.verified : state.status,
});

/** A pass given back: its use returns to its day, and a ticket verified by that use is usable again. */
function afterReturn(state: TicketState, data: PassReturned['data']): TicketState {
  const key = returnedKey(state.gate, data);
  const pass = key === undefined ? undefined : state.gate.passes[key];
  const uses = unspend(state.uses, data.zoneId, 1, data.passedOn);
  const reopened = state.status === TICKET_STATUS.verified && usedUp(state.uses) && !usedUp(uses);
  const stayOnIt = state.stay?.zoneId === data.zoneId && state.stay.enteredAt === pass?.at;
  return {
    ...state,
    uses,
    status: reopened ? TICKET_STATUS.notVerified : state.status,
    stay: stayOnIt ? null : state.stay,
    gate: gateAfterReturned(state.gate, data),
  };
}

export function evolveTicket(state: TicketState, event: TicketEvent): TicketState {
  switch (event.type) {
    case 'TicketIssued':
      return {
        ...state,
        issued: event.data,
        status: TICKET_STATUS.notVerified,
        uses: zoneUsesOf(event.data.zones),
        refund: initialRefundState(event.data.refundCheck),
      };
    case 'TicketCollected':
      return { ...state, collected: true };
    case 'TicketWrittenOff': {
      const { scope, zoneId, count, writtenOffOn } = event.data;
      if (scope === 'global' || zoneId === null) {
        const uses = (event.data.zones ?? []).reduce(
          (u, z) => spend(u, z.zoneId, z.count, writtenOffOn),
          state.uses,
        );
        return { ...state, uses, status: TICKET_STATUS.verified };
      }
      const used = { ...state, gate: gateAfterWriteOff(state.gate, writtenOffOn) };
      return afterUse(used, spend(state.uses, zoneId, count, writtenOffOn));
    }
    case 'TicketPassed': {
      const { direction, zoneId, passedAt, passedOn } = event.data;
      const gate = gateAfterPassed(state.gate, event.data);
      // Leaving ends a timed ticket's stay: nothing more runs up once the visitor is out.
      if (direction === 'out')
        return { ...state, gate, stay: state.stay?.zoneId === zoneId ? null : state.stay };
      const entered = { ...state, gate, stay: { zoneId, enteredAt: passedAt, paid: 0 } };
      return afterUse(entered, spend(state.uses, zoneId, 1, passedOn));
    }
    case 'PassDenied':
      return { ...state, gate: gateAfterDenied(state.gate, event.data) };
    case 'PassReturned':
      return afterReturn(state, event.data);
    case 'PriceDifferencePaid':
      return state.stay
        ? { ...state, stay: { ...state.stay, paid: state.stay.paid + event.data.amount } }
        : state;
    case 'TicketRefunded':
    case 'RefundReviewSubmitted':
    case 'RefundReviewApproved':
    case 'RefundReviewRejected':
    case 'RefundReviewFailed':
      return evolveRefund(state, event);
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** The status a person sees: an unused ticket past its last day is expired. */
export function statusOn(state: TicketState, today: string): TicketStatus | null {
  if (state.issued === null || state.status === null) return null;
  if (state.status === TICKET_STATUS.notVerified && state.issued.validTo < today)
    return TICKET_STATUS.expired;
  return state.status;
}

/** Refuses a write-off of a ticket that cannot be written off today, each reason its own message. */
function checkWriteOff(state: TicketState, today: string): TicketIssued['data'] {
  if (state.issued === null) throw new DomainError('TICKET_NOT_FOUND');
  const status = statusOn(state, today);
  if (status === TICKET_STATUS.refunded) throw new DomainError('WRITE_OFF_REFUNDED');
  if (status === TICKET_STATUS.expired)
    throw new DomainError('WRITE_OFF_EXPIRED', undefined, { validTo: state.issued.validTo });
  if (status === TICKET_STATUS.verified) throw new DomainError('WRITE_OFF_VERIFIED');
  if (status !== TICKET_STATUS.notVerified)
    throw new DomainError('WRITE_OFF_DISABLED', undefined, { status });
  if (state.issued.validFrom > today)
    throw new DomainError('WRITE_OFF_NOT_YET_VALID', undefined, { validFrom: state.issued.validFrom });
  return state.issued;
}

/** What the ticket owes now for overstaying (0 for a ticket that is not timed or not inside). */
export function owedAt(state: TicketState, pricing: OvertimePricing, now: Date): number {
  return state.issued ? quotePriceDifference(state.issued, state.stay, pricing, now).owed : 0;
}

/** The largest batch write-off of a zone today (null: unlimited). */
export const writeOffMax = (state: TicketState, zoneId: number, today: string): number | null => {
  const zone = state.uses.find((z) => z.zoneId === zoneId);
  return zone ? remainingOf(zone, today) : 0;
};

export function decideTicket(command: TicketCommand, state: TicketState): TicketEvent[] {
  switch (command.type) {
    case 'CollectTicket': {
      if (state.issued === null) throw new DomainError('TICKET_NOT_FOUND');
      const status = statusOn(state, command.data.today);
      if (status !== TICKET_STATUS.notVerified)
        throw new DomainError('TICKET_NOT_USABLE', undefined, { status });
      if (state.collected) throw new DomainError('TICKET_ALREADY_COLLECTED');
      return [{ type: 'TicketCollected', data: { ticketNo: state.issued.ticketNo } }];
    }
    case 'WriteOffTicket': {
      const { today, sellerID, sellerAccount, window } = command.data;
      const { ticketNo } = checkWriteOff(state, today);
      const { overtime } = command.data;
      const owed = overtime ? owedAt(state, overtime.pricing, overtime.now) : 0;
      if (owed > 0)
        throw new DomainError('WRITE_OFF_PRICE_DIFFERENCE_OWED', undefined, {
          owed: (owed / 100).toFixed(2),
        });
      const who = { ticketNo, sellerID, sellerAccount, window, writtenOffOn: today };
      if (command.data.scope === 'global') {
        // Every zone's passes left today are spent (one visit of an unlimited zone).
        const zones = state.uses
          .map((z) => ({ zoneId: z.zoneId, count: remainingOf(z, today) ?? 1 }))
          .filter((z) => z.count > 0);
        return [
          { type: 'TicketWrittenOff', data: { ...who, scope: 'global', zoneId: null, count: 1, zones } },
        ];
      }
      const { zoneId, count } = command.data;
      if (!state.uses.some((z) => z.zoneId === zoneId))
        throw new DomainError('WRITE_OFF_ZONE_NOT_ON_TICKET', undefined, { zoneId });
      const max = writeOffMax(state, zoneId, today);
      if (max === 0) throw new DomainError('WRITE_OFF_NONE_LEFT');
      if (max !== null && count > max) throw new DomainError('WRITE_OFF_ABOVE_MAX', undefined, { max });
      return [{ type: 'TicketWrittenOff', data: { ...who, scope: 'zone', zoneId, count } }];
    }
    case 'PayPriceDifference': {
      const { now, pricing, amount, payment, sellerID, sellerAccount } = command.data;
      if (state.issued === null) throw new DomainError('TICKET_NOT_FOUND');
      const blocked: TicketStatus[] = [
        TICKET_STATUS.refunded,
        TICKET_STATUS.voided,
        TICKET_STATUS.disabled,
        TICKET_STATUS.reportedLost,
      ];
      if (state.status !== null && blocked.includes(state.status))
        throw new DomainError('TICKET_NOT_USABLE', undefined, { status: state.status });
      const quote = quotePriceDifference(state.issued, state.stay, pricing, now);
      if (quote.owed === 0) throw new DomainError('PRICE_DIFFERENCE_NONE_OWED');
      if (amount !== quote.owed)
        throw new DomainError('PRICE_DIFFERENCE_CHANGED', undefined, { owed: (quote.owed / 100).toFixed(2) });
      if (payment.method === 'cash' && (payment.receivedFen ?? 0) < amount)
        throw new DomainError('CASH_NOT_ENOUGH', undefined, { payable: (amount / 100).toFixed(2) });
      const cash = payment.method === 'cash' && payment.receivedFen !== null;
      return [
        {
          type: 'PriceDifferencePaid',
          data: {
            ticketNo: state.issued.ticketNo,
            amount,
            paymentMethod: payment.method,
            minutesOver: quote.minutesOver,
            sellerID,
            sellerAccount,
            receivedFen: cash ? payment.receivedFen : null,
            changeFen: cash ? (payment.receivedFen as number) - amount : null,
            reference: payment.reference,
          },
        },
      ];
    }
    case 'PassGate':
      return decidePassGate(state, command.data);
    case 'ReturnPass':
      return decideReturnPass(state, command.data);
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const ticketDecider: Decider<TicketState, TicketCommand, TicketEvent> = {
  decide: decideTicket,
  evolve: evolveTicket,
  initialState: initialTicketState,
};
