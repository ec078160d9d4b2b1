// Write-off and price difference at the window (spec 001 §4–5; issue 12), given/when/then over the
// ticket decider: remaining uses per zone, batch never below zero nor above the maximum, global
// makes the ticket verified; a timed ticket owes only past its included time and is usable once paid.
import { describe, expect, it } from 'vitest';
import { BillingRule } from '../../../domain/rules/billingRule.schema.ts';
import { decideSale } from '../../../domain/sales/sale.ts';
import { TICKET_STATUS } from '../../../domain/sales/saleCodes.ts';
import type { TicketEvent } from '../../../domain/sales/saleEvents.ts';
import {
  decideTicket,
  evolveTicket,
  initialTicketState,
  owedAt,
  type TicketCommand,
  type TicketState,
  ticketDecider,
  writeOffMax,
} from '../../../domain/sales/ticket.ts';
import type { OvertimePricing } from '../../../domain/sales/ticketPriceDifference.ts';
import { DeciderSpecification } from '../../../domain/testing/deciderSpec.ts';
import { ZonePermissionFields } from '../../../domain/ticketTypes/zonePermission.schema.ts';
import { NO_GATE_DETAILS } from '../../support/givenEvents.ts';
import { ADULT, NOW, sellCommand } from './saleFixtures.ts';

const spec = DeciderSpecification.for(ticketDecider);
const TODAY = '2026-11-25';
const zone = (fields: Partial<ReturnType<typeof ZonePermissionFields.parse>> & { zoneID: number }) =>
  ZonePermissionFields.parse(fields);

/** Zone 11: 3 passes in all; zone 12: unlimited in all, 2 a day. */
const MULTI = {
  ...ADULT,
  zones: [zone({ zoneID: 11, useTimes: 3 }), zone({ zoneID: 12, useTimesByDay: 2 })],
};
/** Timed (fee method 1): zone 21 includes 120 minutes. */
const TIMED = { ...ADULT, ticketFeeMethod: 1, zones: [zone({ zoneID: 21, ticketValidTime: 120 })] };

function issuedOf(type: typeof ADULT): TicketEvent {
  const { tickets } = decideSale(
    sellCommand(
      { lines: [{ ticketTypeID: type.id, count: 1, tourists: [] }] },
      { types: new Map([[type.id, type]]) },
    ),
  );
  return tickets[0] as TicketEvent;
}
const issued = issuedOf(MULTI);
const ticketNo = (issued.data as { ticketNo: string }).ticketNo;
const seller = { sellerID: 9, sellerAccount: 'seller', window: 'W1' };

const writeOff = (zoneId: number, count: number, today = TODAY): TicketCommand => ({
  type: 'WriteOffTicket',
  data: { ...seller, today, scope: 'zone', zoneId, count },
});
const writtenOff = (zoneId: number, count: number, day = TODAY): TicketEvent => ({
  type: 'TicketWrittenOff',
  data: { ticketNo, ...seller, scope: 'zone', zoneId, count, writtenOffOn: day },
});
const fold = (events: TicketEvent[]): TicketState => events.reduce(evolveTicket, initialTicketState());

describe('write-off per attraction and batch', () => {
  it('per attraction takes one pass of that zone, with the seller and window', () => {
    spec
      .given([issued])
      .when(writeOff(11, 1))
      .then([writtenOff(11, 1)]);
    expect(writeOffMax(fold([issued, writtenOff(11, 1)]), 11, TODAY)).toBe(2);
  });

  it('batch takes n passes, up to what is left', () => {
    spec
      .given([issued, writtenOff(11, 1)])
      .when(writeOff(11, 2))
      .then([writtenOff(11, 2)]);
  });

  it('batch above the maximum is refused, naming the maximum', () => {
    spec
      .given([issued, writtenOff(11, 1)])
      .when(writeOff(11, 3))
      .thenThrows((e) => (e as { code: string; details: { max: number } }).details.max === 2);
  });

  it('never below zero: with no pass left even one is refused, and the ticket is used', () => {
    spec
      .given([issued, writtenOff(11, 3)])
      .when(writeOff(11, 1))
      .thenThrows('WRITE_OFF_NONE_LEFT');
    expect(writeOffMax(fold([issued, writtenOff(11, 3)]), 11, TODAY)).toBe(0);
  });

  it('gate entries spend the same passes as write-offs', () => {
    const passed: TicketEvent = {
      type: 'TicketPassed',
      data: {
        ticketNo,
        zoneId: 11,
        direction: 'in',
        deviceId: 'G1',
        passedAt: '2026-11-25T01:00:00Z',
        passedOn: TODAY,
        ...NO_GATE_DETAILS,
      },
    };
    const out: TicketEvent = { ...passed, data: { ...passed.data, direction: 'out' } } as TicketEvent;
    spec.given([issued, passed, out, passed]).when(writeOff(11, 2)).thenThrows('WRITE_OFF_ABOVE_MAX');
    spec
      .given([issued, passed, out, passed])
      .when(writeOff(11, 1))
      .then([writtenOff(11, 1)]);
  });

  it('a per-day limit counts the day: two today are the maximum, tomorrow two again', () => {
    spec
      .given([issued, writtenOff(12, 2)])
      .when(writeOff(12, 1))
      .thenThrows('WRITE_OFF_NONE_LEFT');
    const later = { ...issued, data: { ...issued.data, validTo: '2026-11-26' } } as TicketEvent;
    spec
      .given([later, writtenOff(12, 2)])
      .when(writeOff(12, 2, '2026-11-26'))
      .then([writtenOff(12, 2, '2026-11-26')]);
  });

  it('a zone that is not on the ticket is refused', () => {
    spec.given([issued]).when(writeOff(99, 1)).thenThrows('WRITE_OFF_ZONE_NOT_ON_TICKET');
  });
});

