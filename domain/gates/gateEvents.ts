// The events of gates (issue 13). On a ticket's stream: an admitted pass is `TicketPassed`
// (domain/sales/ticketUseEvents.ts, written since issue 12's tests; version 2 adds what the gate
// sent), a refusal is `PassDenied` with its reason, and `PassReturned` gives a pass back (the
// device reported that nobody walked through, or the back office undid it). On a device's stream
// `gatedevice-<id>`: refusals that name no ticket (unknown or forged code, bad signature), door
// commands from the back office and the device's acknowledgements.
import { z } from 'zod';
import { defineEvent, type EventOf, eventCatalog } from '../events/eventCatalog.ts';
import { PASS_REASONS } from './passReasons.ts';

export const CREDENTIAL_TYPES = ['qr', 'ic', 'idcard', 'face'] as const;
export const PASS_DIRECTIONS = ['in', 'out'] as const;

const LocalDate = z.iso.date();

/** What a device was told about the ticket's remaining use (null: unlimited / not timed). */
export const Remaining = z.object({
  uses: z.number().int().nullable(),
  usesToday: z.number().int().nullable(),
  minutes: z.number().int().nullable(),
});
export type Remaining = z.infer<typeof Remaining>;

/** Who asked: the device, its zone, and the request (a repeated requestId answers the first decision). */
export const GateRequest = z.object({
  scenicAreaID: z.number().int(),
  deviceId: z.number().int(),
  deviceNo: z.string(),
  zoneId: z.number().int(),
  direction: z.enum(PASS_DIRECTIONS),
  credentialType: z.enum(CREDENTIAL_TYPES),
  requestId: z.string(),
  /** The device's own clock, as it sent it (the decision is judged by the server's). */
  deviceTime: z.string().nullable(),
  /** Body temperature the device measured, if it has a sensor (°C). */
  temperature: z.number().nullable(),
});
export type GateRequest = z.infer<typeof GateRequest>;

/** A gate refused the ticket. Changes nothing on the ticket; kept for the access records and the detail record. */
export const PassDenied = defineEvent(
  'PassDenied',
  GateRequest.extend({
    ticketNo: z.string(),
    reason: z.enum(PASS_REASONS),
    /** The message's parameters (dates, limits, amounts), so the answer can be given again in any language. */
    details: z.record(z.string(), z.union([z.string(), z.number()])),
    deniedAt: z.iso.datetime(),
    deniedOn: LocalDate,
  }),
);

/**
 * A pass given back: `not_passed` (the device reported nobody walked through after it opened) or
 * `undone` (an administrator undid it, with a reason). The entry's use is returned and the visitor
 * is no longer counted inside.
 */
export const PassReturned = defineEvent(
  'PassReturned',
  z.object({
    ticketNo: z.string(),
    /** The requestId of the pass given back, and its device (null: recorded before give-backs named it). */
    passRequestId: z.string(),
    deviceId: z.number().int().nullable().default(null),
    zoneId: z.number().int(),
    direction: z.enum(PASS_DIRECTIONS),
    /** The local day the pass was spent on (its use is returned to that day). */
    passedOn: LocalDate,
    why: z.enum(['not_passed', 'undone']),
    /** The administrator's reason for an undo (null for a device report). */
    note: z.string().nullable(),
    actorID: z.number().int().nullable(),
    actorAccount: z.string().nullable(),
    returnedAt: z.iso.datetime(),
  }),
);

/** A request refused before any ticket was found: unknown or forged code, bad signature, face or card not known. */
export const GatePassRefused = defineEvent(
  'GatePassRefused',
  GateRequest.extend({
    reason: z.enum(PASS_REASONS),
    /** The credential as sent, cut to 64 characters (never a whole ID number: the last four are masked). */
    credential: z.string(),
    refusedAt: z.iso.datetime(),
  }),
);

export const DOOR_COMMANDS = ['open_door', 'door_mode'] as const;

/** The back office asks a device to open once, or to change its door mode (0 normal, 1 open, 2 closed). */
export const DoorCommandIssued = defineEvent(
  'DoorCommandIssued',
  z.object({
    commandId: z.string(),
    deviceId: z.number().int(),
    deviceNo: z.string(),
    zoneId: z.number().int(),
    scenicAreaID: z.number().int(),
    command: z.enum(DOOR_COMMANDS),
    doorMode: z.number().int().min(0).max(2).nullable(),
    actorID: z.number().int(),
    actorAccount: z.string(),
    issuedAt: z.iso.datetime(),
  }),
);

/** The device's answer to a door command: carried out or not, with its own words. */
export const DoorCommandAcknowledged = defineEvent(
  'DoorCommandAcknowledged',
  z.object({
    commandId: z.string(),
    deviceId: z.number().int(),
    ok: z.boolean(),
    message: z.string().nullable(),
    acknowledgedAt: z.iso.datetime(),
  }),
);

export type PassDenied = EventOf<typeof PassDenied>;
export type PassReturned = EventOf<typeof PassReturned>;
export type GatePassRefused = EventOf<typeof GatePassRefused>;
export type DoorCommandIssued = EventOf<typeof DoorCommandIssued>;
export type DoorCommandAcknowledged = EventOf<typeof DoorCommandAcknowledged>;
export type DeviceEvent = GatePassRefused | DoorCommandIssued | DoorCommandAcknowledged;

/** The events a gate adds to a ticket's stream (TicketPassed lives with the other uses). */
export const TICKET_GATE_EVENTS = [PassDenied, PassReturned] as const;
export type TicketGateEvent = PassDenied | PassReturned;

export const deviceEvents = eventCatalog([GatePassRefused, DoorCommandIssued, DoorCommandAcknowledged]);

export const deviceStreamId = (deviceId: number): string => `gatedevice-${deviceId}`;
