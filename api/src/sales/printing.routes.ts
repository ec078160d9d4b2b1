// Print and reprint at the window (spec 001 §2, §4, §8; issue 11). Printing is a
// command on the order (commands/sales/printOrder.ts); the answer is what the browser prints with
// the template: each ticket with its signed QR code. `If-Match: "<revision>"` makes the command
// refuse a stale screen with 412; every answer carries the order's revision as its ETag.
import { printOrder } from '../../../commands/sales/printOrder.ts';
import { loadOrder, loadTicket } from '../../../commands/sales/saleStreams.ts';
import type { Actor } from '../../../domain/auth/actor.ts';
import { inScope } from '../../../domain/auth/actor.ts';
import { DomainError } from '../../../domain/decider.ts';
import { ok } from '../../../domain/http/replies.ts';
import { DEFAULT_PRINT_FIELDS } from '../../../domain/rules/printTemplate.schema.ts';
import { maskIdNumber } from '../../../domain/sales/idNumber.ts';
import { PrintJob, PrintOrder } from '../../../domain/sales/printJob.schema.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { printTemplates } from '../rules/rules.repository.ts';
import { etag, IfMatch, seenOf } from './revisionHeaders.ts';
import { envelopeOf } from './saleEnvelope.ts';
import { ticketCodesOf } from './ticketCode.ts';

const PRINTERS = ['sellticket1', 'sellticket2', 'sellticket13'] as const;

export async function printingRoutes(app: App, ctx: AppContext): Promise<void> {
  const codes = await ticketCodesOf(ctx);

  /** The order's area, 404 when it does not exist or is not the actor's. */
  async function orderArea(actor: Actor, orderNo: string): Promise<number> {
    const { state } = await loadOrder(ctx.store, orderNo);
    if (state.scenicAreaID === null || !inScope(actor, state.scenicAreaID))
      throw new DomainError('ORDER_NOT_FOUND');
    return state.scenicAreaID;
  }

  /** The chosen template of the area (its first one when none is chosen), or undefined. */
  async function templateFor(area: number, templateID: number | null) {
    const [rows] = await printTemplates.list(ctx.pool, { scope: [area], pageItems: 100, pageNumber: 1 });
    return templateID === null ? rows[0] : rows.find((t) => t.id === templateID);
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
          { orderNo, templateID: template?.id ?? null, reprint },
          seenOf(request.headers['if-match']),
        );
        const tickets = await Promise.all(
          printed.ticketNos.map(async (no) => (await loadTicket(ctx.store, no)).state),
        );
        etag(reply, printed.version);
        return {
          msg: '',
          data: {
            orderNo,
            templateID: template?.id as number,
            layout: {
              printType: template?.printType ?? 'DS80',
              fields: template?.fields ?? DEFAULT_PRINT_FIELDS,
            },
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
}
