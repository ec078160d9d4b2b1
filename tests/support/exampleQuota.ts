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

/** The test decider's own refusals (not product codes, so not in the message catalogue). */
export type QuotaErrorCode =
  | 'QUOTA_ALREADY_OPENED'
  | 'INVALID_CAPACITY'
  | 'QUOTA_NOT_OPENED'
  | 'INVALID_PLACES'
  | 'QUOTA_EXCEEDED';
class QuotaError extends DomainError<QuotaErrorCode> {}

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
        if (state.capacity !== null) throw new QuotaError('QUOTA_ALREADY_OPENED');
        const { capacity, now } = command.data;
        if (!Number.isInteger(capacity) || capacity < 0) {
          throw new QuotaError('INVALID_CAPACITY', `capacity ${capacity} is not a whole number >= 0`);
        }
        return [{ type: 'QuotaOpened', data: { capacity, openedAt: now } }];
      }
      case 'ReservePlaces': {
        if (state.capacity === null) throw new QuotaError('QUOTA_NOT_OPENED');
        const { places, now } = command.data;
        if (!Number.isInteger(places) || places < 1) {
          throw new QuotaError('INVALID_PLACES', `places ${places} is not a whole number >= 1`);
        }
        const left = state.capacity - state.reserved;
        if (places > left) {
          throw new QuotaError('QUOTA_EXCEEDED', `${places} places asked, ${left} left`, { left });
        }
        return [{ type: 'PlacesReserved', data: { places, reservedAt: now } }];
      }
    }
  },
};
