// A tiny decider for tests only: a time-slot quota of N places. Not a product aggregate.

import { type Decider, DomainError } from '../../domain/decider.ts';

export type QuotaEvent =
  | { type: 'QuotaOpened'; data: { capacity: number; openedAt: string } }
  | { type: 'PlacesReserved'; data: { places: number; reservedAt: string } };

export type QuotaCommand =
  | { type: 'OpenQuota'; data: { capacity: number; now: string } }
  | { type: 'ReservePlaces'; data: { places: number; now: string } };

export interface QuotaState {
  capacity: number | null;
  reserved: number;
}

export const quotaStreamId = (slotId: string): string => `quota-${slotId}`;

export const exampleQuota: Decider<QuotaState, QuotaCommand, QuotaEvent> = {
  initialState: () => ({ capacity: null, reserved: 0 }),

  evolve(state, event) {
    switch (event.type) {
      case 'QuotaOpened':
        return { ...state, capacity: event.data.capacity };
      case 'PlacesReserved':
        return { ...state, reserved: state.reserved + event.data.places };
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'OpenQuota': {
        if (state.capacity !== null) throw new DomainError('QuotaAlreadyOpened');
        const { capacity, now } = command.data;
        if (!Number.isInteger(capacity) || capacity < 0) {
          throw new DomainError('InvalidCapacity', `capacity ${capacity} is not a whole number >= 0`);
        }
        return [{ type: 'QuotaOpened', data: { capacity, openedAt: now } }];
      }
      case 'ReservePlaces': {
        if (state.capacity === null) throw new DomainError('QuotaNotOpened');
        const { places, now } = command.data;
        if (!Number.isInteger(places) || places < 1) {
          throw new DomainError('InvalidPlaces', `places ${places} is not a whole number >= 1`);
        }
        const left = state.capacity - state.reserved;
        if (places > left) {
          throw new DomainError('QuotaExceeded', `${places} places asked, ${left} left`, { left });
        }
        return [{ type: 'PlacesReserved', data: { places, reservedAt: now } }];
      }
    }
  },
};
