// Ticket handling and price difference at the window (spec 001 §2, §4–5; issue 12): a ticket's
// passes per attraction and the write-offs (per attraction, batch, global), and a timed ticket's
// price difference quoted and paid. Each write and payment is a command on the ticket's stream
// (commands/sales/writeOffTicket.ts, payPriceDifference.ts); every answer carries its revision.

import { payPriceDifference } from '../../../commands/sales/payPriceDifference.ts';
import { loadTicket } from '../../../commands/sales/saleStreams.ts';
import { writeOffTicket } from '../../../commands/sales/writeOffTicket.ts';
import type { Actor } from '../../../domain/auth/actor.ts';
import { inScope } from '../../../domain/auth/actor.ts';
import { DomainError } from '../../../domain/decider.ts';
import { ok } from '../../../domain/http/replies.ts';
import { localDateOf } from '../../../domain/rules/ruleTime.ts';
import { TICKET_STATUS } from '../../../domain/sales/saleCodes.ts';
import { statusOn, type TicketState } from '../../../domain/sales/ticket.ts';
import {
  PayPriceDifference,
  PriceDifferenceQuote,
  PriceDifferenceReceipt,
  TicketUses,
  TicketUsesQuery,
  WriteOffTicket,
} from '../../../domain/sales/ticketHandling.schema.ts';
import { quotePriceDifference } from '../../../domain/sales/ticketPriceDifference.ts';
import { remainingOf } from '../../../domain/sales/ticketUses.ts';
import { FEE_METHOD } from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { areaTimeZone } from '../masterData/scenicArea.repository.ts';
import { overtimePricing, zoneNames } from './overtimePricing.ts';
import { etag, IfMatch, seenOf } from './revisionHeaders.ts';
import { envelopeOf } from './saleEnvelope.ts';

/** Ticket handling (票务处理) is sellticket8, price difference (补差价) sellticket12 (domain/auth/menu.ts). */
const HANDLING = 'sellticket8';
const PRICE_DIFFERENCE = 'sellticket12';

