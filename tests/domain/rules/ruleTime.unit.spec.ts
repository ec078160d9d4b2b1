// The local date of an instant, judged in the scenic area's time zone (remembered per zone and minute).
import { describe, expect, it } from 'vitest';
import { localDateOf } from '../../../domain/rules/ruleTime.ts';

const at = (iso: string) => Date.parse(iso);

describe('localDateOf', () => {
  it('turns at the local midnight, to the millisecond, whichever zone asked in between', () => {
    expect(localDateOf(at('2026-11-25T15:59:59.999Z'), 'Asia/Shanghai')).toBe('2026-11-25');
    expect(localDateOf(at('2026-11-25T15:59:59.999Z'), 'Europe/Madrid')).toBe('2026-11-25');
    expect(localDateOf(at('2026-11-25T16:00:00.000Z'), 'Asia/Shanghai')).toBe('2026-11-26');
    expect(localDateOf(at('2026-11-25T16:00:00.000Z'), 'Europe/Madrid')).toBe('2026-11-25');
    expect(localDateOf(at('2026-11-25T23:00:00.000Z'), 'Europe/Madrid')).toBe('2026-11-26');
    expect(localDateOf(at('2026-11-25T15:59:30.000Z'), 'Asia/Shanghai')).toBe('2026-11-25');
  });

  it('follows a zone whose offset is not whole hours, and a summer-time change', () => {
    // Kathmandu is UTC+05:45: its midnight falls at 18:15 UTC.
    expect(localDateOf(at('2026-11-25T18:14:59.999Z'), 'Asia/Kathmandu')).toBe('2026-11-25');
    expect(localDateOf(at('2026-11-25T18:15:00.000Z'), 'Asia/Kathmandu')).toBe('2026-11-26');
    // Madrid on 2026-03-29 (clocks go forward at 01:00 UTC): midnight of the 30th is 22:00 UTC.
    expect(localDateOf(at('2026-03-29T21:59:59.999Z'), 'Europe/Madrid')).toBe('2026-03-29');
    expect(localDateOf(at('2026-03-29T22:00:00.000Z'), 'Europe/Madrid')).toBe('2026-03-30');
  });
});
