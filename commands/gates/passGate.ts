// A gate asks whether to open (issue 13). The credential names a ticket (its signed QR code, a card's
// number, or a person's ID number: their valid ticket of the day); the ticket's decider
// judges the pass against what master data says of the device, its zone and the day, and appends
// one event: TicketPassed (open) or PassDenied (with the reason). A credential that names no ticket
// is refused on the device's stream. Idempotent by the device's request id (another device's same
// id is another request): a retry answers the first decision (the ticket's stream knows its requests; a refusal's device stream goes through the
// handler's request-id store). Two gates presenting one single-use ticket at once: the ticket stream's
// expected revision lets one pass, the other is decided again and refused (used_up). A zone with a
// capacity limit counts its people on its own stream, appended with the ticket's (zoneHeadcount.ts).

import type { CardCharged } from '../../domain/cards/cardEvents.ts';
import { cardStreamId } from '../../domain/cards/cardNo.ts';
import { DomainError } from '../../domain/decider.ts';
import { type EventMetadata, WrongExpectedVersionError } from '../../domain/eventStore.ts';
import { versionedDecider } from '../../domain/events/eventCatalog.ts';
import { deviceDecider } from '../../domain/gates/device.ts';
import type { PassAnswer, PassRequest } from '../../domain/gates/gate.schema.ts';
import {
  deviceEvents,
  deviceStreamId,
  type GateRequest,
  type PassDenied,
  type Remaining,
} from '../../domain/gates/gateEvents.ts';
import type { PassContext } from '../../domain/gates/passContext.ts';
import { type PassReason, passMessage, STAY_CHARGED_MESSAGE } from '../../domain/gates/passReasons.ts';
import { fill, type Lang } from '../../domain/i18n/lang.ts';
import { type TicketIssued, ticketEvents } from '../../domain/sales/saleEvents.ts';
import { ticketStreamId } from '../../domain/sales/saleNumbers.ts';
import { ticketDecider } from '../../domain/sales/ticket.ts';
import type { OvertimePricing } from '../../domain/sales/ticketPriceDifference.ts';
import type { TicketPassed } from '../../domain/sales/ticketUseEvents.ts';
import { cardCommands } from '../cards/cardStreams.ts';
import type { CommandHandler } from '../handling/commandHandler.ts';
import type { ZoneHeadcount } from './zoneHeadcount.ts';

const ticketCommands = versionedDecider(ticketDecider, ticketEvents);
const deviceCommands = versionedDecider(deviceDecider, deviceEvents);

/** Where the credential leads: a ticket, a card (issue 16), or a refusal before any. */
export type CredentialMatch =
  | { ticketNo: string }
  | { cardNo: string }
  | { refused: Extract<PassReason, 'forged' | 'unknown'> };

/** What the use case asks of the world; the route wires each from the app's context. */
export interface PassGateDeps {
  commands: CommandHandler;
  /** The ticket a credential names on `today` in the device's area. */
  matchCredential(request: PassRequest, scenicAreaId: number, today: string): Promise<CredentialMatch>;
  /** The ticket's sale facts (never change once issued), or null when there is no such ticket. */
  issuedOf(ticketNo: string): Promise<TicketIssued['data'] | null>;
  /** A stream's events (the earlier decision of a repeated request). */
  readStream(streamId: string): Promise<{ type: string; data: unknown }[]>;
  /** People inside a zone as the passenger flow counts them: a zone headcount's start (zoneHeadcount.ts). */
  occupancy(zoneId: number): Promise<number>;
  /** This process's headcounts of zones with a capacity limit. */
  zones: ZoneHeadcount;
  /** How the ticket's overtime is priced when it leaves this zone. */
  overtime(issued: TicketIssued['data'], zoneId: number, now: Date): Promise<OvertimePricing>;
}

/** The day, the calendar and the device: what master data says, minus the ticket. */
export type PassSite = Omit<PassContext, 'request' | 'zone' | 'overtime'> & {
  zone: { limitEnable: boolean; limitCount: number };
};

