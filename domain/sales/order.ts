// The order aggregate after the sale: printing and reprinting (spec 001 §4: printing an order fails
// if it holds more than one ticket type; §8: no print template means the purchase stands but
// nothing prints). Its first event, OrderPlaced, comes from decideSale (sale.ts).
import { type Decider, DomainError } from '../decider.ts';
import type { OrderEvent } from './saleEvents.ts';

export interface OrderState {
  orderNo: string | null;
  scenicAreaID: number | null;
  ticketNos: string[];
  ticketTypeIDs: number[];
  amount: number;
  prints: number;
}

export type OrderCommand =
  | { type: 'PrintOrder'; data: { templateID: number | null } }
  | { type: 'ReprintOrder'; data: { templateID: number | null } };

export const initialOrderState = (): OrderState => ({
  orderNo: null,
  scenicAreaID: null,
  ticketNos: [],
  ticketTypeIDs: [],
  amount: 0,
  prints: 0,
});

export function evolveOrder(state: OrderState, event: OrderEvent): OrderState {
  switch (event.type) {
    case 'OrderPlaced':
      return {
        ...state,
        orderNo: event.data.orderNo,
        scenicAreaID: event.data.scenicAreaID,
        ticketNos: event.data.ticketNos,
        ticketTypeIDs: event.data.lines.map((l) => l.ticketTypeID),
        amount: event.data.amount,
      };
    case 'OrderPrinted':
    case 'OrderReprinted':
      return { ...state, prints: state.prints + 1 };
    default: {
      const never: never = event;
      return never;
    }
  }
}

function printable(state: OrderState, templateID: number | null): { orderNo: string; templateID: number } {
  if (state.orderNo === null) throw new DomainError('ORDER_NOT_FOUND');
  if (state.ticketTypeIDs.length > 1) throw new DomainError('PRINT_MULTIPLE_TYPES');
  if (templateID === null) throw new DomainError('PRINT_TEMPLATE_MISSING');
  return { orderNo: state.orderNo, templateID };
}

export function decideOrder(command: OrderCommand, state: OrderState): OrderEvent[] {
  switch (command.type) {
    case 'PrintOrder': {
      const target = printable(state, command.data.templateID);
      if (state.prints > 0) throw new DomainError('ORDER_ALREADY_PRINTED');
      return [{ type: 'OrderPrinted', data: { ...target, ticketNos: state.ticketNos } }];
    }
    case 'ReprintOrder': {
      const target = printable(state, command.data.templateID);
      if (state.prints === 0) throw new DomainError('ORDER_NOT_PRINTED');
      return [{ type: 'OrderReprinted', data: { ...target, ticketNos: state.ticketNos } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const orderDecider: Decider<OrderState, OrderCommand, OrderEvent> = {
  decide: decideOrder,
  evolve: evolveOrder,
  initialState: initialOrderState,
};
