// What a ticket's gate passes make of its state (folded by domain/sales/ticket.ts evolveTicket):
// where it is inside, its first use, every gate decision by request id, and the minutes it spent
// inside each zone. Uses and a timed ticket's stay are the ticket's own (ticketUses.ts, ticket.ts).
import { MINUTE_MS } from '../rules/ruleTime.ts';
import type { TicketPassed } from '../sales/ticketUseEvents.ts';
import type { PassDenied, PassReturned } from './gateEvents.ts';

export type PassDirection = 'in' | 'out';

/** One gate decision on this ticket. */
export interface GatePass {
  /** The device that asked and its request id (null: a pass seeded before gates sent them). */
  deviceId: number | null;
  requestId: string | null;
  zoneId: number;
  direction: PassDirection;
  /** The area's local day, and the UTC instant. */
  on: string;
  at: string;
  admitted: boolean;
  /** An admitted pass given back (PassReturned). */
  returned: boolean;
}

/** The admitted 'in' the ticket is inside on: its key in `passes`. */
export interface InsideEntry {
  pass: string;
  at: string;
}

export interface TicketGateState {
  /** Zones the ticket is inside now: its last admitted 'in' there, neither out nor returned. */
  inside: Readonly<Record<number, InsideEntry>>;
  /** Decisions by passKey: a request id is its device's own (another device's same id is another request). */
  passes: Readonly<Record<string, GatePass>>;
  /** The first zone write-off's day: a use, though not a gate's (it starts valid days too). */
  firstWrittenOffOn: string | null;
  /** Minutes spent inside per zone over stays closed by an 'out' (a zone's totalTime). */
  minutesInside: Readonly<Record<number, number>>;
}

export const initialGateState = (): TicketGateState => ({
  inside: {},
  passes: {},
  firstWrittenOffOn: null,
  minutesInside: {},
});

/** The first use that still counts: the earliest admitted, not returned 'in', or an earlier write-off. */
export interface FirstUse {
  on: string;
  /** Null when the first use was a write-off (the window records a day, not an instant). */
  at: string | null;
}

export function firstUseOf(gate: TicketGateState): FirstUse | null {
  let first: FirstUse | null = null;
  for (const p of Object.values(gate.passes)) {
    const earlier = first === null || Date.parse(p.at) < Date.parse(first.at ?? '');
    if (p.admitted && !p.returned && p.direction === 'in' && earlier) {
      first = { on: p.on, at: p.at };
    }
  }
  const w = gate.firstWrittenOffOn;
  return w !== null && (first === null || w < first.on) ? { on: w, at: null } : first;
}

const without = <T>(record: Readonly<Record<number, T>>, key: number): Record<number, T> => {
  const { [key]: _, ...rest } = record;
  return rest;
};

/** A pass's key: `<deviceId>:<requestId>`, or `@<passedAt>` for a pass seeded without a request id. */
export const passKey = (deviceId: number | string | null, requestId: string | null, at: string): string =>
  requestId === null ? `@${at}` : `${deviceId ?? ''}:${requestId}`;

/** The decision of a device's request, if the ticket has one. */
export const passOf = (gate: TicketGateState, deviceId: number, requestId: string): GatePass | undefined =>
  gate.passes[passKey(deviceId, requestId, '')];

/**
 * The key of the pass a give-back names: by its device and request id, or (a give-back recorded
 * before devices named theirs, when a request id was the ticket's own) by the request id alone.
 */
export function returnedKey(
  gate: TicketGateState,
  { deviceId, passRequestId }: { deviceId?: number | null; passRequestId: string },
): string | undefined {
  if (deviceId != null) return passKey(deviceId, passRequestId, '');
  return Object.keys(gate.passes).find((key) => gate.passes[key]?.requestId === passRequestId);
}

export function gateAfterPassed(gate: TicketGateState, data: TicketPassed['data']): TicketGateState {
  const { zoneId, direction, passedAt: at, passedOn: on, requestId } = data;
  const deviceId = data.deviceId === null ? null : Number(data.deviceId);
  const key = passKey(deviceId, requestId, at);
  const pass = { deviceId, requestId, zoneId, direction, on, at, admitted: true, returned: false };
  const passes = { ...gate.passes, [key]: pass };
  if (direction === 'in') return { ...gate, passes, inside: { ...gate.inside, [zoneId]: { pass: key, at } } };
  const entry = gate.inside[zoneId];
  if (!entry) return { ...gate, passes };
  const stayed = Math.max(0, Math.floor((Date.parse(at) - Date.parse(entry.at)) / MINUTE_MS));
  const minutesInside = { ...gate.minutesInside, [zoneId]: (gate.minutesInside[zoneId] ?? 0) + stayed };
  return { ...gate, passes, inside: without(gate.inside, zoneId), minutesInside };
}

export function gateAfterDenied(gate: TicketGateState, data: PassDenied['data']): TicketGateState {
  const { deviceId, requestId, zoneId, direction, deniedAt: at, deniedOn: on } = data;
  const denied: GatePass = {
    deviceId,
    requestId,
    zoneId,
    direction,
    on,
    at,
    admitted: false,
    returned: false,
  };
  return { ...gate, passes: { ...gate.passes, [passKey(deviceId, requestId, at)]: denied } };
}

/** The pass is returned; if the ticket is inside on it, it no longer is. */
export function gateAfterReturned(gate: TicketGateState, data: PassReturned['data']): TicketGateState {
  const key = returnedKey(gate, data);
  const pass = key === undefined ? undefined : gate.passes[key];
  if (key === undefined || !pass) return gate;
  const passes = { ...gate.passes, [key]: { ...pass, returned: true } };
  const insideOnIt = gate.inside[pass.zoneId]?.pass === key;
  return { ...gate, passes, inside: insideOnIt ? without(gate.inside, pass.zoneId) : gate.inside };
}

export const gateAfterWriteOff = (gate: TicketGateState, day: string): TicketGateState =>
  gate.firstWrittenOffOn === null ? { ...gate, firstWrittenOffOn: day } : gate;
