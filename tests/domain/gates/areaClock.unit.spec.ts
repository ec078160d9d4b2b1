// The area's clock (domain/gates/areaClock.ts): the server's instant read as the scenic area's day,
// minute and weekday, and whether that day is one of its holidays. Midnight is the area's.
import { describe, expect, it } from 'vitest';
import { areaClock } from '../../../domain/gates/areaClock.ts';

describe('areaClock', () => {
  it('midnight in Shanghai is 16:00 UTC the day before: the new day, a Wednesday, starts there', () => {
    expect(areaClock(new Date('2026-11-24T15:59:59Z'), 'Asia/Shanghai', [])).toEqual({
      today: '2026-11-24',
      localTime: '23:59',
      weekday: 'tue',
      holiday: false,
    });
    expect(areaClock(new Date('2026-11-24T16:00:00Z'), 'Asia/Shanghai', [])).toEqual({
      today: '2026-11-25',
      localTime: '00:00',
      weekday: 'wed',
      holiday: false,
    });
  });

  it('another zone without summer time: Bogotá is five hours behind UTC', () => {
    const clock = areaClock(new Date('2026-11-25T04:59:00Z'), 'America/Bogota', []);
    expect([clock.today, clock.localTime, clock.weekday]).toEqual(['2026-11-24', '23:59', 'tue']);
    expect(areaClock(new Date('2026-11-25T12:30:00Z'), 'UTC', []).localTime).toBe('12:30');
  });

  it('a holiday range admits both its ends, judged on the area’s day', () => {
    const golden = [{ startDate: '2026-10-01', endDate: '2026-10-07' }];
    const on = (iso: string) => areaClock(new Date(iso), 'Asia/Shanghai', golden).holiday;
    expect(on('2026-09-30T15:59:00Z')).toBe(false); // 23:59 on 30 September
    expect(on('2026-09-30T16:00:00Z')).toBe(true); // 00:00 on 1 October
    expect(on('2026-10-07T15:59:00Z')).toBe(true); // 23:59 on 7 October
    expect(on('2026-10-07T16:00:00Z')).toBe(false);
  });
});
