// Ticket query, order list and the ticket detail record (spec 001 §2, §5; issue 11). The lists read
// their projections; the detail record replays the order's and tickets' streams from the event store.

import { readCardChain } from '../../../commands/cards/cardStreams.ts';
import { loadTicket, readEvents } from '../../../commands/sales/saleStreams.ts';
import { type Actor, inScope } from '../../../domain/auth/actor.ts';
import { replayCardHistory } from '../../../domain/cards/cardHistory.ts';
import { DomainError } from '../../../domain/decider.ts';
import { comparePositions } from '../../../domain/eventStore.ts';
import { ok, page } from '../../../domain/http/replies.ts';
import { refundStreamId } from '../../../domain/refunds/refundEvents.ts';
import { orderStreamId, ticketStreamId } from '../../../domain/sales/saleNumbers.ts';
import { replayHistory } from '../../../domain/sales/ticketHistory.ts';
import { OrderRow, TicketQueryFilter, TicketRow } from '../../../domain/sales/ticketQuery.schema.ts';
import { TicketRecord, TicketRecordQuery } from '../../../domain/sales/ticketRecord.schema.ts';
import { queryOrders } from '../../../projections/orderList/orderList.query.ts';
import { queryTickets } from '../../../projections/ticketQuery/ticketQuery.query.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { areaTimeZone } from '../masterData/scenicArea.repository.ts';

export async function ticketQueryRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/ticketQuery/tickets',
    {
      preHandler: requireFlag('sellticket10'),
      schema: {
        summary:
          'Ticket query: sold tickets by order, ticket, day span (≤ 1 year), status, type, seller, payment, source',
        querystring: TicketQueryFilter,
        response: { 200: page(TicketRow) },
      },
    },
    async (request) => ({
      msg: '',
      data: await queryTickets(ctx.pool, request.query, actorOf(request).areaScope),
    }),
  );

  app.get(
    '/ticketQuery/orders',
    {
      preHandler: requireFlag('sellticket10'),
      schema: {
        summary: 'Order list, with the ticket query filters',
        querystring: TicketQueryFilter,
        response: { 200: page(OrderRow) },
      },
    },
    async (request) => ({
      msg: '',
      data: await queryOrders(ctx.pool, request.query, actorOf(request).areaScope),
    }),
  );

  /** A card's whole history (issue 16), when `no` is a card of the caller's areas. */
  async function cardRecord(no: string, actor: Actor) {
    const events = await readCardChain(ctx.store, no);
    const first = events[0]?.data as { scenicAreaID?: number } | undefined;
    const areaId = first?.scenicAreaID;
    if (areaId === undefined || !inScope(actor, areaId)) return null;
    const timeZone = (await areaTimeZone(ctx.pool, areaId)) ?? ctx.config.DEFAULT_TIME_ZONE;
    const entries = replayCardHistory(events, timeZone);
    return { msg: '', data: { kind: 'card', no, timeZone, entries } } as const;
  }

  app.get(
    '/ticketRecord',
    {
      preHandler: requireFlag('ticketDetailRecord'),
      schema: {
        summary: "Ticket detail record: an order's or a ticket's whole history replayed from the event store",
        querystring: TicketRecordQuery,
        response: { 200: ok(TicketRecord) },
      },
    },
    async (request) => {
      const { no } = request.query;
      const card = no.startsWith('DD') ? null : await cardRecord(no, actorOf(request));
      if (card) return card;
      const kind = no.startsWith('DD') ? 'order' : 'ticket';
      const orderNo = kind === 'order' ? no : (await loadTicket(ctx.store, no)).state.issued?.orderNo;
      const orderStream = orderNo ? await readEvents(ctx.store, orderStreamId(orderNo)) : [];
      const placed = orderStream[0]?.data as { scenicAreaID?: number; ticketNos?: string[] } | undefined;
      if (!placed?.scenicAreaID || !inScope(actorOf(request), placed.scenicAreaID)) {
        throw new DomainError(kind === 'order' ? 'ORDER_NOT_FOUND' : 'TICKET_NOT_FOUND');
      }
      const ticketNos = kind === 'order' ? (placed.ticketNos ?? []) : [no];
      const ticketStreams = await Promise.all(ticketNos.map((t) => readEvents(ctx.store, ticketStreamId(t))));
      // The refund orders of these tickets (issue 12): the money step of each refund.
      const refundNos = new Set(
        ticketStreams
          .flat()
          .filter((e) => e.type === 'TicketRefunded')
          .map((e) => (e.data as { refundNo: string }).refundNo),
      );
      const refundStreams = await Promise.all(
        [...refundNos].map((r) => readEvents(ctx.store, refundStreamId(r))),
      );
      const events = [...orderStream, ...ticketStreams.flat(), ...refundStreams.flat()].sort((a, b) =>
        comparePositions(a.position, b.position),
      );
      const timeZone = (await areaTimeZone(ctx.pool, placed.scenicAreaID)) ?? ctx.config.DEFAULT_TIME_ZONE;
      return { msg: '', data: { kind, no, timeZone, entries: replayHistory(events, timeZone) } } as const;
    },
  );
}