describe('global write-off', () => {
  const global: TicketCommand = {
    type: 'WriteOffTicket',
    data: { ...seller, today: TODAY, scope: 'global' },
  };
  const globalEvent: TicketEvent = {
    type: 'TicketWrittenOff',
    data: {
      ticketNo,
      ...seller,
      scope: 'global',
      zoneId: null,
      count: 1,
      writtenOffOn: TODAY,
      zones: [
        { zoneId: 11, count: 3 },
        { zoneId: 12, count: 2 },
      ],
    },
  };

  it('makes the ticket verified and spends what each zone had left; nothing more can be written off', () => {
    spec.given([issued]).when(global).then([globalEvent]);
    expect(fold([issued, globalEvent]).status).toBe(TICKET_STATUS.verified);
    expect(fold([issued, globalEvent]).uses.map((z) => [z.zoneId, z.spent])).toEqual([
      [11, 3],
      [12, 2],
    ]);
    // A global write-off recorded before issue 30 carries no zones: verified, nothing spent.
    const { zones: _, ...older } = globalEvent.data as { zones?: unknown };
    const old = fold([issued, { ...globalEvent, data: older } as TicketEvent]);
    expect([old.status, old.uses.every((z) => z.spent === 0)]).toEqual([TICKET_STATUS.verified, true]);
    spec.given([issued, globalEvent]).when(writeOff(12, 1)).thenThrows('WRITE_OFF_VERIFIED');
  });

  it('refuses refunded, expired and disabled tickets, each with its own message', () => {
    const state = fold([issued]);
    const refusal = (s: TicketState, today = TODAY) => {
      try {
        decideTicket(global, { ...s });
        decideTicket({ ...global, data: { ...global.data, today } }, s);
        return 'none';
      } catch (e) {
        return (e as { code: string }).code;
      }
    };
    expect(refusal({ ...state, status: TICKET_STATUS.refunded })).toBe('WRITE_OFF_REFUNDED');
    expect(refusal({ ...state, status: TICKET_STATUS.disabled })).toBe('WRITE_OFF_DISABLED');
    expect(refusal({ ...state, status: TICKET_STATUS.reportedLost })).toBe('WRITE_OFF_DISABLED');
    spec
      .given([issued])
      .when({ ...global, data: { ...global.data, today: '2026-11-26' } })
      .thenThrows('WRITE_OFF_EXPIRED');
  });
});

