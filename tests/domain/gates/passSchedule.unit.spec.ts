// The pass schedule at the gate (issue 13, spec 000 §3): the weekday's periods, or the holiday's on
// the area's holidays; both ends of a period admit, a minute outside does not; a holiday without
// periods admits nobody; exits are never held by the schedule.
import { describe, it } from 'vitest';
import type { StoredPeriods } from '../../../domain/masterData/passSchedule.schema.ts';
import { admits, type GateOptions, issued, passGate, refuses, TODAY } from './gateFixtures.ts';

const none = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [], holiday: [] };
const DAYTIME: StoredPeriods = {
  ...none,
  wed: [
    { start: '08:00', end: '12:00' },
    { start: '14:00', end: '17:00' },
  ],
  holiday: [{ start: '09:00', end: '11:00' }],
};
const NO_HOLIDAY: StoredPeriods = { ...none, wed: [{ start: '08:00', end: '17:00' }] };
const schedules = new Map([
  [5, DAYTIME],
  [6, NO_HOLIDAY],
]);
const THIS_WEEK = { validTo: '2026-11-30' };
const onSchedule = (id: number | null) => issued(THIS_WEEK, { throughGroupID: id });
const HOLIDAY = [{ startDate: TODAY, endDate: '2026-11-26' }];

const at = (time: string, o: GateOptions = {}) => passGate(`${TODAY} ${time}`, { schedules, ...o });

describe('the weekday’s periods', () => {
  it('admits at a period’s first and last minute, and between', () => {
    for (const time of ['08:00', '11:59', '12:00', '14:00', '17:00']) admits([onSchedule(5)], at(time));
  });

  it('refuses a minute before, a minute after and between periods, listing the periods', () => {
    const periods = { periods: '08:00-12:00, 14:00-17:00' };
    for (const time of ['07:59', '12:01', '13:59', '17:01'])
      refuses([onSchedule(5)], at(time), 'outside_schedule', periods);
  });

  it('a weekday without periods (Saturday here) admits nobody', () => {
    refuses([onSchedule(5)], passGate('2026-11-28 10:00', { schedules }), 'outside_schedule', {
      periods: '',
    });
  });

  it('no schedule on the permission admits at any hour; a schedule the use case did not find, none', () => {
    admits([onSchedule(null)], at('03:00'));
    refuses([onSchedule(9)], at('10:00'), 'outside_schedule', { periods: '' });
  });

  it('exits are never held by the schedule', () => {
    admits([onSchedule(5)], at('23:00', { direction: 'out' }));
  });
});

describe('holidays', () => {
  it('on a holiday the holiday’s periods apply, not the weekday’s', () => {
    admits([onSchedule(5)], at('11:00', { holidays: HOLIDAY }));
    refuses([onSchedule(5)], at('11:01', { holidays: HOLIDAY }), 'outside_schedule', {
      periods: '09:00-11:00',
    });
  });

  it('a schedule without holiday periods is closed on holidays, open on the day after', () => {
    refuses([onSchedule(6)], at('10:00', { holidays: HOLIDAY }), 'holiday_closed');
    admits([onSchedule(6)], at('10:00', { holidays: [{ startDate: '2026-11-24', endDate: '2026-11-24' }] }));
  });
});
