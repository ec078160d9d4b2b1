// A seller's shift (spec 001 §2, §4; issue 12). Sign-in is no business event, so a shift is known by
// its facts: it runs from the first sale, refund or price difference after the last handover (or
// ever) to the handover; a handover with no facts is an empty shift that starts and ends at once.
// Which facts belong to it is decided by their place in `$all`, not their time: the facts after the
// previous handover's `countedTo`, so a sale committed while a handover is being decided is counted
// in the next shift, never in two or none.
import { type Decider, DomainError } from '../decider.ts';
import { isAfter, laterOf, type ShiftActivity, type StoredPosition, sumActivities } from './shiftActivity.ts';
import type { ShiftEvent, ShiftHandedOver } from './shiftEvents.ts';
import { expectedCashFen } from './shiftTotals.ts';

export interface ShiftState {
  handovers: number;
  countedTo: StoredPosition | null;
  settled: number[];
}

export type ShiftCommand =
  | {
      type: 'HandOverShift';
      data: {
        now: Date;
        seller: { id: number; account: string; name: string };
        scenicAreaID: number;
        receivedFen: number;
        /** Facts read from `$all` after the last handover (any seller's; the decider picks). */
        activity: readonly ShiftActivity[];
        /** The last position read. */
        readTo: StoredPosition | null;
      };
    }
  | {
      type: 'SettleShift';
      data: { shiftNo: number; settledFen: number; operator: { id: number; account: string } };
    };

export const initialShiftState = (): ShiftState => ({ handovers: 0, countedTo: null, settled: [] });

export function evolveShift(state: ShiftState, event: ShiftEvent): ShiftState {
  switch (event.type) {
    case 'ShiftHandedOver':
      return {
        ...state,
        handovers: event.data.shiftNo,
        countedTo: event.data.countedTo ?? state.countedTo,
      };
    case 'ShiftSettled':
      return { ...state, settled: [...state.settled, event.data.shiftNo] };
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** The seller's facts this shift counts: theirs, after the last handover's position. */
export function factsOfShift(state: ShiftState, sellerID: number, activity: readonly ShiftActivity[]) {
  return activity.filter((a) => a.sellerID === sellerID && isAfter(a.position, state.countedTo));
}

function handOver(state: ShiftState, data: Extract<ShiftCommand, { type: 'HandOverShift' }>['data']) {
  const facts = factsOfShift(state, data.seller.id, data.activity);
  const expected = sumActivities(facts);
  const endedAt = data.now.toISOString();
  const startedAt = facts.map((f) => f.occurredAt).sort()[0] ?? endedAt;
  const expectedFen = expectedCashFen(expected);
  const event: ShiftHandedOver = {
    type: 'ShiftHandedOver',
    data: {
      shiftNo: state.handovers + 1,
      sellerID: data.seller.id,
      sellerAccount: data.seller.account,
      sellerName: data.seller.name,
      scenicAreaID: data.scenicAreaID,
      startedAt: startedAt < endedAt ? startedAt : endedAt,
      endedAt,
      expected,
      expectedFen,
      receivedFen: data.receivedFen,
      differenceFen: data.receivedFen - expectedFen,
      countedTo: data.readTo === null ? state.countedTo : laterOf(data.readTo, state.countedTo),
    },
  };
  return [event];
}

export function decideShift(command: ShiftCommand, state: ShiftState): ShiftEvent[] {
  switch (command.type) {
    case 'HandOverShift':
      if (command.data.receivedFen < 0) throw new DomainError('SHIFT_RECEIVED_INVALID');
      return handOver(state, command.data);
    case 'SettleShift': {
      const { shiftNo, settledFen, operator } = command.data;
      if (shiftNo < 1 || shiftNo > state.handovers)
        throw new DomainError('SHIFT_NOT_FOUND', undefined, { shiftNo });
      if (state.settled.includes(shiftNo))
        throw new DomainError('SHIFT_ALREADY_SETTLED', undefined, { shiftNo });
      if (settledFen < 0) throw new DomainError('SHIFT_RECEIVED_INVALID');
      return [
        {
          type: 'ShiftSettled',
          data: { shiftNo, settledFen, operatorID: operator.id, operatorAccount: operator.account },
        },
      ];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const shiftDecider: Decider<ShiftState, ShiftCommand, ShiftEvent> = {
  decide: decideShift,
  evolve: evolveShift,
  initialState: initialShiftState,
};
