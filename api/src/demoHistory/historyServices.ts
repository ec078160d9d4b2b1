// What the demo history calls, wired as the routes wire it (sales.routes.ts, refunds.routes.ts,
// gateDevice.routes.ts, visitorBooking.routes.ts, agencyAdmin.routes.ts, shifts.routes.ts): the same
// use cases with the same deps, so each planned step is recorded exactly as a request would be.
import type { Actor } from '../../../domain/auth/actor.ts';
import type { CommandEnvelope } from '../../../domain/commandEnvelope.ts';
import { localTimeToMs } from '../../../domain/rules/ruleTime.ts';
import type { AppContext } from '../appContext.ts';
import { bookingServices } from '../booking/bookingServices.ts';
import { gateServices } from '../gates/gateServices.ts';
import { pgSandboxLedger } from '../payments/sandboxLedger.ts';
import { createSandboxPayments } from '../payments/sandboxPayments.ts';
import { windowRefundDeps } from '../refunds/refundDeps.ts';
import { MasterDataCache } from '../sales/masterDataCache.ts';
import { pgSaleCatalog } from '../sales/saleCatalog.ts';
import { pgSaleNumbers } from '../sales/saleNumbers.repository.ts';
import { ticketCodesOf } from '../sales/ticketCode.ts';
import type { DemoWorld } from './demoWorld.ts';

export interface HistoryLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export async function historyServices(ctx: AppContext, world: DemoWorld, log: HistoryLog) {
  const [booking, gates, codes] = await Promise.all([
    bookingServices(ctx, log),
    gateServices(ctx),
    ticketCodesOf(ctx),
  ]);
  const numbers = pgSaleNumbers(ctx.pool);
  // Many steps share a minute (a family's passes): each local time is turned into an instant once.
  const instants = new Map<string, Date>();
  const at = (date: string, minute: number): Date => {
    const key = `${date} ${minute}`;
    const found = instants.get(key) ?? new Date(localTimeToMs(date, minute, world.timeZone));
    instants.set(key, found);
    return new Date(found);
  };
  // Master data stands still while the history plays: its version is read once, as a request reads
  // it once with its session, so a sale does not ask for it again.
  const catalog = pgSaleCatalog(ctx.pool).asOf(await new MasterDataCache(ctx.pool).currentVersion());
  // The sandbox enters what it approves and refunds in its statement at the moment being played, not
  // the real one: the demo's past days reconcile with their own statement lines.
  let playing = new Date();
  const payments = ctx.payments.sandbox
    ? createSandboxPayments(pgSandboxLedger(ctx.pool), () => playing)
    : ctx.payments;
  return {
    ctx,
    world,
    log,
    sale: { store: ctx.store, numbers, catalog, payments },
    refunds: { ...windowRefundDeps(ctx, booking.payments), payments },
    booking,
    gates,
    codes,
    agencyReview: { store: ctx.store, numbers, catalog },
    /** The instant of a local date and minute in the demo area. */
    at,
    /** The envelope a route would build for `actor` at that moment. */
    envelope(actor: Actor, date: string, step: { minute: number; requestId: string }): CommandEnvelope {
      playing = at(date, step.minute);
      return { now: playing, actor, scenicAreaId: world.areaId, requestId: step.requestId };
    },
  };
}

export type HistoryServices = Awaited<ReturnType<typeof historyServices>>;
