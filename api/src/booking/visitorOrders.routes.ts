// A visitor's orders and tickets (spec 002 §7): the order list (read model), the tickets of an order
// with their QR codes (read from the ticket streams: exact the moment after payment), refunds — direct
// where the type needs no review, else submitted for review — and a timed ticket's price difference.
import { z } from 'zod';
import { releaseRefundedPlaces } from '../../../commands/booking/releaseRefundedPlaces.ts';
import { deterministicEventId } from '../../../commands/handling/deterministicEventId.ts';
import { refundTickets } from '../../../commands/refunds/refundTickets.ts';
import { submitRefundReview } from '../../../commands/refunds/submitRefundReview.ts';
import { loadTicket } from '../../../commands/sales/saleStreams.ts';
import {
  CheckOperate,
  PriceDifferenceData,
  PriceDifferenceQuery,
  PriceDifferentConfirm,
  RefundAnswer,
  SubmitAnswer,
  TicketBasicOperate,
  VisitorOrderRow,
  VisitorTicketRow,
  WxOrderListQuery,
  WxTicketListQuery,
} from '../../../domain/booking/visitorApi.schema.ts';
import { DomainError } from '../../../domain/decider.ts';
import { ok } from '../../../domain/http/replies.ts';
import { localDateOf } from '../../../domain/rules/ruleTime.ts';
import { TICKET_STATUS } from '../../../domain/sales/saleCodes.ts';
import { quotePriceDifference } from '../../../domain/sales/ticketPriceDifference.ts';
import { visitorOrders } from '../../../projections/visitorOrders/visitorOrders.query.ts';
import type { App, AppContext } from '../appContext.ts';
import { areaTimeZoneOf, refundDeps } from '../refunds/refundDeps.ts';
import { overtimePricing } from '../sales/overtimePricing.ts';
import { bookingServices } from './bookingServices.ts';
import { paymentParams } from './paymentParams.ts';
import { ownBooking, visitorEnvelope, visitorOf } from './visitorAccess.ts';
import { differenceReference } from './visitorPriceDifference.ts';

