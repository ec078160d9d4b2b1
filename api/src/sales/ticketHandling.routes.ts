// Scan ticketing and pickup at the window (spec 001 §2; issue 11): a signed QR code or a typed ticket
// number finds the ticket (a forged or altered code is refused), its state, and what may be done.

import { collectTicket } from '../../../commands/sales/collectTicket.ts';
import { loadOrder, loadTicket } from '../../../commands/sales/saleStreams.ts';
import type { Actor } from '../../../domain/auth/actor.ts';
import { inScope } from '../../../domain/auth/actor.ts';
import { DomainError } from '../../../domain/decider.ts';
import { ok } from '../../../domain/http/replies.ts';
import { localDateOf } from '../../../domain/rules/ruleTime.ts';
import { CollectTicket, ScannedTicket, ScanTicket } from '../../../domain/sales/printJob.schema.ts';
import { TICKET_STATUS } from '../../../domain/sales/saleCodes.ts';
import { TICKET_NO_PATTERN } from '../../../domain/sales/saleNumbers.ts';
import { statusOn } from '../../../domain/sales/ticket.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { AppError } from '../http/appError.ts';
import { areaTimeZone } from '../masterData/scenicArea.repository.ts';
import { etag, IfMatch, seenOf } from './revisionHeaders.ts';
import { envelopeOf } from './saleEnvelope.ts';
import { ticketCodesOf } from './ticketCode.ts';

const STATUS_NAMES = Object.keys(TICKET_STATUS) as (keyof typeof TICKET_STATUS)[];

export async function ticketHandlingRoutes(app: App, ctx: AppContext): Promise<void> {
  const codes = await ticketCodesOf(ctx);

  async function today(areaId: number): Promise<string> {
    const timeZone = (await areaTimeZone(ctx.pool, areaId)) ?? ctx.config.DEFAULT_TIME_ZONE;
    return localDateOf(ctx.clock.now().getTime(), timeZone);
  }

  /** The ticket, 404 when it does not exist or is another area's. */
  async function ticketOf(actor: Actor, ticketNo: string) {
    const ticket = await loadTicket(ctx.store, ticketNo);
    const issued = ticket.state.issued;
    if (!issued || !inScope(actor, issued.scenicAreaID)) throw new DomainError('TICKET_NOT_FOUND');
    return { ...ticket, issued };
  }

  app.get(
    '/sell/scan',
    {
      // Scan ticketing, print ticket, and ticket handling (issue 12) look tickets up here.
      preHandler: requireFlag('sellticket2', 'sellticket1', 'sellticket8'),
      schema: {
        summary: 'Scan ticketing: a signed QR code or a ticket number, its state and the actions it allows',
        querystring: ScanTicket,
        response: { 200: ok(ScannedTicket) },
      },
    },
    async (request, reply) => {
      const code = request.query.code;
      const signed = code.includes('.');
      const ticketNo = signed ? codes.verify(code) : TICKET_NO_PATTERN.test(code) ? code : undefined;
      if (ticketNo === undefined) throw new AppError(400, 'TICKET_CODE_INVALID');
      const { state, revision, issued } = await ticketOf(actorOf(request), ticketNo);
      const order = await loadOrder(ctx.store, issued.orderNo);
      const status: number = statusOn(state, await today(issued.scenicAreaID)) ?? 0;
      const usable = status === TICKET_STATUS.notVerified;
      const actions = [
        ...(usable ? [order.state.prints > 0 ? ('reprint' as const) : ('print' as const)] : []),
        ...(usable && !state.collected ? ['pickup' as const] : []),
        'record' as const,
      ];
      etag(reply, revision);
      return {
        msg: '',
        data: {
          ticketNo,
          orderNo: issued.orderNo,
          ticketTypeName: issued.ticketTypeName,
          status,
          statusName: STATUS_NAMES.find((k) => TICKET_STATUS[k] === status) ?? 'inStock',
          validFrom: issued.validFrom,
          validTo: issued.validTo,
          price: issued.price,
          persons: issued.persons,
          holderName: issued.holder?.name ?? null,
          collected: state.collected,
          ticketVersion: Number(revision),
          orderVersion: Number(order.revision),
          actions,
          signed,
        },
      };
    },
  );

  app.post(
    '/sell/pickup',
    {
      preHandler: requireFlag('sellticket2', 'sellticket8'),
      schema: {
        summary: 'Pickup: a ticket handed over at the window (recorded on the ticket)',
        body: CollectTicket,
        headers: IfMatch,
        response: { 200: ok(ScannedTicket.pick({ ticketNo: true, ticketVersion: true })) },
      },
    },
    async (request, reply) => {
      const { ticketNo } = request.body;
      const { issued } = await ticketOf(actorOf(request), ticketNo);
      const envelope = envelopeOf(ctx, request, issued.scenicAreaID);
      const day = await today(issued.scenicAreaID);
      const { version } = await collectTicket(
        ctx.commands,
        envelope,
        { ticketNo, today: day },
        seenOf(request.headers['if-match']),
      );
      etag(reply, version);
      return { msg: '', data: { ticketNo, ticketVersion: Number(version) } };
    },
  );
}
