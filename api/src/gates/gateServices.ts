// The gate feature's wiring (issue 13): what the device and back-office routes call, built once per
// app from its context. Decisions are commands on event streams (commands/gates/, domain/gates/);
// what is read here is master data (devices, secrets, calendars), read models (occupancy, waiting
// door commands) and the device's presence, which is not business data (a heartbeat every 10 s).
import { randomUUID } from 'node:crypto';
import type { CredentialMatch, PassGateDeps, PassSite } from '../../../commands/gates/passGate.ts';
import { loadTicket, readEvents } from '../../../commands/sales/saleStreams.ts';
import type { Actor } from '../../../domain/auth/actor.ts';
import { DomainError } from '../../../domain/decider.ts';
import type { EventMetadata } from '../../../domain/eventStore.ts';
import { versionedDecider } from '../../../domain/events/eventCatalog.ts';
import { areaClock } from '../../../domain/gates/areaClock.ts';
import { deviceDecider } from '../../../domain/gates/device.ts';
import {
  DEVICE_CHANGED,
  type Heartbeat,
  type HeartbeatAnswer,
  type PassRequest,
  type SendDoorCommand,
} from '../../../domain/gates/gate.schema.ts';
import { deviceEvents, deviceStreamId } from '../../../domain/gates/gateEvents.ts';
import { type TicketIssued, ticketEvents } from '../../../domain/sales/saleEvents.ts';
import { TICKET_NO_PATTERN, ticketStreamId } from '../../../domain/sales/saleNumbers.ts';
import { ticketDecider } from '../../../domain/sales/ticket.ts';
import type { AppContext } from '../appContext.ts';
import { inTransaction, recordChange } from '../audit/auditLog.ts';
import { areaTimeZone } from '../masterData/scenicArea.repository.ts';
import { overtimePricing } from '../sales/overtimePricing.ts';
import { ticketCodesOf } from '../sales/ticketCode.ts';
import { newDeviceSecret } from './deviceSignature.ts';
import { type GateSite, gateSites } from './gateSites.ts';

/** Seconds between heartbeats; a device missing three is shown offline. */
export const HEARTBEAT_SECONDS = 10;
const OFFLINE_JOB = 'gate.offline';
const ISSUED_KEPT = 20_000;

const tickets = versionedDecider(ticketDecider, ticketEvents);
const devices = versionedDecider(deviceDecider, deviceEvents);

const deviceMetadata = (site: GateSite, now: Date): EventMetadata => ({
  occurredAt: now.toISOString(),
  scenicAreaId: String(site.device.scenicAreaId),
  deviceNo: site.device.deviceNo,
  deviceName: site.device.name,
});

export type GateServices = Awaited<ReturnType<typeof buildGateServices>>;
const built = new WeakMap<AppContext, Promise<GateServices>>();

/** One set of services per app (the device and back-office routes share it). */
export function gateServices(ctx: AppContext): Promise<GateServices> {
  const kept = built.get(ctx);
  if (kept) return kept;
  const services = buildGateServices(ctx);
  built.set(ctx, services);
  return services;
}

