// The events of a capacity stream: the places of one appointment slot on one date
// (`quota-<slotId>-<date>`). Places are held when a visitor submits an order, confirmed when it is
// paid, released when an unpaid order expires or a booked ticket is refunded.
import { z } from 'zod';
import { defineEvent, type EventOf, eventCatalog } from '../events/eventCatalog.ts';

export const PlacesHeld = defineEvent(
  'PlacesHeld',
  z.object({
    orderNo: z.string(),
    places: z.number().int().min(1),
    /** ID numbers of real-name bookings: one place per ID per slot and date. */
    idNumbers: z.array(z.string()),
    /** The slot's limit when the hold was decided (null: unlimited). */
    capacity: z.number().int().nullable(),
    /** An unpaid hold stops counting at this instant (ISO, UTC), whether or not expiry was recorded. */
    expiresAt: z.string(),
    /** The visitor who holds the places (null: held before holds were counted per visitor). */
    openid: z.string().nullable(),
  }),
  // v2: the visitor, for the cap on unpaid holds per visitor (docs/adr/0002).
  { version: 2, upcasters: { 1: (data) => ({ ...(data as object), openid: null }) } },
);
export const PlacesConfirmed = defineEvent('PlacesConfirmed', z.object({ orderNo: z.string() }));
export const PlacesReleased = defineEvent(
  'PlacesReleased',
  z.object({
    orderNo: z.string(),
    places: z.number().int().min(1),
    idNumbers: z.array(z.string()),
    reason: z.enum(['expired', 'refunded']),
    /** The refunded tickets whose places these are (a refund releases each ticket once). */
    ticketNos: z.array(z.string()).default([]),
  }),
);

export type PlacesHeld = EventOf<typeof PlacesHeld>;
export type PlacesConfirmed = EventOf<typeof PlacesConfirmed>;
export type PlacesReleased = EventOf<typeof PlacesReleased>;
export type QuotaEvent = PlacesHeld | PlacesConfirmed | PlacesReleased;

export const quotaEvents = eventCatalog([PlacesHeld, PlacesConfirmed, PlacesReleased]);

/** One capacity stream per appointment slot and local date. */
export const quotaStreamId = (slotId: number, playDate: string) => `quota-${slotId}-${playDate}`;
