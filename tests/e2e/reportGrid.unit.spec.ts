// The browser test's comparison of a table with its exported sheet finds what differs (self-check).
import { describe, expect, it } from 'vitest';
import { gridDifferences, sameCell } from './reportGrid.ts';

const screen = {
  header: ['日期', '票数', '实收金额'],
  rows: [['2026-03-11', '3', '¥1,240.50']],
  totals: ['合计', '3', '¥1,240.50'],
};

describe('a table against its sheet', () => {
  it('agrees when the sheet holds the same texts, counts and yuan', () => {
    const sheet = [
      ['日期', '票数', '实收金额'],
      ['2026-03-11', 3, 1240.5],
      ['合计', 3, 1240.5],
    ];
    expect(gridDifferences(screen, sheet)).toEqual([]);
    expect(sameCell('—', null)).toBe(true);
  });

  it('finds a figure off by a fen, a missing header and a missing totals row', () => {
    const off = [
      ['日期', '票数', '实收金额'],
      ['2026-03-11', 3, 1240.49],
      ['合计', 3, 1240.5],
    ];
    expect(gridDifferences(screen, off)).toHaveLength(1);
    expect(gridDifferences(screen, [['Date', 'Tickets', 'Amount']])[0]).toContain('header');
    const noTotals = [
      ['日期', '票数', '实收金额'],
      ['2026-03-11', 3, 1240.5],
    ];
    expect(gridDifferences(screen, noTotals)[0]).toContain('totals');
    expect(sameCell('3', 4)).toBe(false);
    expect(sameCell('微信', '现金')).toBe(false);
  });
});