/** The command handler's request id of a device request: device numbers keep devices' ids apart. */
export const gateRequestKey = (deviceNo: string, requestId: string): string =>
  `gate:${deviceNo}:${requestId}`;

const NO_REMAINING: Remaining = { uses: null, usesToday: null, minutes: null };

export async function passGate(
  deps: PassGateDeps,
  site: PassSite,
  input: PassRequest,
  lang: Lang,
): Promise<PassAnswer> {
  const { device, now } = site;
  const request: GateRequest = {
    scenicAreaID: device.scenicAreaId,
    deviceId: device.id,
    deviceNo: device.deviceNo,
    zoneId: device.zoneId,
    direction: input.direction,
    credentialType: input.credential.type,
    requestId: input.requestId,
    deviceTime: input.deviceTime ?? null,
    temperature: input.temperature ?? null,
  };
  const options = {
    requestId: gateRequestKey(device.deviceNo, input.requestId),
    metadata: {
      occurredAt: now.toISOString(),
      scenicAreaId: String(device.scenicAreaId),
      deviceNo: device.deviceNo,
      deviceName: device.name,
    } satisfies EventMetadata,
  };
  const match = await deps.matchCredential(input, device.scenicAreaId, site.today);
  const refuse = async (reason: Extract<PassReason, 'forged' | 'unknown'>): Promise<PassAnswer> => {
    const credential = maskCredential(input.credential.type, input.credential.value);
    await deps.commands.handle(
      deviceCommands,
      deviceStreamId(device.id),
      { type: 'RecordRefusal', data: { ...request, reason, credential, refusedAt: now.toISOString() } },
      options,
    );
    return {
      open: false,
      reason,
      message: passMessage(reason, lang),
      ticketID: null,
      remaining: NO_REMAINING,
      persons: 0,
    };
  };
  if ('refused' in match) return refuse(match.refused);
  // Only an exit can owe for overtime: the sale facts are read for exits alone (entries read the stream once).
  // A card never owes a price difference: a stored-value card pays its timed stay from its balance
  // as it leaves (the card decider prices it with `stayBilling`, domain/cards/cardStay.ts).
  const overtime: OvertimePricing =
    input.direction === 'out' && 'ticketNo' in match
      ? await overtimeOf(deps, match.ticketNo, device.zoneId, now)
      : { kind: 'none' };
  // The zone's headcount is known only to a zone with a capacity limit (zoneHeadcount.ts); else 0.
  const context = (inside: number): PassContext => ({
    ...site,
    request,
    zone: { ...site.zone, inside },
    overtime,
  });
  const pass = (inside: number) => ({ type: 'PassGate' as const, data: context(inside) });
  // No request id for the handler: the ticket's (or card's) own state knows every request it decided
  // (a repeat decides nothing and is answered from the stream below), which spares two queries a pass.
  const handleOptions = { metadata: options.metadata };
  const streamId = 'cardNo' in match ? cardStreamId(match.cardNo) : ticketStreamId(match.ticketNo);
  let result: { newEvents: { type: string; data: unknown }[] };
  try {
    result = await withPersistence<typeof result>(async () => {
      // A zone with a capacity limit: the decision and the zone's headcount are one append.
      if (site.zone.limitEnable) {
        const counted = { streamId, zoneId: device.zoneId, metadata: options.metadata, command: pass };
        const seed = () => deps.occupancy(device.zoneId);
        const newEvents =
          'cardNo' in match
            ? await deps.zones.decide({ ...counted, decider: cardCommands, persons: () => 1, seed })
            : await deps.zones.decide({ ...counted, decider: ticketCommands, persons: () => 1, seed });
        deps.commands.invalidate(streamId);
        return { newEvents };
      }
      return 'cardNo' in match
        ? deps.commands.handle(cardCommands, streamId, pass(0), handleOptions)
        : deps.commands.handle(ticketCommands, streamId, pass(0), handleOptions);
    });
  } catch (error) {
    if (error instanceof DomainError && ['TICKET_NOT_FOUND', 'CARD_NOT_FOUND'].includes(error.code))
      return refuse('unknown');
    throw error;
  }
  const events = result.newEvents.length
    ? result.newEvents
    : await recordedDecision(deps, streamId, device.id, input.requestId);
  const decided = events[0];
  if (decided?.type === 'TicketPassed')
    return admitted(decided.data as TicketPassed['data'], lang, stayChargeOf(events));
  if (decided?.type === 'PassDenied') return denied(decided.data as PassDenied['data'], lang);
  throw new Error(`a pass decision appended ${decided?.type ?? 'nothing'}`);
}