export async function visitorOrderRoutes(app: App, ctx: AppContext): Promise<void> {
  const booking = await bookingServices(ctx, app.log);
  const { identity, codes } = booking;
  const timeZone = areaTimeZoneOf(ctx);
  // The visitor refunds their own online payment: always back online.
  const refunds = refundDeps(ctx, { onlinePayments: booking.payments, onlineRefundOpen: async () => true });

  app.get(
    '/order/wxOrderList',
    {
      schema: {
        summary: "The visitor's orders, newest first",
        querystring: WxOrderListQuery,
        response: { 200: ok(VisitorOrderRow.array()) },
      },
    },
    async (request) => ({
      msg: '',
      data: await visitorOrders(ctx.pool, visitorOf(identity, request, request.query.openid)),
    }),
  );

  async function ticketsOf(openid: string, orderNo: string) {
    const { booking: b } = await ownBooking(ctx, openid, orderNo);
    const today = localDateOf(ctx.clock.now().getTime(), await timeZone(b.scenicAreaID));
    const loaded = await Promise.all(b.order.ticketNos.map((no) => loadTicket(ctx.store, no)));
    return loaded.flatMap(({ state }) => {
      const t = state.issued;
      if (!t) return []; // not paid yet: the tickets exist once the booking is paid
      const expired = state.status === TICKET_STATUS.notVerified && t.validTo < today;
      return [
        {
          ticketID: t.ticketNo,
          subTicketID: t.ticketNo,
          uniqID: t.ticketNo,
          ticketTypeID: t.ticketTypeID,
          ticketTypeName: t.ticketTypeName,
          ticketPrice: t.price,
          transPrice: t.price,
          ticketStart: t.validFrom,
          ticketEnd: t.validTo,
          ticketStatus: expired ? TICKET_STATUS.expired : (state.status ?? TICKET_STATUS.notVerified),
          ticketFeeMethod: t.feeMethod,
          isRefund: t.refundCheck ? 1 : 0,
          refundCheckStatus: state.refund.reviewStatus,
          isRefundCheck: t.refundCheck ? 1 : 0,
          ticketRemark: b.slot ? `${b.playDate} ${b.slot.name}` : b.playDate,
          orderOperator: b.channel === 'mn' ? 'miniProgram' : 'officialAccount',
          scenicAreaID: t.scenicAreaID,
          qrCode: codes.sign(t.ticketNo),
        },
      ];
    });
  }

  const ticketList = { querystring: WxTicketListQuery, response: { 200: ok(VisitorTicketRow.array()) } };
  app.get(
    '/order/wxTicketList',
    { schema: { summary: 'The tickets of one of the visitor’s orders', ...ticketList } },
    async (request) => ({
      msg: '',
      data: await ticketsOf(visitorOf(identity, request, request.query.openid), request.query.orderID),
    }),
  );
  app.get(
    '/order/query',
    { schema: { summary: 'The tickets of one of the visitor’s orders (same answer)', ...ticketList } },
    async (request) => ({
      msg: '',
      data: await ticketsOf(visitorOf(identity, request, request.query.openid), request.query.orderID),
    }),
  );

  /** The order of each ticket, checked to be the visitor's; one order per call. */
  async function orderOfTickets(openid: string, ticketNos: readonly string[]): Promise<string> {
    const loaded = await Promise.all(ticketNos.map((no) => loadTicket(ctx.store, no)));
    const orders = new Set(loaded.map(({ state }) => state.issued?.orderNo ?? ''));
    const [orderNo] = [...orders];
    if (orders.size !== 1 || !orderNo) throw new DomainError('VISITOR_ORDER_NOT_FOUND');
    await ownBooking(ctx, openid, orderNo);
    return orderNo;
  }
  const requestIdOf = (kind: string, orderNo: string, ticketNos: readonly string[]) =>
    deterministicEventId(`visitor-${kind}:${orderNo}:${[...ticketNos].sort().join(',')}`, 0);

  app.post(
    '/refundTicketCheck/checkOperate',
    {
      schema: {
        summary: 'Submit tickets of a visitor order for refund review',
        body: CheckOperate,
        response: { 200: ok(z.literal(1)) },
      },
    },
    async (request) => {
      const openid = visitorOf(identity, request, request.body.openid);
      const ticketNos = request.body.paramsList.map((p) => p.ticketID);
      const orderNo = await orderOfTickets(openid, ticketNos);
      const { booking: b } = await ownBooking(ctx, openid, orderNo);
      const envelope = visitorEnvelope(
        ctx,
        openid,
        b.scenicAreaID,
        requestIdOf('review', orderNo, ticketNos),
      );
      await submitRefundReview(refunds, envelope, {
        requestId: envelope.requestId,
        scenicAreaID: b.scenicAreaID,
        orderNo,
        ticketNos,
      });
      return { msg: '', data: 1 as const };
    },
  );

  app.post(
    '/sell/ticketBasicOperate',
    {
      schema: {
        summary: 'Refund tickets of a visitor order at once (types without review): money back online',
        body: TicketBasicOperate,
        response: { 200: ok(RefundAnswer) },
      },
    },
    async (request) => {
      const input = request.body;
      const openid = visitorOf(identity, request, input.openid);
      const orderNo = await orderOfTickets(openid, input.ticketList);
      if (orderNo !== input.orderID) throw new DomainError('VISITOR_ORDER_NOT_FOUND');
      const { booking: b } = await ownBooking(ctx, openid, orderNo);
      const envelope = visitorEnvelope(
        ctx,
        openid,
        b.scenicAreaID,
        requestIdOf('refund', orderNo, input.ticketList),
      );
      const answer = await refundTickets(refunds, envelope, {
        requestId: envelope.requestId,
        scenicAreaID: b.scenicAreaID,
        orderNo,
        ticketNos: input.ticketList,
      });
      await releaseRefundedPlaces(booking.submitDeps, orderNo, input.ticketList, envelope.now);
      const refundNo = answer.refunds[0]?.refundNo ?? null;
      return { msg: '', data: { msgCode: refundNo ? ('success' as const) : ('failed' as const), refundNo } };
    },
  );

  app.get(
    '/ticket/getPriceDifferentData',
    {
      schema: {
        summary: "A timed ticket's price difference owed now",
        querystring: PriceDifferenceQuery,
        response: { 200: ok(PriceDifferenceData) },
      },
    },
    async (request) => {
      const { quote } = await ownTicketOwing(visitorOf(identity, request), request.query.ticketID);
      const remain =
        quote.includedMinutes === null || quote.stayMinutes === null
          ? null
          : Math.max(0, quote.includedMinutes - quote.stayMinutes);
      const data = {
        priceDifferentAmount: quote.owed,
        remainValidTime: remain,
        withholdTime: quote.minutesOver ?? 0,
      };
      return { msg: '', data };
    },
  );

  app.post(
    '/sell/priceDifferentConfirmOrder',
    {
      schema: {
        summary:
          "Pay a timed ticket's price difference from the phone: the payment to make (online provider)",
        body: PriceDifferentConfirm,
        response: { 200: ok(SubmitAnswer) },
      },
    },
    async (request) => {
      const input = request.body;
      const openid = visitorOf(identity, request, input.openid);
      const { issued, quote, revision, booking: b, now } = await ownTicketOwing(openid, input.ticketID);
      if (quote.owed === 0) throw new DomainError('PRICE_DIFFERENCE_NONE_OWED');
      if (quote.owed !== input.orderAmount)
        throw new DomainError('ORDER_AMOUNT_CHANGED', undefined, { amount: quote.owed });
      const orderNo = differenceReference(issued.ticketNo, revision + 1n);
      const expiresAt = new Date(now.getTime() + ctx.config.BOOKING_HOLD_MINUTES * 60_000);
      const pay = await paymentParams(ctx, booking.payments, request, {
        orderNo,
        amountFen: quote.owed,
        description: `${issued.ticketTypeName} 补差价`,
        openid,
        channel: b.channel,
        returnPage: `ticketOrderQR?order=${issued.orderNo}`,
        expiresAt,
      });
      const answer = {
        result_msg: '成功',
        orderID: orderNo,
        orderAmount: quote.owed,
        status: 'pending' as const,
      };
      return { msg: '', data: { ...answer, expiresAt: expiresAt.toISOString(), replayed: false, ...pay } };
    },
  );

  /** A ticket of the visitor's, what it owes now, and its booking. */
  async function ownTicketOwing(openid: string, ticketNo: string) {
    const { state, revision } = await loadTicket(ctx.store, ticketNo);
    const issued = state.issued;
    if (!issued) throw new DomainError('TICKET_NOT_FOUND');
    const { booking: b } = await ownBooking(ctx, openid, issued.orderNo);
    const now = ctx.clock.now();
    const pricing = await overtimePricing(
      ctx.pool,
      issued,
      state.stay,
      now,
      await timeZone(issued.scenicAreaID),
    );
    return {
      issued,
      revision,
      booking: b,
      now,
      quote: quotePriceDifference(issued, state.stay, pricing, now),
    };
  }
}
