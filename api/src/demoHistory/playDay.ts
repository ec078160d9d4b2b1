// One planned day of the demo history: yesterday's shift settled, the agency order, the window's
// orders and the visitors' bookings (a few at a time, each one's steps in order), then the seller's
// handover, which must come after the day's sales in the log (a shift is counted by log position).
import { handOverShift } from '../../../commands/shifts/handOverShift.ts';
import { settleShift } from '../../../commands/shifts/settleShift.ts';
import { loadShift, readShiftFacts } from '../../../commands/shifts/shiftFacts.ts';
import type { DayPlan } from '../../../domain/demoHistory/historyPlan.ts';
import type { HistoryServices } from './historyServices.ts';
import { playAgencyOrder, playBooking } from './playVisitors.ts';
import { type DayTally, passGates, playWindowOrder } from './playWindow.ts';

/** Orders played side by side: enough to keep Postgres busy, few enough for a small machine. */
const AT_ONCE = 10;

/** What one day leaves for the next. */
export interface Carried {
  handedOver: { shiftNo: number; receivedFen: number } | null;
  agencyTickets: string[];
  /** Steps that failed (logged), for the summary. */
  failed: number;
}

async function eachAtOnce<T>(items: readonly T[], limit: number, play: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await play(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Waits (a few seconds at most) until `$all` shows the handover the day's sales and refunds: a write
 * transaction anywhere on the Postgres server holds `$all` readers back (docs/architecture.md, "The Postgres event
 * store"), and what the handover does not see yet would count in tomorrow's shift.
 */
async function untilShiftSees(s: HistoryServices, tally: DayTally): Promise<void> {
  const seller = s.world.seller.userId;
  const { countedTo } = await loadShift(s.ctx.store, seller);
  for (let attempt = 0; attempt < 100; attempt++) {
    const { activity } = await readShiftFacts(s.ctx.store, seller, countedTo);
    const seen = activity.filter((a) => a.kind === 'order' || a.kind === 'refund').length;
    if (seen >= tally.orders + tally.refunds) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function playDay(s: HistoryServices, day: DayPlan, carried: Carried): Promise<Carried> {
  const { world } = s;
  const { date } = day;
  const guarded = (what: string, play: () => Promise<unknown>) =>
    play().then(
      () => undefined,
      (err: unknown) => {
        carried.failed++;
        s.log.warn({ err, date, what }, 'demo history: a step failed');
      },
    );
  if (day.settlePrevious && carried.handedOver) {
    const { shiftNo, receivedFen } = carried.handedOver;
    await guarded('settle', () =>
      settleShift(s.ctx.commands, s.envelope(world.admin, date, day.settlePrevious!), {
        sellerID: world.seller.userId,
        shiftNo,
        settledFen: receivedFen,
      }),
    );
  }
  const agency = day.agencyOrder;
  if (agency)
    await guarded('agency', async () => (carried.agencyTickets = await playAgencyOrder(s, date, agency)));
  if (day.agencyVisit) {
    const visit = day.agencyVisit;
    await guarded('agency visit', () => passGates(s, date, carried.agencyTickets, visit));
  }
  const tally: DayTally = { cashFen: 0, orders: 0, refunds: 0 };
  const steps = [
    ...day.windowOrders.map((o) => () => guarded('window order', () => playWindowOrder(s, date, o, tally))),
    ...day.bookings.map((b) => () => guarded('booking', () => playBooking(s, date, b))),
  ];
  await eachAtOnce(steps, AT_ONCE, (step) => step());
  const handover = day.handover;
  if (!handover) return { ...carried, handedOver: null };
  let handedOver: Carried['handedOver'] = null;
  await guarded('handover', async () => {
    const sellerName = async (id: number) =>
      (await s.ctx.pool.query('select name from users where id = $1', [id])).rows[0]?.name ?? '';
    const deps = { store: s.ctx.store, commands: s.ctx.commands, sellerName };
    await untilShiftSees(s, tally);
    const shift = await handOverShift(deps, s.envelope(world.seller, date, handover), {
      receivedFen: tally.cashFen,
    });
    handedOver = { shiftNo: shift.shiftNo, receivedFen: shift.receivedFen };
    if (shift.differenceFen !== 0) s.log.warn({ date, shift }, 'demo history: the cash does not add up');
  });
  return { ...carried, handedOver };
}
