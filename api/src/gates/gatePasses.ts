// The passes' side of gates (issue 13): what a pass decision needs of the world (credential to
// ticket, the ticket's sale facts, occupancy, overtime pricing, the site's day), and giving a pass
// back (the device's feedback or an administrator's undo). Decisions are commands on the ticket's
// stream (commands/gates/, domain/gates/).
import type { CredentialMatch, PassGateDeps, PassSite } from '../../../commands/gates/passGate.ts';
import { ZoneHeadcount } from '../../../commands/gates/zoneHeadcount.ts';
import { loadTicket, readEvents } from '../../../commands/sales/saleStreams.ts';
import { type Actor, inScope } from '../../../domain/auth/actor.ts';
import { CARD_NO_PATTERN } from '../../../domain/cards/cardNo.ts';
import { DomainError } from '../../../domain/decider.ts';
import type { EventMetadata } from '../../../domain/eventStore.ts';
import { versionedDecider } from '../../../domain/events/eventCatalog.ts';
import { areaClock } from '../../../domain/gates/areaClock.ts';
import type { PassRequest } from '../../../domain/gates/gate.schema.ts';
import { type TicketIssued, ticketEvents } from '../../../domain/sales/saleEvents.ts';
import { ticketStreamId } from '../../../domain/sales/saleNumbers.ts';
import { ticketDecider } from '../../../domain/sales/ticket.ts';
import type { AppContext } from '../appContext.ts';
import { areaTimeZone } from '../masterData/scenicArea.repository.ts';
import { overtimePricing } from '../sales/overtimePricing.ts';
import { ticketCodesOf } from '../sales/ticketCode.ts';
import { deviceMetadata } from './gateDevices.ts';
import type { GateSite } from './gateSites.ts';

const ISSUED_KEPT = 20_000;
const tickets = versionedDecider(ticketDecider, ticketEvents);