async function buildGateServices(ctx: AppContext) {
  const { pool } = ctx;
  const sites = gateSites(pool, ctx.config.DEFAULT_TIME_ZONE);
  const codes = await ticketCodesOf(ctx);
  // A sold ticket's sale facts never change: kept once read (least recently used go first).
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
    if (type === 'ic') return TICKET_NO_PATTERN.test(value) ? { ticketNo: value } : { refused: 'unknown' };
    // An ID card or a face names a person: their ticket of the day here, unused ones first.
    const { rows } = await pool.query(
      `select ticket_no from ticket_query
        where holder_id_number = $1 and scenic_area_id = $2 and status in (2, 3)
          and valid_from <= $3 and valid_to >= $3
        order by status, sold_at desc limit 1`,
      [value.toUpperCase(), scenicAreaId, today],
    );
    return rows[0] ? { ticketNo: rows[0].ticket_no } : { refused: 'unknown' };
  }

  const passDeps: PassGateDeps = {
    commands: ctx.commands,
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
    };
  }

  async function recordBadSignature(site: GateSite, requestId: string, url: string) {
    const now = ctx.clock.now();
    const { device } = site;
    await ctx.commands.handle(
      devices,
      deviceStreamId(device.id),
      {
        type: 'RecordRefusal',
        data: {
          scenicAreaID: device.scenicAreaId,
          deviceId: device.id,
          deviceNo: device.deviceNo,
          zoneId: device.zoneId,
          direction: 'in',
          credentialType: 'qr',
          requestId,
          deviceTime: null,
          temperature: null,
          reason: 'bad_signature',
          credential: url.slice(0, 64),
          refusedAt: now.toISOString(),
        },
      },
      { metadata: deviceMetadata(site, now) },
    );
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

  async function giveBack(
    ticketNo: string,
    passRequestId: string,
    why: 'not_passed' | 'undone',
    who: { actor: Actor | null; note: string | null; metadata: EventMetadata; requestId: string },
    now: Date,
  ) {
    const result = await ctx.commands.handle(
      tickets,
      ticketStreamId(ticketNo),
      {
        type: 'ReturnPass',
        data: {
          passRequestId,
          why,
          note: who.note,
          actorID: who.actor?.userId ?? null,
          actorAccount: who.actor?.account ?? null,
          now,
        },
      },
      { metadata: who.metadata, requestId: who.requestId },
    );
    return result.newEvents.length > 0;
  }

  async function returnPass(site: GateSite, requestId: string, now: Date) {
    const ticketNo = await passedTicket(site.device.deviceNo, requestId);
    if (!ticketNo) throw new DomainError('PASS_NOT_FOUND');
    try {
      const returned = await giveBack(
        ticketNo,
        requestId,
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
    const { rows } = await pool.query(
      'select scenic_area_id from access_records where ticket_no = $1 and request_id = $2 and open_number > 0',
      [ticketNo, requestId],
    );
    const areaId: number | undefined = rows[0]?.scenic_area_id;
    if (areaId === undefined || !(actor.areaScope === 'all' || actor.areaScope.includes(areaId)))
      throw new DomainError('PASS_NOT_FOUND');
    await giveBack(
      ticketNo,
      requestId,
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

  async function heartbeat(site: GateSite, beat: Heartbeat, now: Date): Promise<HeartbeatAnswer> {
    const { device } = site;
    const { rows } = await pool.query(
      `with before as (select is_online from device_presence where device_id = $1)
       insert into device_presence (device_id, last_seen_at, is_online, device_time) values ($1, $2, true, $3)
       on conflict (device_id) do update set last_seen_at = excluded.last_seen_at, is_online = true,
         device_time = excluded.device_time
       returning (select is_online from before) as was_online`,
      [device.id, now, beat.deviceTime ?? null],
    );
    for (const ack of beat.acks) {
      await ctx.commands.handle(
        devices,
        deviceStreamId(device.id),
        {
          type: 'AcknowledgeDoorCommand',
          data: { ...ack, message: ack.message ?? null, deviceId: device.id, now },
        },
        { metadata: deviceMetadata(site, now) },
      );
    }
    await ctx.jobs.enqueue(
      OFFLINE_JOB,
      { deviceId: device.id, areaId: device.scenicAreaId, seenAt: now.toISOString() },
      {
        jobId: `gate-offline-${device.id}-${now.getTime()}`,
        delayMs: 3 * HEARTBEAT_SECONDS * 1000,
        attempts: 2,
      },
    );
    if (rows[0]?.was_online !== true)
      ctx.publish(String(device.scenicAreaId), DEVICE_CHANGED, { deviceId: device.id });
    const waiting = await pool.query(
      `select id, operate, param1 from device_operations
        where device_id = $1 and exec_result is null and operate in ('open_door', 'door_mode')
          and record_time > $2::timestamptz - interval '10 minutes'
        order by record_time`,
      [device.id, now],
    );
    const acked = new Set(beat.acks.map((a) => a.commandId));
    const commands = waiting.rows
      .filter((r) => !acked.has(r.id))
      .map((r) => ({
        commandId: r.id,
        command: r.operate,
        doorMode: r.param1 === null ? null : Number(r.param1),
      }));
    const lastMode = [...commands].reverse().find((c) => c.command === 'door_mode')?.doorMode;
    return {
      serverTime: now.toISOString(),
      interval: HEARTBEAT_SECONDS,
      doorMode: lastMode ?? device.doorMode,
      commands,
    };
  }

  ctx.jobs.register<{ deviceId: number; areaId: number; seenAt: string }>(OFFLINE_JOB, async (job) => {
    const { rowCount } = await pool.query(
      'update device_presence set is_online = false where device_id = $1 and last_seen_at <= $2 and is_online',
      [job.deviceId, job.seenAt],
    );
    if (rowCount) ctx.publish(String(job.areaId), DEVICE_CHANGED, { deviceId: job.deviceId });
  });

  /** The device of `id` in the actor's areas, else 404 (another area's device is not revealed). */
  async function siteById(actor: Actor, id: number): Promise<GateSite> {
    const { rows } = await pool.query('select device_no, scenic_area_id from devices where id = $1', [id]);
    const row = rows[0];
    if (!row || !(actor.areaScope === 'all' || actor.areaScope.includes(row.scenic_area_id)))
      throw new DomainError('DEVICE_NOT_FOUND');
    return (await sites.site(row.device_no, true)) as GateSite;
  }

  async function issueSecret(actor: Actor, id: number) {
    const site = await siteById(actor, id);
    const secret = newDeviceSecret();
    const issuedAt = await inTransaction(pool, async (tx) => {
      const { rows } = await tx.query(
        `insert into device_secrets (device_id, secret, issued_at) values ($1, $2, now())
         on conflict (device_id) do update set secret = excluded.secret, issued_at = excluded.issued_at
         returning issued_at`,
        [id, secret],
      );
      await recordChange(tx, {
        entity: 'deviceSecret',
        entityId: id,
        action: 'update',
        after: { deviceNo: site.device.deviceNo, rotated: true },
        userId: actor.userId,
        scenicAreaId: site.device.scenicAreaId,
      });
      return rows[0].issued_at as Date;
    });
    return { deviceNo: site.device.deviceNo, secret, issuedAt: issuedAt.toISOString() };
  }

  async function sendDoorCommand(actor: Actor, input: SendDoorCommand, now: Date) {
    const site = await siteById(actor, input.id);
    const commandId = randomUUID();
    const { device } = site;
    await ctx.commands.handle(
      devices,
      deviceStreamId(device.id),
      {
        type: 'IssueDoorCommand',
        data: {
          commandId,
          deviceId: device.id,
          deviceNo: device.deviceNo,
          zoneId: device.zoneId,
          scenicAreaID: device.scenicAreaId,
          command: input.command,
          doorMode: input.command === 'door_mode' ? (input.doorMode ?? 0) : null,
          actorID: actor.userId,
          actorAccount: actor.account,
          issuedAt: now.toISOString(),
        },
      },
      { metadata: { ...deviceMetadata(site, now), userId: String(actor.userId), account: actor.account } },
    );
    return { commandId };
  }

  return {
    sites,
    passDeps,
    passSite,
    recordBadSignature,
    returnPass,
    undoPass,
    heartbeat,
    issueSecret,
    sendDoorCommand,
  };
}
