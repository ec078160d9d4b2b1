// Uses at the gate (issue 13): passes in total and per day — the day being the scenic area's, so a
// pass just after midnight in Shanghai counts on the new day though UTC still says the old one —
// and the valid days and minutes that run from the ticket's first use.
import { describe, expect, it } from 'vitest';
import type { TicketEvent } from '../../../domain/sales/saleEvents.ts';
import { ZonePermissionFields } from '../../../domain/ticketTypes/zonePermission.schema.ts';
import { admits, issued, passed, passGate, refuses, TICKET_NO, TODAY } from './gateFixtures.ts';

const inAt = (local: string) => passGate(local);
const outAt = (local: string) => passGate(local, { direction: 'out' });
const was = (...commands: ReturnType<typeof passGate>[]): TicketEvent[] => commands.map((c) => passed(c));

describe('uses in total', () => {
  const twice = issued({}, { useTimes: 2 });

  it('the last use passes and says none left; the next is used up', () => {
    const first = inAt(`${TODAY} 09:00`);
    admits([twice], first, { uses: 1, usesToday: 1 });
    const last = inAt(`${TODAY} 10:00`);
    admits([twice, ...was(first)], last, { uses: 0, usesToday: 0 });
    refuses([twice, ...was(first, last)], inAt(`${TODAY} 11:00`), 'used_up');
  });

  it('a zone used up while another zone is left names the zone’s limit', () => {
    const zones = [
      ZonePermissionFields.parse({ zoneID: 11, useTimes: 1 }),
      ZonePermissionFields.parse({ zoneID: 12 }),
    ];
    const withOther = issued({ zones });
    refuses([withOther, ...was(inAt(`${TODAY} 09:00`))], inAt(`${TODAY} 10:00`), 'used_up', { limit: 1 });
  });

  it('exits spend nothing; window write-offs spend the same uses', () => {
    const last = inAt(`${TODAY} 10:00`);
    admits([twice, ...was(inAt(`${TODAY} 09:00`), outAt(`${TODAY} 09:30`))], last, { uses: 0, usesToday: 0 });
    const seller = { sellerID: 9, sellerAccount: 's', window: 'W1' };
    const writtenOff: TicketEvent = {
      type: 'TicketWrittenOff',
      data: { ticketNo: TICKET_NO, ...seller, scope: 'zone', zoneId: 11, count: 2, writtenOffOn: TODAY },
    };
    refuses([twice, writtenOff], inAt(`${TODAY} 10:00`), 'used_up');
  });
});

describe('uses per day, on the area’s day', () => {
  const twoADay = issued({ validTo: '2026-11-26' }, { useTimesByDay: 2 });
  const today = was(inAt(`${TODAY} 09:00`), inAt(`${TODAY} 12:00`));

  it('the last use of the day passes, the next that day is used up for today', () => {
    const last = inAt(`${TODAY} 12:00`);
    admits([twoADay, ...was(inAt(`${TODAY} 09:00`))], last, { uses: null, usesToday: 0 });
    refuses([twoADay, ...today], inAt(`${TODAY} 23:59`), 'used_up_today', { perDay: 2 });
  });

  it('just after midnight in Shanghai it passes again, though it is still the 25th in UTC', () => {
    const midnight = inAt('2026-11-26 00:00');
    expect(midnight.data.now.toISOString().slice(0, 10)).toBe(TODAY);
    expect(midnight.data.today).toBe('2026-11-26');
    admits([twoADay, ...today], midnight, { uses: null, usesToday: 1 });
  });
});

describe('valid days and minutes from first use', () => {
  it('ticketValidDays 2: the first use’s day and the next pass, the day after is expired', () => {
    const week = issued({ validTo: '2026-12-31' }, { ticketValidDays: 2 });
    const first = was(inAt(`${TODAY} 10:00`));
    const lastDay = inAt('2026-11-26 23:59');
    admits([week, ...first], lastDay);
    refuses([week, ...first], inAt('2026-11-27 00:00'), 'expired', { validTo: '2026-11-26' });
  });

  it('valid days start with the first use, however late', () => {
    const week = issued({ validTo: '2026-12-31' }, { ticketValidDays: 2 });
    const firstUse = inAt('2026-12-20 10:00');
    admits([week], firstUse);
  });

  it('ticketValidTime 120 on a ticket that is not timed: enters until 119 minutes after its first use', () => {
    const twoHours = issued({}, { ticketValidTime: 120 });
    const first = was(inAt(`${TODAY} 10:00`), outAt(`${TODAY} 10:30`));
    const inTime = inAt(`${TODAY} 11:59`);
    admits([twoHours, ...first], inTime);
    refuses([twoHours, ...first], inAt(`${TODAY} 12:00`), 'valid_time_over', { minutes: 120 });
  });

  it('totalTime 60: minutes inside add up over stays; at 60 no more entries', () => {
    const hour = issued({}, { totalTime: 60 });
    const stays = was(inAt(`${TODAY} 10:00`), outAt(`${TODAY} 10:59`));
    const again = inAt(`${TODAY} 11:00`);
    admits([hour, ...stays], again);
    refuses(
      [hour, ...stays, ...was(again, outAt(`${TODAY} 11:01`))],
      inAt(`${TODAY} 11:30`),
      'valid_time_over',
      {
        minutes: 60,
      },
    );
  });
});
