// A year of a scenic area's business as events, for the reports benchmark (issue 17): about
// `tickets` tickets in orders of one to six (sales by eight window sellers and online, agency and
// OTA sources, every payment method), most of them entering and many leaving through the gates,
// some refunded, collected or reprinted, price differences, stored-value cards recharged and
// paying, each seller's shift handed over and settled at night. Generated a day at a
// time (nothing kept), appended straight through the event store in large multi-stream appends.
import type { EventStore } from '../../../domain/eventStore.ts';
import type { PaymentMethod, SaleSource } from '../../../domain/sales/saleCodes.ts';
import type { SaleTicketType } from '../../../domain/sales/saleTicketType.ts';
import { ReportHistory } from '../../support/reportHistory.ts';

const STREAMS_PER_APPEND = 1000;

/** A small deterministic generator (mulberry32), so two runs write the same year. */
export function randomOf(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(weighted: readonly (readonly [T, number])[]): T => {
    let r = next() * weighted.reduce((n, [, w]) => n + w, 0);
    for (const [value, w] of weighted) {
      r -= w;
      if (r < 0) return value;
    }
    return weighted[0]![0];
  };
  return { next, int, pick };
}

const SOURCES: readonly (readonly [SaleSource, number])[] = [
  ['window', 70],
  ['officialAccount', 12],
  ['miniProgram', 6],
  ['travelAgency', 6],
  ['ota', 6],
];
const WINDOW_METHODS: readonly (readonly [PaymentMethod, number])[] = [
  ['cash', 35],
  ['wechat', 22],
  ['alipay', 18],
  ['paymentCode', 12],
  ['unionpay', 5],
  ['storedCard', 4],
  ['cityCard', 2],
  ['scan', 2],
];
const ONLINE_METHOD: Partial<Record<SaleSource, PaymentMethod>> = {
  officialAccount: 'officialAccount',
  miniProgram: 'miniProgram',
  travelAgency: 'credit',
  ota: 'online',
};

/** A charge or refund the provider confirmed (the sandbox's ledger is filled with them). */
export interface ProviderLine {
  kind: 'charge' | 'refund';
  reference: string;
  amount: number;
  at: Date;
}

export interface YearPlan {
  year: number;
  tickets: number;
  area: { id: number; timeZone: string; offset: string };
  types: ReadonlyMap<number, SaleTicketType>;
  sellers: number[];
  zones: number[];
  devices: number[];
}

/** The instant of a local time of the plan's area (a fixed offset, as Asia/Shanghai has). */
const instant = (plan: YearPlan, day: string, minutes: number) =>
  new Date(Date.parse(`${day}T00:00:00${plan.area.offset}`) + minutes * 60_000);

