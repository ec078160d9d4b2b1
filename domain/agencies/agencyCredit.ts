// An agency's credit account (stream `agency-credit-<id>`): recharged by administrators, held by
// on-account submissions, deducted on approval, released on rejection, charged by a window sale on
// credit, given back by a refund. Pure; the balance never goes below zero: a hold or a charge needs
// the available amount (balance − held).
import { type Decider, DomainError } from '../decider.ts';
import type { CreditEvent } from './agencyEvents.ts';

export interface CreditState {
  /** Recharged minus deducted (fen). */
  balance: number;
  /** Holds of submitted on-account orders, by order number. */
  holds: ReadonlyMap<string, number>;
  /** Orders already deducted, released or charged (a repeat decides nothing). */
  settled: ReadonlySet<string>;
  /** Recharge number → amount: a number recharged again with another amount is a reused request id. */
  recharges: ReadonlyMap<string, number>;
  /** Refund orders already given back. */
  refunds: ReadonlySet<string>;
  /** The scenic area of the account (null: no account yet, nothing was ever recharged). */
  scenicAreaID: number | null;
}

interface AgencyRef {
  travelAgencyID: number;
  scenicAreaID: number;
}

export type CreditCommand =
  | {
      type: 'RechargeCredit';
      data: AgencyRef & {
        rechargeNo: string;
        amount: number;
        remark: string;
        actorID: number;
        actorAccount: string;
      };
    }
  | { type: 'HoldCredit'; data: AgencyRef & { orderNo: string; amount: number } }
  | { type: 'DeductCredit'; data: AgencyRef & { orderNo: string } }
  | { type: 'ReleaseCredit'; data: AgencyRef & { orderNo: string } }
  | {
      type: 'ChargeCredit';
      data: AgencyRef & { orderNo: string; amount: number; sellerID: number; sellerAccount: string };
    }
  | { type: 'RefundCredit'; data: AgencyRef & { orderNo: string; refundNo: string; amount: number } };

export const initialCreditState = (): CreditState => ({
  balance: 0,
  holds: new Map(),
  settled: new Set(),
  recharges: new Map(),
  refunds: new Set(),
  scenicAreaID: null,
});

export const heldAmount = (state: CreditState) => [...state.holds.values()].reduce((a, b) => a + b, 0);
export const availableCredit = (state: CreditState) => state.balance - heldAmount(state);

export function evolveCredit(before: CreditState, event: CreditEvent): CreditState {
  const state = { ...before, scenicAreaID: event.data.scenicAreaID };
  switch (event.type) {
    case 'CreditRecharged':
      return {
        ...state,
        balance: state.balance + event.data.amount,
        recharges: new Map(state.recharges).set(event.data.rechargeNo, event.data.amount),
      };
    case 'CreditHeld':
      return { ...state, holds: new Map(state.holds).set(event.data.orderNo, event.data.amount) };
    case 'CreditDeducted':
    case 'CreditReleased': {
      const holds = new Map(state.holds);
      holds.delete(event.data.orderNo);
      const deducted = event.type === 'CreditDeducted' ? event.data.amount : 0;
      return {
        ...state,
        balance: state.balance - deducted,
        holds,
        settled: new Set(state.settled).add(event.data.orderNo),
      };
    }
    case 'CreditCharged':
      return {
        ...state,
        balance: state.balance - event.data.amount,
        settled: new Set(state.settled).add(event.data.orderNo),
      };
    case 'CreditRefunded':
      return {
        ...state,
        balance: state.balance + event.data.amount,
        refunds: new Set(state.refunds).add(event.data.refundNo),
      };
    default: {
      const never: never = event;
      return never;
    }
  }
}

export function decideCredit(command: CreditCommand, state: CreditState): CreditEvent[] {
  switch (command.type) {
    case 'RechargeCredit':
      if (state.recharges.has(command.data.rechargeNo)) {
        if (state.recharges.get(command.data.rechargeNo) === command.data.amount) return [];
        throw new DomainError('REQUEST_ID_REUSED', undefined, { rechargeNo: command.data.rechargeNo });
      }
      return [{ type: 'CreditRecharged', data: command.data }];
    case 'HoldCredit': {
      const { orderNo, amount } = command.data;
      if (state.holds.has(orderNo) || state.settled.has(orderNo)) return [];
      const available = availableCredit(state);
      if (amount > available) throw new DomainError('CREDIT_INSUFFICIENT', undefined, { amount, available });
      return [{ type: 'CreditHeld', data: command.data }];
    }
    case 'DeductCredit':
    case 'ReleaseCredit': {
      const amount = state.holds.get(command.data.orderNo);
      if (amount === undefined) return [];
      const type = command.type === 'DeductCredit' ? 'CreditDeducted' : 'CreditReleased';
      return [{ type, data: { ...command.data, amount } }];
    }
    case 'ChargeCredit': {
      const { travelAgencyID, scenicAreaID, orderNo, amount } = command.data;
      if (state.scenicAreaID !== scenicAreaID)
        throw new DomainError('CREDIT_ACCOUNT_NOT_FOUND', undefined, { travelAgencyID });
      if (state.settled.has(orderNo) || amount <= 0) return [];
      const available = availableCredit(state);
      if (amount > available) throw new DomainError('CREDIT_INSUFFICIENT', undefined, { amount, available });
      return [{ type: 'CreditCharged', data: command.data }];
    }
    case 'RefundCredit':
      if (state.refunds.has(command.data.refundNo)) return [];
      return [{ type: 'CreditRefunded', data: command.data }];
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const creditDecider: Decider<CreditState, CreditCommand, CreditEvent> = {
  decide: decideCredit,
  evolve: evolveCredit,
  initialState: initialCreditState,
};
