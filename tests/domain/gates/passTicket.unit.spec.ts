// The ticket itself at the gate (issue 13): its status, its dates on the area's day, collection at
// the window, and the lane's door mode. Each reason at its edge, given/when/then over the ticket.
import { describe, expect, it } from 'vitest';
import { judgePass } from '../../../domain/gates/passRules.ts';
import { TICKET_STATUS } from '../../../domain/sales/saleCodes.ts';
import type { TicketEvent } from '../../../domain/sales/saleEvents.ts';
import { evolveTicket, initialTicketState } from '../../../domain/sales/ticket.ts';
import { admits, issued, passed, passGate, refuses, spec, TICKET_NO, TODAY } from './gateFixtures.ts';

const at10 = passGate(`${TODAY} 10:00`);

describe('the ticket’s status', () => {
  it('an issued ticket of the zone, on its day, passes: one use spent, nothing limited', () => {
    admits([issued()], at10);
  });

  it('an unknown ticket (no stream) is refused as such, and judged unknown', () => {
    spec.given([]).when(at10).thenThrows('TICKET_NOT_FOUND');
    expect(judgePass(initialTicketState(), at10.data).reason).toBe('unknown');
  });

  it.each([
    ['refunded', TICKET_STATUS.refunded],
    ['voided', TICKET_STATUS.voided],
    ['lost', TICKET_STATUS.reportedLost],
    ['disabled', TICKET_STATUS.disabled],
  ] as const)('a %s ticket is refused both ways', (reason, status) => {
    const state = { ...evolveTicket(initialTicketState(), issued()), status };
    expect(judgePass(state, at10.data).reason).toBe(reason);
    expect(judgePass(state, passGate(`${TODAY} 10:00`, { direction: 'out' }).data).reason).toBe(reason);
  });

  it('a ticket refunded through its stream is refused with its own reason', () => {
    const refunded = {
      type: 'TicketRefunded',
      data: { ticketNo: TICKET_NO, refundNo: 'TK1', amount: 8000 },
    } as const;
    refuses([issued(), refunded], at10, 'refunded');
  });
});

describe('dates, judged on the area’s day', () => {
  const tomorrow = { validFrom: '2026-11-26', validTo: '2026-11-26' };

  it('not yet valid until its first day’s midnight in Shanghai, then valid', () => {
    refuses([issued(tomorrow)], passGate('2026-11-25 23:59'), 'not_yet_valid', { validFrom: '2026-11-26' });
    const midnight = passGate('2026-11-26 00:00');
    admits([issued(tomorrow)], midnight);
  });

  it('valid on its last day to 23:59, expired at the next midnight (16:00 UTC)', () => {
    const last = passGate(`${TODAY} 23:59`);
    admits([issued()], last);
    const next = passGate('2026-11-26 00:00');
    expect(next.data.now.toISOString()).toBe('2026-11-25T16:00:00.000Z');
    refuses([issued()], next, 'expired', { validTo: TODAY });
  });

  it('dates never keep anyone inside: an expired ticket goes out', () => {
    const out = passGate('2026-11-26 00:30', { direction: 'out' });
    admits([issued()], out);
  });
});

describe('collection and the lane', () => {
  it('a ticket that must be collected is refused until it is, then passes', () => {
    refuses([issued({ mustCollect: true })], at10, 'not_collected');
    const collected = { type: 'TicketCollected', data: { ticketNo: TICKET_NO } } as const;
    admits([issued({ mustCollect: true }), collected], at10);
  });

  it('a lane set normally closed opens for nobody; normally open and normal judge the ticket', () => {
    refuses([issued()], passGate(`${TODAY} 10:00`, { device: { doorMode: 2 } }), 'door_closed');
    const open = passGate(`${TODAY} 10:00`, { device: { doorMode: 1 } });
    admits([issued()], open);
  });

  it('a repeated request id decides nothing: the first answer stands', () => {
    spec
      .given([issued(), passed(at10)])
      .when(at10)
      .thenNothingHappened();
  });
});

describe('what an admitted pass records', () => {
  const holder = { name: '张三', idNumber: '11010519491231002X', mobile: '13800138000', photoId: null };

  it('an entry names the holder’s province (for the flow by province); an exit does not', () => {
    const expected = passed(at10) as Extract<TicketEvent, { type: 'TicketPassed' }>;
    spec
      .given([issued({ holder })])
      .when(at10)
      .then([{ ...expected, data: { ...expected.data, province: '110000' } }]);
    admits([issued({ holder })], passGate(`${TODAY} 10:00`, { direction: 'out' }));
  });
});
