// An agency order (stream `agency-order-<orderNo>`): saved as a draft (0) any number of times,
// submitted for review (1), then approved (2) or rejected with a note (3). Pure.
import { type Decider, DomainError } from '../decider.ts';
import { AGENCY_ORDER_STATUS, type AgencyOrderStatus } from './agencyCodes.ts';
import type { AgencyOrderContent, AgencyOrderEvent } from './agencyEvents.ts';

export interface AgencyOrderState {
  status: AgencyOrderStatus | null;
  travelAgencyID: number | null;
  scenicAreaID: number | null;
  content: AgencyOrderContent | null;
  /** The sale order issued on approval. */
  saleOrderNo: string | null;
}

interface Who {
  orderNo: string;
  travelAgencyID: number;
  scenicAreaID: number;
  actorID: number;
  actorAccount: string;
}

export type AgencyOrderCommand =
  | {
      type: 'SaveAgencyOrder';
      data: Who & { travelAgencyName: string; content: AgencyOrderContent; submit: boolean };
    }
  | { type: 'ApproveAgencyOrder'; data: Who & { saleOrderNo: string } }
  | { type: 'RejectAgencyOrder'; data: Who & { note: string } };

export const initialAgencyOrderState = (): AgencyOrderState => ({
  status: null,
  travelAgencyID: null,
  scenicAreaID: null,
  content: null,
  saleOrderNo: null,
});

export function evolveAgencyOrder(state: AgencyOrderState, event: AgencyOrderEvent): AgencyOrderState {
  switch (event.type) {
    case 'AgencyOrderSaved':
      return {
        status: AGENCY_ORDER_STATUS.draft,
        travelAgencyID: event.data.travelAgencyID,
        scenicAreaID: event.data.scenicAreaID,
        content: event.data.content,
        saleOrderNo: null,
      };
    case 'AgencyOrderSubmitted':
      return { ...state, status: AGENCY_ORDER_STATUS.submitted };
    case 'AgencyOrderApproved':
      return { ...state, status: AGENCY_ORDER_STATUS.approved, saleOrderNo: event.data.saleOrderNo };
    case 'AgencyOrderRejected':
      return { ...state, status: AGENCY_ORDER_STATUS.rejected };
    default: {
      const never: never = event;
      return never;
    }
  }
}

export function decideAgencyOrder(command: AgencyOrderCommand, state: AgencyOrderState): AgencyOrderEvent[] {
  const { orderNo, travelAgencyID, scenicAreaID, actorID, actorAccount } = command.data;
  const who = { orderNo, travelAgencyID, scenicAreaID, actorID, actorAccount };
  if (state.travelAgencyID !== null && state.travelAgencyID !== travelAgencyID) {
    throw new DomainError('AGENCY_ORDER_NOT_FOUND', undefined, { orderNo });
  }
  switch (command.type) {
    case 'SaveAgencyOrder': {
      if (state.status !== null && state.status !== AGENCY_ORDER_STATUS.draft) {
        throw new DomainError('AGENCY_ORDER_NOT_DRAFT', undefined, { orderNo });
      }
      const { content, travelAgencyName, submit } = command.data;
      const saved: AgencyOrderEvent = {
        type: 'AgencyOrderSaved',
        data: { ...who, travelAgencyName, content },
      };
      if (!submit) return [saved];
      return [
        saved,
        { type: 'AgencyOrderSubmitted', data: { ...who, amount: content.amount, payType: content.payType } },
      ];
    }
    case 'ApproveAgencyOrder':
    case 'RejectAgencyOrder': {
      if (state.status === null) throw new DomainError('AGENCY_ORDER_NOT_FOUND', undefined, { orderNo });
      if (state.status !== AGENCY_ORDER_STATUS.submitted) {
        throw new DomainError('AGENCY_ORDER_NOT_SUBMITTED', undefined, { orderNo });
      }
      return command.type === 'ApproveAgencyOrder'
        ? [{ type: 'AgencyOrderApproved', data: { ...who, saleOrderNo: command.data.saleOrderNo } }]
        : [{ type: 'AgencyOrderRejected', data: { ...who, note: command.data.note } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const agencyOrderDecider: Decider<AgencyOrderState, AgencyOrderCommand, AgencyOrderEvent> = {
  decide: decideAgencyOrder,
  evolve: evolveAgencyOrder,
  initialState: initialAgencyOrderState,
};
