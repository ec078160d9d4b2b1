// Being inside (issue 13): in/out pairing, the zone's capacity against live occupancy (exactly
// full admits nobody; a group needs room for all; exits always pass), and a timed ticket that
// leaves after its included time owing a price difference.
import { describe, it } from 'vitest';
import type { TicketEvent } from '../../../domain/sales/saleEvents.ts';
import type { OvertimePricing } from '../../../domain/sales/ticketPriceDifference.ts';
import { boatOvertime } from '../rules/feeExamples.ts';
import {
  admits,
  type GateOptions,
  issued,
  passed,
  passGate,
  refuses,
  TICKET_NO,
  TODAY,
} from './gateFixtures.ts';

const inAt = (time: string, o: GateOptions = {}) => passGate(`${TODAY} ${time}`, o);
const outAt = (time: string, o: GateOptions = {}) => passGate(`${TODAY} ${time}`, { ...o, direction: 'out' });

describe('in/out pairing', () => {
  const paired = issued({}, { pair: 1 });

  it('a second entry without an exit is refused; after the exit it passes', () => {
    refuses([paired, passed(inAt('09:00'))], inAt('10:00'), 'already_inside');
    admits([paired, passed(inAt('09:00')), passed(outAt('09:30'))], inAt('10:00'));
  });

  it('an exit without an entry is refused; after the entry it passes', () => {
    refuses([paired], outAt('10:00'), 'not_inside');
    admits([paired, passed(inAt('09:00'))], outAt('10:00'));
  });

  it('without pairing, neither is checked', () => {
    admits([issued()], outAt('10:00'));
    admits([issued(), passed(inAt('09:00'))], inAt('10:00'));
  });
});

describe('capacity', () => {
  const full = (inside: number): GateOptions => ({ zone: { limitEnable: true, limitCount: 10, inside } });
  const group = issued({ persons: 3 });

  it('one below the limit admits one person; at the limit, nobody', () => {
    admits([issued()], inAt('10:00', full(9)));
    refuses([issued()], inAt('10:00', full(10)), 'zone_full', { zoneName: '东门', limit: 10 });
  });

  it('a group needs room for all its people', () => {
    refuses([group], inAt('10:00', full(8)), 'zone_full', { zoneName: '东门', limit: 10 });
    admits([group], inAt('10:00', full(7)), {}, 3);
  });

  it('exits pass when full; a zone without a limit never fills', () => {
    admits([issued()], outAt('10:00', full(12)));
    const unlimited = inAt('10:00', { zone: { limitEnable: false, limitCount: 10, inside: 500 } });
    admits([issued()], unlimited);
  });
});

describe('a timed ticket leaving after its included time', () => {
  const timed = issued({ feeMethod: 1 }, { ticketValidTime: 120 });
  const stages: OvertimePricing = { kind: 'stages', rule: boatOvertime }; // grace 15, ¥10 from 15 minutes over
  const entered = passed(inAt('10:00'));
  const leave = (time: string) => outAt(time, { overtime: stages });

  it('the entry is told its included minutes; an exit within them, what is left', () => {
    admits([timed], inAt('10:00'), { minutes: 120 });
    admits([timed, entered], leave('11:00'), { minutes: 60 });
  });

  it('owes nothing within the grace; past it the gate holds it with minutes over and the amount', () => {
    admits([timed, entered], leave('12:15'), { minutes: 0 });
    refuses([timed, entered], leave('12:20'), 'price_difference_due', { minutesOver: 20, owed: '10.00' });
  });

  it('once paid at the window it leaves; without a pricing rule it never owes', () => {
    const seller = { sellerID: 9, sellerAccount: 's', receivedFen: 1000, changeFen: 0, reference: null };
    const paid: TicketEvent = {
      type: 'PriceDifferencePaid',
      data: { ticketNo: TICKET_NO, amount: 1000, paymentMethod: 'cash', minutesOver: 20, ...seller },
    };
    admits([timed, entered, paid], leave('12:21'), { minutes: 0 });
    admits([timed, entered], outAt('15:00'), { minutes: 0 });
  });
});