/** Appends a year; answers the events written and the references the provider would have confirmed. */
export async function writeYear(
  store: EventStore,
  plan: YearPlan,
  onDay?: (day: string, events: number) => void,
): Promise<{
  events: number;
  tickets: number;
  providerLines: ProviderLine[];
}> {
  const rnd = randomOf(17);
  const h = new ReportHistory(plan.area, plan.types, 1, false);
  const typeIds = [...plan.types.keys()];
  const days = Array.from({ length: 366 }, (_, i) =>
    new Date(Date.UTC(plan.year, 0, 1 + i)).toISOString().slice(0, 10),
  ).filter((d) => d.startsWith(String(plan.year)));
  const perDay = plan.tickets / days.length;
  const providerLines: ProviderLine[] = [];
  let events = 0;
  let tickets = 0;
  let shiftNo = 0;
  let cards = 0;
  for (const day of days) {
    let sold = 0;
    const dayTarget = Math.round(perDay);
    while (sold < dayTarget) {
      const source = rnd.pick(SOURCES);
      const method =
        source === 'window' ? rnd.pick(WINDOW_METHODS) : (ONLINE_METHOD[source] as PaymentMethod);
      const lines = [{ ticketTypeID: typeIds[rnd.int(typeIds.length)]!, count: 1 + rnd.int(4) }];
      if (rnd.next() < 0.3)
        lines.push({ ticketTypeID: typeIds[rnd.int(typeIds.length)]!, count: 1 + rnd.int(2) });
      if (lines.length === 2 && lines[0]!.ticketTypeID === lines[1]!.ticketTypeID) lines.pop();
      const at = instant(plan, day, 8 * 60 + rnd.int(10 * 60));
      const seller = plan.sellers[rnd.int(plan.sellers.length)]!;
      const sale = h.sale({ at, sellerID: seller, lines, method, source });
      sold += sale.tickets.length;
      if (method === 'paymentCode') {
        providerLines.push({ kind: 'charge', reference: sale.orderNo, amount: sale.order.amount, at });
      }
      for (const t of sale.tickets) {
        if (rnd.next() < 0.05) h.collected({ at, sellerID: seller, ticketNo: t.ticketNo });
        const zone = plan.zones[rnd.int(plan.zones.length)]!;
        const device = plan.devices[rnd.int(plan.devices.length)]!;
        const enter = new Date(at.getTime() + (10 + rnd.int(60)) * 60_000);
        if (rnd.next() < 0.85) {
          h.pass({ at: enter, ticketNo: t.ticketNo, zoneId: zone, deviceId: device, direction: 'in' });
          if (rnd.next() < 0.6) {
            const leave = new Date(enter.getTime() + (30 + rnd.int(240)) * 60_000);
            h.pass({ at: leave, ticketNo: t.ticketNo, zoneId: zone, deviceId: device, direction: 'out' });
          }
          if (rnd.next() < 0.01) {
            const ticketNo = t.ticketNo;
            h.priceDifference({
              at: enter,
              sellerID: seller,
              ticketNo,
              amount: 500 + rnd.int(2000),
              method: 'cash',
            });
          }
        } else if (rnd.next() < 0.02) {
          h.denied({ at: enter, ticketNo: t.ticketNo, zoneId: zone, deviceId: device });
        }
      }
      if (rnd.next() < 0.02)
        h.reprinted({ at, sellerID: seller, orderNo: sale.orderNo, ticketNos: sale.ticketNos });
      const unused = sale.tickets.filter(() => rnd.next() < 0.03);
      if (unused.length > 0) {
        const later = new Date(at.getTime() + 30 * 60_000);
        const refundNo = h.refund({ at: later, sellerID: seller, order: sale.order, tickets: unused });
        if (method === 'paymentCode') {
          const amount = unused.reduce((n, t) => n + t.price, 0);
          providerLines.push({ kind: 'refund', reference: refundNo, amount, at: later });
        }
      }
    }
    // Stored-value cards: a few sold, recharged and paying each day.
    for (let i = 0; i < 6; i++) {
      const cardNo = `K${String(++cards).padStart(8, '0')}`;
      const at = instant(plan, day, 9 * 60 + i * 30);
      const seller = plan.sellers[i % plan.sellers.length]!;
      h.recharge({
        at,
        sellerID: seller,
        cardNo,
        amount: 10_000 * (1 + rnd.int(5)),
        bonus: 1_000,
        method: 'cash',
      });
      h.card(new Date(at.getTime() + 3_600_000), seller, cardNo, {
        type: 'CardCharged',
        data: {
          cardNo,
          scenicAreaID: plan.area.id,
          amount: 2_000 + rnd.int(6_000),
          orderNo: `DDK${cardNo}`,
          reason: 'sale',
          stay: null,
          sellerID: seller,
          sellerAccount: `seller${seller}`,
          balanceAfter: 0,
        },
      });
    }
    shiftNo += 1;
    for (const seller of plan.sellers) {
      h.handOver({ at: instant(plan, day, 22 * 60), sellerID: seller, shiftNo });
      h.settle({ at: instant(plan, day, 23 * 60), sellerID: seller, shiftNo });
    }
    tickets += sold;
    let dayEvents = 0;
    for (const call of h.take()) {
      for (let i = 0; i < call.length; i += STREAMS_PER_APPEND) {
        const part = call.slice(i, i + STREAMS_PER_APPEND);
        await store.appendToStreams(
          part.map((s) => ({ ...s, expectedRevision: s.expectedRevision ?? 'any' })),
        );
        dayEvents += part.reduce((n, s) => n + s.events.length, 0);
      }
    }
    events += dayEvents;
    onDay?.(day, dayEvents);
  }
  return { events, tickets, providerLines };
}
