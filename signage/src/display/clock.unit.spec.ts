import { describe, expect, it } from 'vitest';
import { formatDate, formatTime, msToNextSecond } from './clock.ts';

const instant = new Date('2026-05-01T06:07:08.250Z');

describe('signage clock', () => {
  it('shows a 24-hour time with seconds in the scenic area time zone', () => {
    expect(formatTime(instant, 'zh-CN', 'Asia/Shanghai')).toBe('14:07:08');
    expect(formatTime(instant, 'es-ES', 'UTC')).toBe('06:07:08');
  });

  it('shows the date with the weekday in each language', () => {
    // Punctuation varies between ICU versions: check the parts.
    expect(formatDate(instant, 'zh-CN', 'Asia/Shanghai')).toMatch(/2026年5月1日.*星期五/);
    expect(formatDate(instant, 'en-GB', 'Asia/Shanghai')).toMatch(/Friday.*1 May 2026/);
    expect(formatDate(instant, 'es-ES', 'Asia/Shanghai')).toMatch(/viernes.*1 de mayo de 2026/);
  });

  it('waits until the next whole second', () => {
    expect(msToNextSecond(instant.getTime())).toBe(750);
  });
});