describe('price difference of a timed ticket', () => {
  const timed = issuedOf(TIMED);
  const timedNo = (timed.data as { ticketNo: string }).ticketNo;
  const entered: TicketEvent = {
    type: 'TicketPassed',
    data: {
      ticketNo: timedNo,
      zoneId: 21,
      direction: 'in',
      deviceId: null,
      passedAt: '2026-11-25T02:00:00Z',
      passedOn: TODAY,
      ...NO_GATE_DETAILS,
    },
  };
  const stages: OvertimePricing = {
    kind: 'stages',
    rule: {
      gracePeriod: 15,
      stages: [
        { overtimeMinutes: 15, amount: 1000 },
        { overtimeMinutes: 60, amount: 2000 },
        { overtimeMinutes: 120, amount: 4000 },
        { overtimeMinutes: 240, amount: 8000 },
      ],
    },
  };
  const at = (minutes: number) => new Date(Date.parse('2026-11-25T02:00:00Z') + minutes * 60_000);
  const pay = (amount: number, minutes: number): TicketCommand => ({
    type: 'PayPriceDifference',
    data: {
      now: at(minutes),
      pricing: stages,
      amount,
      sellerID: 9,
      sellerAccount: 'seller',
      payment: { method: 'cash', receivedFen: 5000, changeFen: null, reference: null },
    },
  });
  const paid = (amount: number, minutesOver: number): TicketEvent => ({
    type: 'PriceDifferencePaid',
    data: {
      ticketNo: timedNo,
      amount,
      paymentMethod: 'cash',
      minutesOver,
      sellerID: 9,
      sellerAccount: 'seller',
      receivedFen: 5000,
      changeFen: 5000 - amount,
      reference: null,
    },
  });

  it('owes nothing within the included time nor within the grace, and nothing before entering', () => {
    const inside = fold([timed, entered]);
    expect(owedAt(inside, stages, at(119))).toBe(0);
    expect(owedAt(inside, stages, at(135))).toBe(0);
    expect(owedAt(fold([timed]), stages, at(500))).toBe(0);
    spec.given([timed, entered]).when(pay(1000, 110)).thenThrows('PRICE_DIFFERENCE_NONE_OWED');
  });

  it('owes past the included time; paying makes it usable again until a later stage', () => {
    expect(owedAt(fold([timed, entered]), stages, at(140))).toBe(1000);
    spec
      .given([timed, entered])
      .when(pay(1000, 140))
      .then([paid(1000, 20)]);
    const settled = fold([timed, entered, paid(1000, 20)]);
    expect(owedAt(settled, stages, at(141))).toBe(0);
    expect(owedAt(settled, stages, at(200))).toBe(1000); // stage 2 asks ¥20 in all
  });

  it('refuses an amount that is no longer what is owed, and too little cash', () => {
    spec.given([timed, entered]).when(pay(1000, 200)).thenThrows('PRICE_DIFFERENCE_CHANGED');
    const short = pay(2000, 200);
    if (short.type === 'PayPriceDifference') short.data.payment.receivedFen = 1500;
    spec.given([timed, entered]).when(short).thenThrows('CASH_NOT_ENOUGH');
  });

  it('is not usable while it owes: a write-off is refused until the difference is paid', () => {
    const writeOffAt = (minutes: number): TicketCommand => ({
      type: 'WriteOffTicket',
      data: {
        ...seller,
        today: TODAY,
        scope: 'zone',
        zoneId: 21,
        count: 1,
        overtime: { pricing: stages, now: at(minutes) },
      },
    });
    spec.given([timed, entered]).when(writeOffAt(140)).thenThrows('WRITE_OFF_PRICE_DIFFERENCE_OWED');
    spec
      .given([timed, entered, paid(1000, 20)])
      .when(writeOffAt(141))
      .then([
        {
          type: 'TicketWrittenOff',
          data: { ticketNo: timedNo, ...seller, scope: 'zone', zoneId: 21, count: 1, writtenOffOn: TODAY },
        },
      ]);
  });

  it('a ticket that is not timed never owes', () => {
    const plain = fold([issued, { ...entered, data: { ...entered.data, zoneId: 11 } } as TicketEvent]);
    expect(owedAt(plain, stages, at(1000))).toBe(0);
  });

  it('a new entry starts a new stay: what was paid before does not count', () => {
    const again = { ...entered, data: { ...entered.data, passedAt: at(300).toISOString() } } as TicketEvent;
    const state = fold([timed, entered, paid(1000, 20), again]);
    expect(owedAt(state, stages, at(300 + 140))).toBe(1000);
  });

  it('without a stage rule, the billing rule prices the overtime stretch', () => {
    const billing: OvertimePricing = {
      kind: 'billing',
      calendar: { timeZone: 'Asia/Shanghai' },
      rule: BillingRule.parse({
        calcRuleName: 'x',
        scenicAreaID: 1,
        deductionGranularity: 30,
        periods: [{ start: '00:00', end: '23:59', unitPrice: 500 }],
      }),
    };
    const inside = fold([timed, entered]);
    expect(owedAt(inside, billing, at(120))).toBe(0);
    expect(owedAt(inside, billing, at(150))).toBe(500); // 30 min over: one unit
    expect(owedAt(inside, billing, at(151))).toBe(1000);
  });
});

it('the decider state starts empty', () => {
  expect(initialTicketState()).toMatchObject({ uses: [], stay: null });
  expect(NOW.toISOString()).toBe('2026-11-25T02:00:00.000Z');
});