export async function ticketUseRoutes(app: App, ctx: AppContext): Promise<void> {
  const timeZoneOf = async (areaId: number) =>
    (await areaTimeZone(ctx.pool, areaId)) ?? ctx.config.DEFAULT_TIME_ZONE;

  /** The ticket, 404 when it does not exist or is another area's. */
  async function ticketOf(actor: Actor, ticketNo: string) {
    const ticket = await loadTicket(ctx.store, ticketNo);
    const issued = ticket.state.issued;
    if (!issued || !inScope(actor, issued.scenicAreaID)) throw new DomainError('TICKET_NOT_FOUND');
    return { ...ticket, issued, timeZone: await timeZoneOf(issued.scenicAreaID) };
  }

  async function usesOf(state: TicketState, revision: bigint, today: string): Promise<TicketUses> {
    const issued = state.issued!;
    const names = await zoneNames(
      ctx.pool,
      state.uses.map((z) => z.zoneId),
    );
    const status = statusOn(state, today) ?? 0;
    return {
      ticketNo: issued.ticketNo,
      status,
      writable: status === TICKET_STATUS.notVerified && issued.validFrom <= today,
      zones: state.uses.map((z) => ({
        zoneId: z.zoneId,
        zoneName: names.get(z.zoneId) ?? String(z.zoneId),
        limit: z.limit,
        perDay: z.perDay,
        spent: z.spent,
        remaining: remainingOf(z, today),
      })),
      ticketVersion: Number(revision),
    };
  }

  app.get(
    '/sell/ticketUses',
    {
      preHandler: requireFlag(HANDLING),
      schema: {
        summary: "A ticket's passes per attraction: limits, spent, left today",
        querystring: TicketUsesQuery,
        response: { 200: ok(TicketUses) },
      },
    },
    async (request, reply) => {
      const { state, revision, timeZone } = await ticketOf(actorOf(request), request.query.ticketNo);
      etag(reply, revision);
      const today = localDateOf(ctx.clock.now().getTime(), timeZone);
      return { msg: '', data: await usesOf(state, revision, today) };
    },
  );

  app.post(
    '/sell/writeOff',
    {
      preHandler: requireFlag(HANDLING),
      schema: {
        summary: 'Write off: per attraction (one pass), batch (n passes) or global (verified)',
        body: WriteOffTicket,
        headers: IfMatch,
        response: { 200: ok(TicketUses) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const ticket = await ticketOf(actorOf(request), body.ticketNo);
      const { issued, timeZone } = ticket;
      const envelope = envelopeOf(ctx, request, issued.scenicAreaID, body.requestId);
      const today = localDateOf(envelope.now.getTime(), timeZone);
      // A timed ticket inside is not usable while it owes a price difference.
      const stay = ticket.state.stay;
      const overtime =
        issued.feeMethod === FEE_METHOD.timed && stay
          ? {
              pricing: await overtimePricing(ctx.pool, issued, stay, envelope.now, timeZone),
              now: envelope.now,
            }
          : undefined;
      const { version, state } = await writeOffTicket(
        ctx.commands,
        envelope,
        { ...body, today, overtime },
        seenOf(request.headers['if-match']),
      );
      etag(reply, version);
      return { msg: '', data: await usesOf(state, version, today) };
    },
  );

  app.get(
    '/sell/priceDifference',
    {
      preHandler: requireFlag(PRICE_DIFFERENCE),
      schema: {
        summary: "A timed ticket's stay, included time and the price difference it owes now",
        querystring: TicketUsesQuery,
        response: { 200: ok(PriceDifferenceQuote) },
      },
    },
    async (request, reply) => {
      const { state, revision, issued, timeZone } = await ticketOf(actorOf(request), request.query.ticketNo);
      const now = ctx.clock.now();
      const pricing = await overtimePricing(ctx.pool, issued, state.stay, now, timeZone);
      const quote = quotePriceDifference(issued, state.stay, pricing, now);
      const names = quote.zoneId === null ? new Map() : await zoneNames(ctx.pool, [quote.zoneId]);
      etag(reply, revision);
      return {
        msg: '',
        data: {
          ticketNo: issued.ticketNo,
          ticketTypeName: issued.ticketTypeName,
          timed: quote.timed,
          enteredAt: quote.enteredAt,
          enteredLocal:
            quote.enteredAt === null
              ? null
              : new Intl.DateTimeFormat('sv-SE', {
                  timeZone,
                  dateStyle: 'short',
                  timeStyle: 'short',
                }).format(new Date(quote.enteredAt)),
          zoneName: quote.zoneId === null ? null : (names.get(quote.zoneId) ?? String(quote.zoneId)),
          includedMinutes: quote.includedMinutes,
          stayMinutes: quote.stayMinutes,
          minutesOver: quote.minutesOver,
          paid: quote.paid,
          owed: quote.owed,
          rule: quote.rule,
          ticketVersion: Number(revision),
        },
      };
    },
  );

  app.post(
    '/sell/priceDifference/pay',
    {
      preHandler: requireFlag(PRICE_DIFFERENCE),
      schema: {
        summary: "Pay a timed ticket's price difference (cash, payment code or a recorded method)",
        body: PayPriceDifference,
        response: { 200: ok(PriceDifferenceReceipt) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { state, revision, issued, timeZone } = await ticketOf(actorOf(request), body.ticketNo);
      const envelope = envelopeOf(ctx, request, issued.scenicAreaID, body.requestId);
      const pricing = await overtimePricing(ctx.pool, issued, state.stay, envelope.now, timeZone);
      const receipt = await payPriceDifference(
        { store: ctx.store, commands: ctx.commands, payments: ctx.payments },
        envelope,
        body,
        { state, revision, pricing },
      );
      etag(reply, BigInt(receipt.ticketVersion));
      return { msg: '', data: receipt };
    },
  );
}
