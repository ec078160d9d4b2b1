// The visitor booking feature's wiring (issue 14), built once per app: the capacity streams' ledger,
// the use cases' deps, the online payment provider, the visitor identity, and expiry (a delayed job per
// booking, and a sweep each minute that catches a job lost in a crash between the append and the enqueue).
import { expireBooking } from '../../../commands/booking/expireBooking.ts';
import {
  type PaymentNotice as BookingNotice,
  type PayDeps,
  payBooking,
} from '../../../commands/booking/payBooking.ts';
import { QuotaLedger } from '../../../commands/booking/quotaLedger.ts';
import type { SubmitDeps } from '../../../commands/booking/submitBooking.ts';
import { isDomainError } from '../../../domain/decider.ts';
import type { OnlinePayments, PaymentNotice } from '../../../domain/payments/onlinePayment.ts';
import type { NoticeVerdict } from '../../../domain/payments/paymentNotice.ts';
import { overdueBookings } from '../../../projections/visitorOrders/visitorOrders.query.ts';
import type { AppContext } from '../appContext.ts';
import { sharedSecret } from '../config/secrets.ts';
import { onlinePaymentsFromEnv } from '../payments/onlinePaymentsFromEnv.ts';
import { pgSandboxLedger } from '../payments/sandboxLedger.ts';
import {
  createSandboxOnlinePayments,
  type SandboxOnlinePayments,
} from '../payments/sandboxOnlinePayments.ts';
import { pgSaleNumbers } from '../sales/saleNumbers.repository.ts';
import { ticketCodesOf } from '../sales/ticketCode.ts';
import { pgBookingCatalog } from './bookingCatalog.ts';
import { RECOVER_JOB, recoverPayments } from './paymentRecovery.ts';
import { visitorIdentityOf } from './visitorIdentity.ts';
import { giveBack, parseDifferenceReference, visitorPriceDifference } from './visitorPriceDifference.ts';

export const EXPIRE_JOB = 'booking.expire';

export interface BookingLog {
  warn(details: object, message: string): void;
}
const SWEEP_MS = 60_000;

async function onlinePaymentsOf(ctx: AppContext, log: BookingLog): Promise<OnlinePayments> {
  if ((process.env.PAY_PROVIDER ?? 'sandbox') !== 'sandbox') return onlinePaymentsFromEnv();
  const hmacKey = process.env.SANDBOX_PAY_HMAC_KEY ?? (await sharedSecret(ctx.pool, 'sandbox_pay_key'));
  // The visitor app's sandbox page, under the channel the visitor came from.
  return createSandboxOnlinePayments({
    hmacKey,
    pageUrl: (orderNo) => `/wx_sandboxPay?order=${orderNo}`,
    ledger: pgSandboxLedger(ctx.pool),
    onDeliveryFailed: ({ err, ...details }) =>
      log.warn({ ...details, err: String(err) }, 'sandbox payment notification not answered'),
  });
}

async function buildBookingServices(ctx: AppContext, log: BookingLog) {
  const ledger = new QuotaLedger(ctx.store);
  const [identity, payments, codes] = await Promise.all([
    visitorIdentityOf(ctx),
    onlinePaymentsOf(ctx, log),
    ticketCodesOf(ctx),
  ]);
  const submitDeps: SubmitDeps = {
    store: ctx.store,
    ledger,
    numbers: pgSaleNumbers(ctx.pool),
    catalog: pgBookingCatalog(ctx.pool),
    holdMinutes: ctx.config.BOOKING_HOLD_MINUTES,
    maxUnpaidPerVisitor: ctx.config.BOOKING_MAX_UNPAID_PER_VISITOR,
  };
  const payDeps: PayDeps = {
    store: ctx.store,
    ledger,
    giveBack: (notice: BookingNotice) =>
      giveBack(payments, { ...notice, provider: payments.provider, paid: true }),
    log: (message: string, details: object) => log.warn(details, message),
  };

  /** A verified notice, recorded against its booking (acceptNotification's onNotice). */
  const difference = visitorPriceDifference(ctx, payments);
  async function onNotice(notice: PaymentNotice, via?: 'reconciliation'): Promise<NoticeVerdict> {
    if (parseDifferenceReference(notice.orderNo)) return difference.onNotice(notice);
    if (!notice.paid) return { verdict: 'not_paid' };
    try {
      const outcome = await payBooking(payDeps, { ...notice, via }, ctx.clock.now());
      if (outcome.status === 'paid') return { verdict: outcome.replayed ? 'duplicate' : 'record_payment' };
      if (outcome.reason === 'transaction_used') {
        const detail = `${notice.transactionId} paid ${outcome.paidReference}`;
        return { verdict: 'refused', reason: 'transaction_used', detail };
      }
      return {
        verdict: 'refused',
        reason: outcome.reason === 'amount_mismatch' ? 'amount_mismatch' : 'paid_twice',
        detail: outcome.reason,
      };
    } catch (error) {
      if (isDomainError(error, 'VISITOR_ORDER_NOT_FOUND')) {
        return { verdict: 'refused', reason: 'unknown_order', detail: notice.orderNo };
      }
      throw error;
    }
  }

  const expire = (orderNo: string) => expireBooking({ store: ctx.store, ledger }, orderNo, ctx.clock.now());
  ctx.jobs.register<{ orderNo: string }>(EXPIRE_JOB, async (job) => expire(job.orderNo));
  async function sweep(): Promise<number> {
    let expired = 0;
    for (const orderNo of await overdueBookings(ctx.pool, ctx.clock.now()))
      if (await expire(orderNo)) expired++;
    return expired;
  }
  const sandbox = payments.provider === 'sandbox' ? (payments as SandboxOnlinePayments) : null;
  const recovery = { store: ctx.store, pool: ctx.pool, provider: payments.provider, onNotice };
  ctx.jobs.register(RECOVER_JOB, async () =>
    sandbox ? recoverPayments({ ...recovery, statement: sandbox.statement }, ctx.clock.now()) : null,
  );
  /** Enqueues the reconciliation job once per period (every API node asks; the job id makes it one). */
  const recoverNow = (jobId = `payments-recover-${Math.floor(ctx.clock.now().getTime() / SWEEP_MS)}`) =>
    ctx.jobs.enqueue(RECOVER_JOB, {}, { jobId });
  const sweeper = setInterval(() => {
    void sweep().catch(() => undefined);
    void recoverNow().catch(() => undefined);
  }, SWEEP_MS);
  sweeper.unref();

  return {
    ledger,
    identity,
    payments,
    sandbox,
    codes,
    submitDeps,
    payDeps,
    onNotice,
    difference,
    expire,
    sweep,
    recoverNow,
    stop: () => clearInterval(sweeper),
  };
}

export type BookingServices = Awaited<ReturnType<typeof buildBookingServices>>;
const built = new WeakMap<AppContext, Promise<BookingServices>>();

/** One set of booking services per app (the visitor, payment and back-office routes share it). */
export function bookingServices(ctx: AppContext, log: BookingLog): Promise<BookingServices> {
  const kept = built.get(ctx);
  if (kept) return kept;
  const services = buildBookingServices(ctx, log);
  built.set(ctx, services);
  return services;
}
