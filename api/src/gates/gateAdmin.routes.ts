// The back office's side of gates (issue 13): device secrets and door commands, device status,
// access records, the operation log, a pass undone, and a ticket's passes per attraction.
import { loadTicket } from '../../../commands/sales/saleStreams.ts';
import { inScope } from '../../../domain/auth/actor.ts';
import { DomainError } from '../../../domain/decider.ts';
import {
  AccessRecordQuery,
  AccessRecordRow,
  DeviceSecret,
  DeviceStatusQuery,
  DeviceStatusRow,
  DoorCommandSent,
  IssueDeviceSecret,
  OperationLogQuery,
  OperationLogRow,
  SendDoorCommand,
  UndoPass,
  ZoneParamsQuery,
  ZoneParamsRow,
} from '../../../domain/gates/gate.schema.ts';
import { Done, ok, page } from '../../../domain/http/replies.ts';
import { localDateOf } from '../../../domain/rules/ruleTime.ts';
import { remainValidMinutes } from '../../../domain/sales/ticketPriceDifference.ts';
import { remainingOf } from '../../../domain/sales/ticketUses.ts';
import {
  queryDeviceStatus,
  queryOperationLog,
} from '../../../projections/deviceOperations/deviceOperations.query.ts';
import { queryAccessRecords } from '../../../projections/passengerFlow/passengerFlow.query.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag, requireSignedIn } from '../auth/guard.ts';
import { bookingServices } from '../booking/bookingServices.ts';
import { ownBooking, visitorOf } from '../booking/visitorAccess.ts';
import { VISITOR_TOKEN_HEADER } from '../booking/visitorIdentity.ts';
import { areaTimeZone } from '../masterData/scenicArea.repository.ts';
import { zoneNames } from '../sales/overtimePricing.ts';
import { gateServices } from './gateServices.ts';

export async function gateAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  const gates = await gateServices(ctx);
  const zoneOf = async (areaId: number | undefined) =>
    (areaId ? await areaTimeZone(ctx.pool, areaId) : undefined) ?? ctx.config.DEFAULT_TIME_ZONE;

  app.post(
    '/device/secret',
    {
      preHandler: requireFlag('device'),
      schema: {
        summary: "Issue or rotate a gate device's signing secret (answered once, never shown again)",
        body: IssueDeviceSecret,
        response: { 200: ok(DeviceSecret) },
      },
    },
    async (request) => ({ msg: '', data: await gates.issueSecret(actorOf(request), request.body.id) }),
  );

  app.post(
    '/device/command',
    {
      preHandler: requireFlag('deviceStatus'),
      schema: {
        summary: 'Open a door once or set its door mode; the device carries it out at its next heartbeat',
        body: SendDoorCommand,
        response: { 200: ok(DoorCommandSent) },
      },
    },
    async (request) => ({
      msg: '',
      data: await gates.sendDoorCommand(actorOf(request), request.body, ctx.clock.now()),
    }),
  );

  app.get(
    '/device/status',
    {
      preHandler: requireFlag('deviceStatus'),
      schema: {
        summary: 'Device status monitoring: online, last seen, door mode, last door command and its answer',
        querystring: DeviceStatusQuery,
        response: { 200: ok(DeviceStatusRow.array()) },
      },
    },
    async (request) => ({
      msg: '',
      data: await queryDeviceStatus(ctx.pool, actorOf(request).areaScope, request.query.scenicAreaID),
    }),
  );

  app.get(
    '/gate/accessRecords',
    {
      preHandler: requireFlag('ticketReport4'),
      schema: {
        summary: 'Access records: every pass and refusal at a gate, newest first',
        querystring: AccessRecordQuery,
        response: { 200: page(AccessRecordRow) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const areaId =
        request.query.scenicAreaID ?? (actor.areaScope === 'all' ? undefined : actor.areaScope[0]);
      const data = await queryAccessRecords(ctx.pool, request.query, actor.areaScope, await zoneOf(areaId));
      return { msg: '', data };
    },
  );

  app.get(
    '/gate/operationLog',
    {
      preHandler: requireFlag('operationLog'),
      schema: {
        summary: 'Operation log: door commands and their outcome, passes undone, refused signatures',
        querystring: OperationLogQuery,
        response: { 200: page(OperationLogRow) },
      },
    },
    async (request) => ({
      msg: '',
      data: await queryOperationLog(ctx.pool, request.query, actorOf(request).areaScope),
    }),
  );

  app.post(
    '/gate/undo',
    {
      preHandler: requireFlag('ticketReport4'),
      schema: {
        summary:
          'Undo a pass (with a reason): its use is given back and the visitor no longer counted inside',
        body: UndoPass,
        response: { 200: Done },
      },
    },
    async (request) => {
      const { ticketNo, requestId, note } = request.body;
      await gates.undoPass(actorOf(request), ticketNo, requestId, note, ctx.clock.now(), request.id);
      return { msg: '' as const };
    },
  );

  app.get(
    '/ticketZone/selectZoneParams',
    {
      // Staff, or the visitor whose order the ticket is (spec 002 gate-pass detail, X-Visitor-Token).
      // Neither token: the visitor pages' message (the spec's page sends none of staff's).
      preHandler: async (request, reply) => {
        if (request.headers[VISITOR_TOKEN_HEADER]) return;
        if (!request.headers.authorization) throw new DomainError('VISITOR_IDENTITY_MISSING');
        await requireSignedIn.call(app, request, reply);
      },
      schema: {
        summary: 'Passes per attraction of one ticket (spec 002): allowed, used, left in total and today',
        querystring: ZoneParamsQuery,
        response: { 200: ok(ZoneParamsRow.array()) },
      },
    },
    async (request) => {
      const { state } = await loadTicket(ctx.store, request.query.subTicketID);
      const issued = state.issued;
      if (!issued) throw new DomainError('TICKET_NOT_FOUND');
      if (request.headers[VISITOR_TOKEN_HEADER]) {
        const { identity } = await bookingServices(ctx, app.log);
        await ownBooking(ctx, visitorOf(identity, request), issued.orderNo);
      } else if (!inScope(actorOf(request), issued.scenicAreaID)) throw new DomainError('TICKET_NOT_FOUND');
      const now = ctx.clock.now();
      const today = localDateOf(now.getTime(), await zoneOf(issued.scenicAreaID));
      const names = await zoneNames(
        ctx.pool,
        state.uses.map((u) => u.zoneId),
      );
      const data = state.uses.map((u) => {
        const permission = issued.zones.find((z) => z.zoneID === u.zoneId);
        const left = u.limit === null ? null : Math.max(0, u.limit - u.spent);
        const name = names.get(u.zoneId) ?? String(u.zoneId);
        return {
          zoneID: u.zoneId,
          name,
          zoneName: name,
          useTimes: permission?.useTimes ?? 0,
          useTimesByDay: permission?.useTimesByDay ?? 0,
          usedTimes: u.spent,
          usedTimesToday: u.spentOn[today] ?? 0,
          remainTimes: left,
          remainTimesByDay: u.perDay === null ? null : remainingOf({ ...u, limit: null }, today),
          remainValidTime: remainValidMinutes(issued, state.stay, u.zoneId, now),
          inside: state.gate.inside[u.zoneId] !== undefined,
        };
      });
      return { msg: '', data };
    },
  );
}
