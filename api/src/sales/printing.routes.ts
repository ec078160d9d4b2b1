// Print, reprint and scan ticketing at the window (spec 001 §2, §4, §8; issue 11). Printing is a
// command on the order (commands/sales/printOrder.ts); the answer is what the browser prints with
// the template: each ticket with its signed QR code. `If-Match: "<revision>"` makes the command
// refuse a stale screen with 412; every answer carries the order's revision as its ETag.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { printOrder } from '../../../commands/sales/printOrder.ts';
import { loadOrder, loadTicket } from '../../../commands/sales/saleStreams.ts';
import type { Actor } from '../../../domain/auth/actor.ts';
import { inScope } from '../../../domain/auth/actor.ts';
import { DomainError } from '../../../domain/decider.ts';
import { ok } from '../../../domain/http/replies.ts';
import { localDateOf } from '../../../domain/rules/ruleTime.ts';
import { maskIdNumber } from '../../../domain/sales/idNumber.ts';
import { PrintJob, PrintOrder, ScannedTicket, ScanTicket } from '../../../domain/sales/printJob.schema.ts';
import { TICKET_STATUS } from '../../../domain/sales/saleCodes.ts';
import { TICKET_NO_PATTERN } from '../../../domain/sales/saleNumbers.ts';
import { statusOn } from '../../../domain/sales/ticket.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { sharedSecret } from '../config/secrets.ts';
import { AppError } from '../http/appError.ts';
import { printTemplates } from '../rules/rules.repository.ts';
import { envelopeOf } from './saleEnvelope.ts';
import { ticketCodes } from './ticketCode.ts';

const PRINTERS = ['sellticket1', 'sellticket2', 'sellticket13'] as const;
const IfMatch = z.object({
  'if-match': z
    .string()
    .regex(/^(W\/)?"?-?\d{1,19}"?$/)
    .optional(),
});
const seenOf = (header?: string) =>
  header === undefined ? undefined : BigInt(header.replace(/^W\//, '').replaceAll('"', ''));
const etag = (reply: FastifyReply, version: bigint) => reply.header('etag', `"${version}"`);

export async function printingRoutes(app: App, ctx: AppContext): Promise<void> {
  const codes = ticketCodes(ctx.config.TICKET_CODE_KEY ?? (await sharedSecret(ctx.pool, 'ticket_code_key')));

  /** The order's area, 404 when it does not exist or is not the actor's. */
  async function orderArea(actor: Actor, orderNo: string): Promise<number> {
    const { state } = await loadOrder(ctx.store, orderNo);
    if (state.scenicAreaID === null || !inScope(actor, state.scenicAreaID))
      throw new DomainError('ORDER_NOT_FOUND');
    return state.scenicAreaID;
  }

  async function templateFor(area: number, templateID: number | null): Promise<number | null> {
    const [rows] = await printTemplates.list(ctx.pool, { scope: [area], pageItems: 100, pageNumber: 1 });
    if (templateID === null) return rows[0]?.id ?? null;
    return rows.some((t) => t.id === templateID) ? templateID : null;
  }

  for (const reprint of [false, true]) {
    app.post(
      reprint ? '/sell/reprint' : '/sell/print',
      {
        preHandler: requireFlag(...PRINTERS),
        schema: {
          summary: reprint
            ? 'Reprint an order (recorded in its history)'
            : 'Print an order with a print template (recorded in its history)',
          body: PrintOrder,
          headers: IfMatch,
          response: { 200: ok(PrintJob) },
        },
      },
      async (request, reply) => {
        const { orderNo, templateID } = request.body;
        const area = await orderArea(actorOf(request), orderNo);
        const template = await templateFor(area, templateID);
        const envelope = envelopeOf(ctx, request, area);
        const printed = await printOrder(
          ctx.commands,
          envelope,
          { orderNo, templateID: template, reprint },
          seenOf(request.headers['if-match']),
        );
        const tickets = await Promise.all(printed.ticketNos.map((no) => loadTicket(ctx.store, no)));
        etag(reply, printed.version);
        return {
          msg: '',
          data: {
            orderNo,
            templateID: template as number,
            version: Number(printed.version),
            tickets: tickets.map(({ issued }, i) => {
              const t = issued as NonNullable<typeof issued>;
              return {
                seqID: i + 1,
                ticketNo: t.ticketNo,
                code: codes.sign(t.ticketNo),
                ticketTypeName: t.ticketTypeName,
                validFrom: t.validFrom,
                validTo: t.validTo,
                displayPrice: t.listPrice,
                holderName: t.holder?.name ?? '',
                mobile: t.holder?.mobile
                  ? `${t.holder.mobile.slice(0, 3)}****${t.holder.mobile.slice(7)}`
                  : '',
                idNumber: t.holder ? maskIdNumber(t.holder.idNumber) : '',
              };
            }),
          },
        };
      },
    );
  }

  app.get(
    '/sell/scan',
    {
      preHandler: requireFlag('sellticket2', 'sellticket1'),
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
      const ticket = await loadTicket(ctx.store, ticketNo);
      const issued = ticket.issued;
      if (!issued || !inScope(actorOf(request), issued.scenicAreaID))
        throw new DomainError('TICKET_NOT_FOUND');
      const order = await loadOrder(ctx.store, issued.orderNo);
      const { rows } = await ctx.pool.query('select time_zone from scenic_areas where id = $1', [
        issued.scenicAreaID,
      ]);
      const status =
        statusOn(
          ticket,
          localDateOf(ctx.clock.now().getTime(), rows[0]?.time_zone ?? ctx.config.DEFAULT_TIME_ZONE),
        ) ?? 0;
      const statusName =
        (Object.keys(TICKET_STATUS) as (keyof typeof TICKET_STATUS)[]).find(
          (k) => TICKET_STATUS[k] === status,
        ) ?? 'inStock';
      const usable = status === TICKET_STATUS.notVerified;
      etag(reply, order.revision);
      return {
        msg: '',
        data: {
          ticketNo,
          orderNo: issued.orderNo,
          ticketTypeName: issued.ticketTypeName,
          status,
          statusName,
          validFrom: issued.validFrom,
          validTo: issued.validTo,
          price: issued.price,
          persons: issued.persons,
          holderName: issued.holder?.name ?? null,
          orderVersion: Number(order.revision),
          actions: [
            ...(usable ? [order.state.prints > 0 ? ('reprint' as const) : ('print' as const)] : []),
            'record' as const,
          ],
          signed,
        },
      };
    },
  );
}
