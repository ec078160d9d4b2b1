// The visitor's ordering calls (spec 002 §7, issue 14): identity, places left, submit, confirm, and
// the payment provider's notifications (real ones and the sandbox page). Commands live in
// commands/booking/; these routes check who is calling, build the envelope and answer.

import type { FastifyRequest } from 'fastify';
import { submitBooking } from '../../../commands/booking/submitBooking.ts';
import { placesLeft } from '../../../domain/booking/quota.ts';
import { quotaStreamId } from '../../../domain/booking/quotaEvents.ts';
import {
  ConfirmAnswer,
  RemainAnswer,
  RemainQuery,
  SubmitAnswer,
  VisitorSession,
  VisitorSessionQuery,
  WxConfirmOrder,
  WxSubmitOrderCall,
  WxUser,
} from '../../../domain/booking/visitorApi.schema.ts';
import { DomainError } from '../../../domain/decider.ts';
import { ok } from '../../../domain/http/replies.ts';
import type { App, AppContext } from '../appContext.ts';
import { notFound } from '../http/appError.ts';
import { areaTimeZone } from '../masterData/scenicArea.repository.ts';
import { payNotifyRoutes } from '../payments/payNotify.routes.ts';
import { sandboxPayRoutes } from '../payments/sandboxPay.routes.ts';
import { findTicketType } from '../ticketTypes/ticketType.repository.ts';
import { bookingServices, EXPIRE_JOB } from './bookingServices.ts';
import { ownPayment } from './ownPayment.ts';
import { paymentParams } from './paymentParams.ts';
import { submitInputOf } from './specSubmit.ts';
import { ownBooking, visitorEnvelope, visitorOf } from './visitorAccess.ts';
import type { VisitorIdentity } from './visitorIdentity.ts';
import { parseDifferenceReference } from './visitorPriceDifference.ts';

/** Whose submits a rate limit counts together: the visitor the token proves, else the address. */
function submitterKey(identity: VisitorIdentity, request: FastifyRequest): string {
  try {
    return `visitor:${identity.openidOfRequest(request)}`;
  } catch {
    return `address:${request.ip}`;
  }
}