/** How a timed ticket's overtime is priced when it leaves this zone ('none' for any other ticket). */
async function overtimeOf(
  deps: PassGateDeps,
  ticketNo: string,
  zoneId: number,
  now: Date,
): Promise<OvertimePricing> {
  const issued = await deps.issuedOf(ticketNo);
  const timed = issued?.zones.some((z) => z.zoneID === zoneId && z.ticketValidTime > 0);
  return issued && timed ? deps.overtime(issued, zoneId, now) : { kind: 'none' };
}

/**
 * The decision already on the stream for this request (its answer was lost; the device asks again),
 * with the charge of a stored-value card's stay that came with it.
 */
async function recordedDecision(deps: PassGateDeps, streamId: string, deviceId: number, requestId: string) {
  const events = await deps.readStream(streamId);
  const i = events.findIndex((e) => {
    const d = e.data as { requestId?: string; deviceId?: number | string | null };
    return (
      (e.type === 'TicketPassed' || e.type === 'PassDenied') &&
      d.requestId === requestId &&
      String(d.deviceId) === String(deviceId)
    );
  });
  if (i < 0) return [];
  const next = events[i + 1];
  const charge = next?.type === 'CardCharged' ? (next.data as CardCharged['data']) : null;
  return charge?.stay?.requestId === requestId ? [events[i]!, next!] : [events[i]!];
}

/** The charge a card's exit made for its stay, if any (the event after its TicketPassed). */
function stayChargeOf(events: { type: string; data: unknown }[]): CardCharged['data'] | null {
  const charge = events[1];
  return charge?.type === 'CardCharged' ? (charge.data as CardCharged['data']) : null;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

function admitted(data: TicketPassed['data'], lang: Lang, charge: CardCharged['data'] | null): PassAnswer {
  const message = charge
    ? fill(STAY_CHARGED_MESSAGE[lang], { amount: yuan(charge.amount), balance: yuan(charge.balanceAfter) })
    : passMessage('ok', lang);
  return {
    open: true,
    reason: 'ok',
    message,
    ticketID: data.ticketNo,
    remaining: data.remaining ?? NO_REMAINING,
    persons: data.persons,
  };
}

function denied(data: PassDenied['data'], lang: Lang): PassAnswer {
  return {
    open: false,
    reason: data.reason,
    message: passMessage(data.reason, lang, data.details),
    ticketID: data.ticketNo,
    remaining: NO_REMAINING,
    persons: 0,
  };
}

/**
 * Many gates deciding on one ticket at once (a group's shared code, a copied QR) each append to its
 * stream, so the handler's own retries can run out: keep deciding afresh, a bounded number of times,
 * rather than leave a visitor at a gate with an error.
 */
async function withPersistence<T>(attempt: () => Promise<T>, tries = 8): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || i >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * i));
    }
  }
}

/** What is kept of a refused credential: at most 64 characters, an ID number's last four masked. */
export function maskCredential(type: GateRequest['credentialType'], value: string): string {
  const cut = value.slice(0, 64);
  return type === 'idcard' || type === 'face' ? `${cut.slice(0, -4)}****` : cut;
}
