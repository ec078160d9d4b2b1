// A first look that shows something (issue 17): on an empty database the demo seed also plays a
// month of history through the real use cases — window sales and refunds, passes at the demo gates,
// visitor bookings, an agency order, the seller's handovers — each at a moment of the past 30 days
// (and of today until now) judged in the demo area's time zone, so the home and the reports show
// figures at once. The plan is domain/demoHistory/historyPlan.ts. DEMO_HISTORY turns it on or off
// (default: on with the embedded Postgres only, config.ts demoHistoryWanted). Runs once per database
// (marked in app_settings) and never where the event store already holds an order.
import { pino } from 'pino';
import { planHistory } from '../../../domain/demoHistory/historyPlan.ts';
import type { EventStore } from '../../../domain/eventStore.ts';
import { areaClock } from '../../../domain/gates/areaClock.ts';
import type { SeedStep } from '../appContext.ts';
import { inTransaction } from '../audit/auditLog.ts';
import { demoHistoryWanted } from '../config/config.ts';
import { firstSeeding } from '../db/seedOnce.ts';
import { demoWorldOf } from './demoWorld.ts';
import { historyServices } from './historyServices.ts';
import { type Carried, playDay } from './playDay.ts';

/** The plan's seed: every demo gets the same month. */
export const HISTORY_SEED = 17;
export const HISTORY_DAYS = 30;

async function hasOrders(store: EventStore): Promise<boolean> {
  const found = await store.readAll({ maxCount: 1, filter: { eventTypePrefixes: ['OrderPlaced'] } });
  return found.length > 0;
}

export const demoHistorySeed: SeedStep = async (ctx, demo) => {
  if (!demoHistoryWanted(ctx.config)) return;
  const world = await demoWorldOf(ctx.pool, demo.scenicAreaName);
  if (!world) return;
  if (!(await inTransaction(ctx.pool, (tx) => firstSeeding(tx, 'demoHistory')))) return;
  if (await hasOrders(ctx.store)) return;

  const log = pino({ level: ctx.config.LOG_LEVEL, name: 'demoHistory' });
  const started = performance.now();
  // The area's date and clock now (areaClock, as a gate reads it; a DST day's minutes stay right).
  const { today, localTime } = areaClock(ctx.clock.now(), world.timeZone, []);
  const nowMinute = Number(localTime.slice(0, 2)) * 60 + Number(localTime.slice(3, 5));
  const plan = planHistory({
    seed: HISTORY_SEED,
    today,
    nowMinute,
    pastDays: HISTORY_DAYS,
    busyDates: world.busyDates,
  });
  log.info(
    { from: plan[0]?.date, to: today },
    'demo history: playing a month of business (DEMO_HISTORY=0 leaves it out)',
  );
  const services = await historyServices(ctx, world, log);
  let carried: Carried = { handedOver: null, agencyTickets: [], failed: 0 };
  for (const day of plan) carried = await playDay(services, day, carried);

  const count = (of: (d: (typeof plan)[number]) => number) => plan.reduce((n, d) => n + of(d), 0);
  log.info(
    {
      days: plan.length,
      windowOrders: count((d) => d.windowOrders.length),
      bookings: count((d) => d.bookings.length),
      agencyTickets: carried.agencyTickets.length,
      failed: carried.failed,
      ms: Math.round(performance.now() - started),
    },
    'demo history: a month of sales, refunds, gate passes, bookings and an agency order recorded',
  );
};
