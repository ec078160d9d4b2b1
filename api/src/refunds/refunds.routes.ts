// Refunds and refund review (spec 001 §2, §4, §5, §8; spec 002 §4; issue 12). The refund screen
// (sellticket7): search an order's refundable tickets, refund them or submit them for review; the
// review queue (sellticket14): list, approve (one or a batch), reject with a note. Commands live in
// commands/refunds/; these routes validate, authorise, build the envelope and answer.

import { releaseRefundedPlaces } from '../../../commands/booking/releaseRefundedPlaces.ts';
import { approveRefunds } from '../../../commands/refunds/approveRefunds.ts';
import { lookupRefundableTickets } from '../../../commands/refunds/lookupRefundableTickets.ts';
import { refundTickets } from '../../../commands/refunds/refundTickets.ts';
import { rejectRefunds } from '../../../commands/refunds/rejectRefunds.ts';
import { submitRefundReview } from '../../../commands/refunds/submitRefundReview.ts';
import { ok, page } from '../../../domain/http/replies.ts';
import {
  ApproveRefunds,
  RefundAnswer,
  RefundLookup,
  RefundLookupAnswer,
  type RefundOrderAnswer,
  RefundOrderFilter,
  RefundOrderRow,
  RefundTickets,
  RejectRefunds,
  ReviewQueueFilter,
  ReviewQueueRow,
  SubmitAnswer,
} from '../../../domain/refunds/refund.schema.ts';
import { queryRefundOrders } from '../../../projections/refundOrderList/refundOrderList.query.ts';
import { queryReviewQueue } from '../../../projections/refundReviewQueue/refundReviewQueue.query.ts';
import type { App, AppContext } from '../appContext.ts';
import { actorOf, requireFlag } from '../auth/guard.ts';
import { bookingServices } from '../booking/bookingServices.ts';
import { envelopeOf } from '../sales/saleEnvelope.ts';
import { windowRefundDeps } from './refundDeps.ts';

/** The refund screen (spec 001 §2 menu "refund"). */
const REFUNDERS = ['sellticket7'] as const;
/** The refund review queue (menu "refund review"). */
const REVIEWERS = ['sellticket14'] as const;

export async function refundRoutes(app: App, ctx: AppContext): Promise<void> {
  // A visitor's booking refunded at the window or after review: money back online, places back.
  const booking = await bookingServices(ctx, app.log);
  const releasePlaces = async (refunds: readonly RefundOrderAnswer[], now: Date) => {
    for (const r of refunds) await releaseRefundedPlaces(booking.submitDeps, r.orderNo, r.ticketNos, now);
  };
  const deps = windowRefundDeps(ctx, booking.payments);

  app.get(
    '/sell/refund/tickets',
    {
      preHandler: requireFlag(...REFUNDERS),
      schema: {
        summary:
          "Refund search: an order's tickets (by order or ticket number), the amount and whether each can be ticked",
        querystring: RefundLookup,
        response: { 200: ok(RefundLookupAnswer) },
      },
    },
    async (request) => {
      const { scenicAreaID, no } = request.query;
      const data = await lookupRefundableTickets(deps, envelopeOf(ctx, request, scenicAreaID), no);
      return { msg: '', data };
    },
  );

  app.post(
    '/sell/refund',
    {
      preHandler: requireFlag(...REFUNDERS),
      schema: {
        summary:
          'Refund ticked tickets of one order: a refund order, the money back by the original method; idempotent by requestId',
        body: RefundTickets,
        response: { 200: ok(RefundAnswer) },
      },
    },
    async (request) => {
      const input = request.body;
      const envelope = envelopeOf(ctx, request, input.scenicAreaID, input.requestId);
      const answer = await refundTickets(deps, envelope, input);
      await releasePlaces(answer.refunds, envelope.now);
      return { msg: '', data: answer };
    },
  );

  app.post(
    '/sell/refund/review',
    {
      preHandler: requireFlag(...REFUNDERS),
      schema: {
        summary: 'Submit ticked tickets for refund review (review status −1, 2 or 3 only)',
        body: RefundTickets,
        response: { 200: ok(SubmitAnswer) },
      },
    },
    async (request) => {
      const input = request.body;
      const envelope = envelopeOf(ctx, request, input.scenicAreaID, input.requestId);
      return { msg: '', data: await submitRefundReview(deps, envelope, input) };
    },
  );

  app.get(
    '/sell/refundReview',
    {
      preHandler: requireFlag(...REVIEWERS),
      schema: {
        summary: 'The refund review queue: status, submit time, amount, submitter',
        querystring: ReviewQueueFilter,
        response: { 200: page(ReviewQueueRow) },
      },
    },
    async (request) => ({
      msg: '',
      data: await queryReviewQueue(ctx.pool, request.query, actorOf(request).areaScope),
    }),
  );

  app.post(
    '/sell/refundReview/approve',
    {
      preHandler: requireFlag(...REVIEWERS),
      schema: {
        summary: "Approve refund reviews (one or a batch): a refund order per order, in the submitter's name",
        body: ApproveRefunds,
        response: { 200: ok(RefundAnswer) },
      },
    },
    async (request) => {
      const input = request.body;
      const envelope = envelopeOf(ctx, request, input.scenicAreaID, input.requestId);
      const answer = await approveRefunds(deps, envelope, input);
      await releasePlaces(answer.refunds, envelope.now);
      return { msg: '', data: answer };
    },
  );

  app.post(
    '/sell/refundReview/reject',
    {
      preHandler: requireFlag(...REVIEWERS),
      schema: {
        summary: 'Reject refund reviews with a note',
        body: RejectRefunds,
        response: { 200: ok(SubmitAnswer) },
      },
    },
    async (request) => {
      const input = request.body;
      const envelope = envelopeOf(ctx, request, input.scenicAreaID, input.requestId);
      return { msg: '', data: await rejectRefunds(deps, envelope, input) };
    },
  );

  app.get(
    '/sell/refundOrders',
    {
      preHandler: requireFlag(...REFUNDERS, ...REVIEWERS),
      schema: {
        summary: 'Refund orders: refund number, order, tickets, amount, method, seller, reviewed',
        querystring: RefundOrderFilter,
        response: { 200: page(RefundOrderRow) },
      },
    },
    async (request) => ({
      msg: '',
      data: await queryRefundOrders(ctx.pool, request.query, actorOf(request).areaScope),
    }),
  );
}
