// The devices' side of gates (issue 13): heartbeats and presence (not business data: a heartbeat
// every 10 s), the offline job, door commands and their acknowledgements (events on the device's
// stream), signing secrets (master data, audited), and refusals of a bad signature.
import { randomUUID } from 'node:crypto';
import { type Actor, inScope } from '../../../domain/auth/actor.ts';
import { DomainError } from '../../../domain/decider.ts';
import type { EventMetadata } from '../../../domain/eventStore.ts';
import { versionedDecider } from '../../../domain/events/eventCatalog.ts';
import { deviceDecider } from '../../../domain/gates/device.ts';
import {
  DEVICE_CHANGED,
  type Heartbeat,
  type HeartbeatAnswer,
  type SendDoorCommand,
} from '../../../domain/gates/gate.schema.ts';
import { deviceEvents, deviceStreamId } from '../../../domain/gates/gateEvents.ts';
import type { AppContext } from '../appContext.ts';
import { inTransaction, recordChange } from '../audit/auditLog.ts';
import { newDeviceSecret } from './deviceSignature.ts';
import type { GateSite, GateSites } from './gateSites.ts';

/** Seconds between heartbeats; a device missing three is shown offline. */
export const HEARTBEAT_SECONDS = 10;
const OFFLINE_JOB = 'gate.offline';

const devices = versionedDecider(deviceDecider, deviceEvents);

export const deviceMetadata = (site: GateSite, now: Date): EventMetadata => ({
  occurredAt: now.toISOString(),
  scenicAreaId: String(site.device.scenicAreaId),
  deviceNo: site.device.deviceNo,
  deviceName: site.device.name,
});

export function gateDeviceServices(ctx: AppContext, sites: GateSites) {
  const { pool } = ctx;

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
    if (!row || !inScope(actor, row.scenic_area_id)) throw new DomainError('DEVICE_NOT_FOUND');
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

  return { recordBadSignature, heartbeat, issueSecret, sendDoorCommand };
}
