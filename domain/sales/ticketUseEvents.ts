// The events of using a ticket (issue 12 contract): written off at the window, passed at a gate
// (issue 13's gates append TicketPassed; tests seed it), and a timed ticket's price difference paid.
// All live on the ticket's stream; the ticket decider (ticket.ts) folds them into remaining uses.
import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/eventCatalog.ts';
import { PAYMENT_METHODS } from './saleCodes.ts';

const LocalDate = z.iso.date();

/**
 * A write-off at the window: `zone` spends `count` passes of one attraction (per attraction: 1;
 * batch: n), `global` makes the whole ticket verified (zoneId null, count 1) and spends, in `zones`,
 * what each zone had left that day (1 in an unlimited zone; absent on global write-offs before issue
 * 30, which spent nothing). `writtenOffOn` is the
 * day in the area's time zone: it counts against the zone's passes per day.
 */
export const TicketWrittenOff = defineEvent(
  'TicketWrittenOff',
  z.object({
    ticketNo: z.string(),
    scope: z.enum(['zone', 'global']),
    zoneId: z.number().int().nullable(),
    count: z.number().int().min(1),
    sellerID: z.number().int(),
    sellerAccount: z.string(),
    window: z.string().nullable(),
    writtenOffOn: LocalDate,
    zones: z.array(z.object({ zoneId: z.number().int(), count: z.number().int().min(1) })).optional(),
  }),
);

/**
 * A gate pass. 'in' spends one pass of the zone and starts a timed ticket's stay; `passedAt` (UTC)
 * and `passedOn` (the area's local day) are in the data because the decider judges by them.
 * Version 2 (issue 13's gates) adds what the gate sent and what it was told; `deviceId` stays the
 * device's id as text. Window-seeded passes of version 1 read with those fields empty.
 */
export const TicketPassed = defineEvent(
  'TicketPassed',
  z.object({
    ticketNo: z.string(),
    zoneId: z.number().int(),
    direction: z.enum(['in', 'out']),
    deviceId: z.string().nullable(),
    passedAt: z.iso.datetime(),
    passedOn: LocalDate,
    deviceNo: z.string().nullable().default(null),
    /** The device's scenic area, and the holder's province (first two digits of the ID number): for the flow read models. */
    scenicAreaID: z.number().int().nullable().default(null),
    province: z.string().nullable().default(null),
    requestId: z.string().nullable().default(null),
    credentialType: z.enum(['qr', 'ic', 'idcard', 'face']).nullable().default(null),
    /** People who walked through on this pass (one ticket for many people: all of them). */
    persons: z.number().int().min(1).default(1),
    temperature: z.number().nullable().default(null),
    deviceTime: z.string().nullable().default(null),
    /** What the device was told was left after this pass. */
    remaining: z
      .object({
        uses: z.number().int().nullable(),
        usesToday: z.number().int().nullable(),
        minutes: z.number().int().nullable(),
      })
      .nullable()
      .default(null),
  }),
  { version: 2, upcasters: { 1: (data) => data } },
);

/** A timed ticket's overtime paid at the window (fen); the ticket is usable again. */
export const PriceDifferencePaid = defineEvent(
  'PriceDifferencePaid',
  z.object({
    ticketNo: z.string(),
    amount: z.number().int().min(1),
    paymentMethod: z.enum(PAYMENT_METHODS),
    minutesOver: z.number().int().min(0),
    sellerID: z.number().int(),
    sellerAccount: z.string(),
    /** Cash handed over and change (fen), or the provider's transaction. */
    receivedFen: z.number().int().nullable(),
    changeFen: z.number().int().nullable(),
    reference: z.string().nullable(),
  }),
);

export type TicketWrittenOff = EventOf<typeof TicketWrittenOff>;
export type TicketPassed = EventOf<typeof TicketPassed>;
export type PriceDifferencePaid = EventOf<typeof PriceDifferencePaid>;
export type TicketUseEvent = TicketWrittenOff | TicketPassed | PriceDifferencePaid;
export const TICKET_USE_EVENTS = [TicketWrittenOff, TicketPassed, PriceDifferencePaid] as const;