export async function visitorBookingRoutes(app: App, ctx: AppContext): Promise<void> {
  const booking = await bookingServices(ctx, app.log);
  const { identity, payments } = booking;
  app.addHook('onClose', async () => booking.stop());

  app.get(
    '/wechat/visitorSession',
    {
      schema: {
        summary:
          "The visitor's identity: the messaging app's openid (sandbox identity on the embedded default)",
        querystring: VisitorSessionQuery,
        response: { 200: ok(VisitorSession) },
      },
    },
    async (request) => {
      const { code, scenicAreaID } = request.query;
      const timeZone = await areaTimeZone(ctx.pool, scenicAreaID);
      if (timeZone === undefined) throw notFound();
      const openid = await identity.openidOf(code);
      if (!openid) {
        const here = `${request.protocol}://${request.host}/wx_ticketIndex?scenicAreaID=${scenicAreaID}`;
        const authorizeUrl = identity.authorizeUrl(here);
        return { msg: '', data: { openid: '', token: '', sandbox: false, authorizeUrl, timeZone } };
      }
      await ctx.pool.query(
        `insert into visitor_users (openid, scenic_area_id, nickname, sandbox) values ($1, $2, $3, $4)
         on conflict (openid) do nothing`,
        [openid, scenicAreaID, identity.sandbox ? '沙箱游客' : '', identity.sandbox],
      );
      const token = identity.tokenOf(openid);
      return { msg: '', data: { openid, token, sandbox: identity.sandbox, authorizeUrl: null, timeZone } };
    },
  );

  app.get(
    '/wechat/findWXUser',
    {
      schema: {
        summary: 'The visitor as the messaging app describes them',
        response: { 200: ok(WxUser.array()) },
      },
    },
    async (request) => {
      const openid = visitorOf(identity, request);
      const { rows } = await ctx.pool.query('select * from visitor_users where openid = $1', [openid]);
      const data = rows.map((r) => ({
        openid: r.openid,
        scenicAreaID: r.scenic_area_id,
        remarks: r.remarks,
        headimgurl: r.headimgurl,
        country: r.country,
        province: r.province,
        city: r.city,
        nickname: r.nickname,
        sandbox: r.sandbox,
      }));
      return { msg: '', data };
    },
  );

  app.post(
    '/sell/getRemainTicketCount',
    {
      schema: {
        summary: 'Places left in an appointment slot on a date, exact at this moment',
        body: RemainQuery,
        response: { 200: ok(RemainAnswer) },
      },
    },
    async (request) => {
      const { ticketTypeID, startTime, appointmentID } = request.body;
      const type = await findTicketType(ctx.pool, ticketTypeID);
      if (!type) throw new DomainError('TICKET_TYPE_NOT_BOOKABLE', undefined, { id: ticketTypeID });
      const { slot } = await booking.submitDeps.catalog.slots(type.scenicAreaID, appointmentID ?? null);
      if (!slot || slot.limitCount === 0)
        return { msg: '', data: { remainTicketCount: null, limitCount: 0 } };
      const state = await booking.ledger.state(quotaStreamId(slot.id, startTime.slice(0, 10)));
      const remainTicketCount = placesLeft(state, slot.limitCount, ctx.clock.now());
      return { msg: '', data: { remainTicketCount, limitCount: slot.limitCount } };
    },
  );

  app.post(
    '/sell/wxSubmitOrder',
    {
      schema: {
        summary: 'Submit a visitor order: places held, payment prepared (zero amount: paid at once)',
        body: WxSubmitOrderCall,
        response: { 200: ok(SubmitAnswer) },
      },
      // Per visitor (the token's openid; an unproven caller by address), both channels: 429 TOO_MANY_REQUESTS.
      config: {
        rateLimit: {
          max: ctx.config.BOOKING_SUBMITS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => submitterKey(identity, request),
        },
      },
    },
    async (request) => {
      const openid = visitorOf(identity, request, request.body.openid);
      const input = await submitInputOf(ctx.pool, openid, request.body, ctx.clock.now());
      const envelope = visitorEnvelope(ctx, openid, input.scenicAreaID, input.requestId);
      const submitted = await submitBooking(booking.submitDeps, envelope, input, input.channel);
      const answer = {
        result_msg: '成功',
        orderID: submitted.orderNo,
        orderAmount: submitted.amount,
        status: submitted.status === 'paid' ? ('paid' as const) : ('pending' as const),
        expiresAt: submitted.expiresAt,
        JSAPI_result: null,
        sandboxPayUrl: null,
        replayed: submitted.replayed,
      };
      if (submitted.status === 'expired') throw new DomainError('VISITOR_ORDER_EXPIRED');
      if (submitted.status === 'paid') return { msg: '', data: answer };
      const expiresAt = new Date(submitted.expiresAt);
      await ctx.jobs.enqueue(
        EXPIRE_JOB,
        { orderNo: submitted.orderNo },
        {
          jobId: `booking-expire-${submitted.orderNo}`,
          delayMs: Math.max(0, expiresAt.getTime() - envelope.now.getTime()) + 1_000,
        },
      );
      const pay = await paymentParams(ctx, payments, request, {
        orderNo: submitted.orderNo,
        amountFen: submitted.amount,
        description: submitted.description,
        openid,
        channel: input.channel,
        returnPage: 'ticketOrderlist',
        expiresAt,
      });
      return { msg: '', data: { ...answer, ...pay } };
    },
  );

  app.post(
    '/sell/wxConfirmOrder',
    {
      schema: {
        summary: "Whether the visitor's order is paid (the provider's notification decides, not this call)",
        body: WxConfirmOrder,
        response: { 200: ok(ConfirmAnswer) },
      },
    },
    async (request) => {
      const openid = visitorOf(identity, request, request.body.openid);
      const difference = parseDifferenceReference(request.body.orderID);
      if (difference) {
        await ownPayment(ctx, openid, request.body.orderID);
        const paid = await booking.difference.paid(request.body.orderID);
        return {
          msg: '',
          data: { orderID: request.body.orderID, status: paid ? ('paid' as const) : ('pending' as const) },
        };
      }
      const { state } = await ownBooking(ctx, openid, request.body.orderID);
      const status = state.status === 'none' ? 'pending' : state.status;
      return { msg: '', data: { orderID: request.body.orderID, status } };
    },
  );

  // The provider's notifications, and the sandbox page that produces them on the embedded default.
  await app.register(async (scope) =>
    payNotifyRoutes(scope as App, { payments, onNotice: booking.onNotice }),
  );
  if (booking.sandbox) {
    const sandbox = booking.sandbox;
    await app.register(async (scope) =>
      sandboxPayRoutes(scope as App, {
        sandbox,
        onNotice: booking.onNotice,
        assertPayer: async (request, orderNo) => {
          await ownPayment(ctx, visitorOf(identity, request), orderNo);
        },
      }),
    );
  }
}