export async function gatePassServices(ctx: AppContext) {
  const { pool } = ctx;
  const codes = await ticketCodesOf(ctx);
  // A sold ticket's sale facts never change: kept once read (the oldest kept goes first when full).
  const issuedKept = new Map<string, TicketIssued['data']>();

  async function matchCredential(
    request: PassRequest,
    scenicAreaId: number,
    today: string,
  ): Promise<CredentialMatch> {
    const { type, value } = request.credential;
    if (type === 'qr') {
      const ticketNo = codes.verify(value);
      return ticketNo ? { ticketNo } : { refused: 'forged' };
    }
    // A card's registered number (issue 16), never a ticket's: a ticket number is a human reference,
    // printed and sequential; only its signed code admits (docs/gates.md).
    if (type === 'ic') return CARD_NO_PATTERN.test(value) ? { cardNo: value } : { refused: 'unknown' };
    // An ID card or a face names a person: their ticket of the day here, unused ones first.
    const { rows } = await pool.query(
      `select ticket_no from ticket_query
        where holder_id_number = $1 and scenic_area_id = $2 and status in (2, 3)
          and valid_from <= $3 and valid_to >= $3
        order by status, sold_at desc limit 1`,
      [value.toUpperCase(), scenicAreaId, today],
    );
    if (rows[0]) return { ticketNo: rows[0].ticket_no };
    // Else a card of theirs (an ID-card card's number is the ID number), the newest first.
    const cards = await pool.query(
      `select card_no from card_list where holder_id_number = $1 and scenic_area_id = $2 and status <> 'voided'
        order by sold_at desc limit 1`,
      [value.toUpperCase(), scenicAreaId],
    );
    return cards.rows[0] ? { cardNo: cards.rows[0].card_no } : { refused: 'unknown' };
  }

  const passDeps: PassGateDeps = {
    commands: ctx.commands,
    zones: new ZoneHeadcount(ctx.store),
    matchCredential,
    readStream: (streamId) => readEvents(ctx.store, streamId),
    async issuedOf(ticketNo) {
      const kept = issuedKept.get(ticketNo);
      if (kept) return kept;
      const { issued } = (await loadTicket(ctx.store, ticketNo)).state;
      if (!issued) return null;
      if (issuedKept.size >= ISSUED_KEPT) issuedKept.delete(issuedKept.keys().next().value as string);
      issuedKept.set(ticketNo, issued);
      return issued;
    },
    async occupancy(zoneId) {
      const { rows } = await pool.query({
        name: 'zone_inside',
        text: 'select inside from zone_occupancy where zone_id = $1',
        values: [zoneId],
      });
      return Math.max(0, rows[0]?.inside ?? 0);
    },
    async overtime(issued, zoneId, now) {
      const timeZone = (await areaTimeZone(pool, issued.scenicAreaID)) ?? ctx.config.DEFAULT_TIME_ZONE;
      return overtimePricing(pool, issued, { zoneId, enteredAt: now.toISOString(), paid: 0 }, now, timeZone);
    },
  };

  function passSite(site: GateSite, now: Date): PassSite {
    const { calendar } = site;
    return {
      now,
      ...areaClock(now, site.timeZone, calendar.holidays),
      device: site.device,
      schedules: calendar.schedules,
      verificationModes: calendar.verificationModes,
      zone: site.zone,
      stayBilling: { rules: calendar.billingRules, holidays: calendar.holidays, timeZone: site.timeZone },
    };
  }

  /** The ticket a device's pass request was about (waits briefly for the read model to see it). */
  async function passedTicket(deviceNo: string, requestId: string): Promise<string | null> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const { rows } = await pool.query(
        'select ticket_no from access_records where device_no = $1 and request_id = $2 and open_number > 0',
        [deviceNo, requestId],
      );
      if (rows[0]) return rows[0].ticket_no;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return null;
  }

  /**
   * Gives an admitted pass back. In a zone with a capacity limit the headcount goes down with it, in
   * one append (zoneHeadcount.ts); there a repeated report finds the pass already returned.
   */
  async function giveBack(
    ticketNo: string,
    pass: { requestId: string; deviceId: number; zoneId: number; limited: boolean },
    why: 'not_passed' | 'undone',
    who: { actor: Actor | null; note: string | null; metadata: EventMetadata; requestId: string },
    now: Date,
  ) {
    const data = {
      passRequestId: pass.requestId,
      deviceId: pass.deviceId,
      why,
      note: who.note,
      actorID: who.actor?.userId ?? null,
      actorAccount: who.actor?.account ?? null,
      now,
    };
    const command = { type: 'ReturnPass' as const, data };
    const streamId = ticketStreamId(ticketNo);
    if (!pass.limited) {
      const options = { metadata: who.metadata, requestId: who.requestId };
      return (await ctx.commands.handle(tickets, streamId, command, options)).newEvents.length > 0;
    }
    const returned = await passDeps.zones.decide({
      decider: tickets,
      streamId,
      zoneId: pass.zoneId,
      command: () => command,
      persons: (state) => state.issued?.persons ?? 1,
      metadata: who.metadata,
      seed: () => passDeps.occupancy(pass.zoneId),
    });
    ctx.commands.invalidate(streamId);
    return returned.length > 0;
  }

  async function returnPass(site: GateSite, requestId: string, now: Date) {
    const ticketNo = await passedTicket(site.device.deviceNo, requestId);
    if (!ticketNo) throw new DomainError('PASS_NOT_FOUND');
    try {
      const returned = await giveBack(
        ticketNo,
        { requestId, deviceId: site.device.id, zoneId: site.device.zoneId, limited: site.zone.limitEnable },
        'not_passed',
        {
          actor: null,
          note: null,
          metadata: deviceMetadata(site, now),
          requestId: `gate-feedback:${site.device.deviceNo}:${requestId}`,
        },
        now,
      );
      return { returned };
    } catch (error) {
      if (error instanceof DomainError && error.code === 'PASS_ALREADY_RETURNED') return { returned: false };
      throw error;
    }
  }

  async function undoPass(
    actor: Actor,
    ticketNo: string,
    requestId: string,
    note: string,
    now: Date,
    httpRequestId: string,
  ) {
    // The newest open of that request id on the ticket (two devices' ids may coincide).
    const { rows } = await pool.query(
      `select r.scenic_area_id, r.device_id, r.zone_id, z.limit_enable from access_records r
         left join zones z on z.id = r.zone_id
        where r.ticket_no = $1 and r.request_id = $2 and r.open_number > 0 order by r.record_time desc limit 1`,
      [ticketNo, requestId],
    );
    const areaId: number | undefined = rows[0]?.scenic_area_id;
    if (areaId === undefined || !inScope(actor, areaId)) throw new DomainError('PASS_NOT_FOUND');
    await giveBack(
      ticketNo,
      {
        requestId,
        deviceId: rows[0].device_id,
        zoneId: rows[0].zone_id,
        limited: rows[0].limit_enable === true,
      },
      'undone',
      {
        actor,
        note,
        metadata: {
          occurredAt: now.toISOString(),
          scenicAreaId: String(areaId),
          userId: String(actor.userId),
          account: actor.account,
        },
        requestId: httpRequestId,
      },
      now,
    );
  }

  return { passDeps, passSite, returnPass, undoPass };
}
