// Every report of the catalogue has its title, every column of every grouping, every grouping and
// every filter their texts (cn is the reference; i18nKeys.unit.spec.ts checks en and es have them
// all); cells and charts read as the screen shows them.
import { describe, expect, it } from 'vitest';
import { columnsOf, REPORT_CATALOG, REPORT_KEYS } from '../../../domain/reports/reportCatalog.ts';
import { REPORT_FILTERS, REPORT_GROUP_BYS } from '../../../domain/reports/reportQuery.schema.ts';
import { cellText } from './reportCells.ts';
import { shareChart, trendChart } from './reportChartsModel.ts';
import { reportsCn } from './reports.cn.ts';

describe('report texts', () => {
  it('name every report, column, grouping and filter', () => {
    const missing = [
      ...REPORT_KEYS.filter((k) => !(k in reportsCn.titles)).map((k) => `titles.${k}`),
      ...REPORT_KEYS.flatMap((k) =>
        REPORT_CATALOG[k].groupings.flatMap((g) => columnsOf(REPORT_CATALOG[k], g).map((c) => c.key)),
      )
        .filter((c) => !(c in reportsCn.columns))
        .map((c) => `columns.${c}`),
      ...REPORT_GROUP_BYS.filter((g) => !(g in reportsCn.groupBy)).map((g) => `groupBy.${g}`),
      ...REPORT_FILTERS.filter((f) => !(f in reportsCn.filters)).map((f) => `filters.${f}`),
    ];
    expect(missing).toEqual([]);
  });
});

describe('report cells', () => {
  it('show money in yuan with two decimals, codes by name, unknowns as a dash', () => {
    expect(cellText({ key: 'amount', kind: 'money' }, 12_345, 'cn')).toBe('¥123.45');
    expect(cellText({ key: 'differenceAmount', kind: 'money' }, -50, 'cn')).toBe('-¥0.50');
    expect(cellText({ key: 'ticketCount', kind: 'count' }, 0, 'cn')).toBe('0');
    expect(cellText({ key: 'day', kind: 'date' }, '2026-03-11', 'cn')).toBe('2026-03-11');
    expect(cellText({ key: 'paymentMethod', kind: 'text' }, 'cash', 'en')).toBe('Cash');
    expect(cellText({ key: 'source', kind: 'text' }, 'window', 'es')).toBe('Taquilla');
    expect(cellText({ key: 'sellerAccount', kind: 'text' }, null, 'cn')).toBe('无');
    expect(cellText({ key: 'unusedAmount', kind: 'money' }, null, 'cn')).toBe('—');
  });
});

describe('report charts', () => {
  const center = REPORT_CATALOG.dataCenter;
  const trend = [
    { day: '2026-03-10', values: { netAmount: 8000, ticketCount: 1, entryPersons: 0 } },
    { day: '2026-03-11', values: { netAmount: 16_050, ticketCount: 2, entryPersons: 3 } },
  ];

  it('draw money in yuan on the left axis and counts on the right', () => {
    const chart = trendChart(center, { trend }, (k) => k);
    const option = chart.option as {
      yAxis: object[];
      series: { name: string; yAxisIndex: number; data: number[] }[];
    };
    expect(option.yAxis).toHaveLength(2);
    expect(option.series.map((s) => [s.name, s.yAxisIndex])).toEqual([
      ['netAmount', 0],
      ['ticketCount', 1],
      ['entryPersons', 1],
    ]);
    expect(option.series[0]?.data).toEqual([80, 160.5]);
    expect(chart.empty).toBe(false);
  });

  it('leave zero slices out of a pie and say when nothing is left', () => {
    const pie = shareChart(
      center,
      [
        { key: 'cash', value: 12_000 },
        { key: 'wechat', value: 0 },
      ],
      'paymentMethod',
      (c) => c,
    );
    const data = (pie.option as { series: { data: object[] }[] }).series[0]?.data;
    expect(data).toEqual([{ name: 'cash', value: 120 }]);
    expect(shareChart(center, [{ key: 'cash', value: 0 }], 'paymentMethod', (c) => c).empty).toBe(true);
  });
});
