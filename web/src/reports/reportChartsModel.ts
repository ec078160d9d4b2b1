// The echarts options of a report's charts, from its answer's `series` and its catalogue entry: the
// daily trend of the catalogue's trend measures (money in yuan on the left axis, counts on the
// right when both are drawn), and pies of the share measure by source and by payment method.
// Each chart says whether it is empty and what it sums to (a browser test reads `data-total`).

import type { ReportSeries } from '../../../domain/reports/reportAnswer.schema.ts';
import type { ReportDefinition } from '../../../domain/reports/reportCatalog.ts';
import { yuan } from './reportCells.ts';

export type ShareKind = 'source' | 'paymentMethod';
export interface ChartModel {
  key: 'trend' | ShareKind;
  option: object;
  empty: boolean;
  total: number;
}
type Label = (column: string) => string;

const kindOf = (report: ReportDefinition, key: string) => report.measures.find((m) => m.key === key)?.kind;

/** The trend's lines, one per measure; money measures on axis 0 in yuan, counts on the last axis. */
export function trendChart(report: ReportDefinition, series: ReportSeries, label: Label): ChartModel {
  const measures = report.series?.trend ?? [];
  const isMoney = (key: string) => kindOf(report, key) === 'money';
  const both = measures.some(isMoney) && !measures.every(isMoney);
  const axisOf = (key: string) => (both && !isMoney(key) ? 1 : 0);
  const lines = measures.map((key) => ({
    name: label(key),
    type: 'line',
    showSymbol: series.trend.length <= 31,
    yAxisIndex: axisOf(key),
    data: series.trend.map((p) => (isMoney(key) ? yuan(p.values[key] ?? 0) : (p.values[key] ?? 0))),
  }));
  const values = series.trend.flatMap((p) => measures.map((key) => p.values[key] ?? 0));
  const axis = (money: boolean) => ({ type: 'value', ...(money ? {} : { minInterval: 1 }) });
  const yAxis = both ? [axis(true), axis(false)] : [axis(measures.every(isMoney))];
  return {
    key: 'trend',
    option: {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 56, right: both ? 48 : 16, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: series.trend.map((p) => p.day) },
      yAxis,
      series: lines,
    },
    empty: values.every((v) => v === 0),
    total: values.reduce((a, b) => a + b, 0),
  };
}

/** A pie of the share measure by source or payment method (zero slices left out). */
export function shareChart(
  report: ReportDefinition,
  points: readonly { key: string; value: number }[],
  kind: ShareKind,
  name: (code: string) => string,
): ChartModel {
  const money = kindOf(report, report.series?.shareOf ?? '') === 'money';
  const slices = points
    .filter((p) => p.value !== 0)
    .map((p) => ({ name: name(p.key), value: money ? yuan(p.value) : p.value }));
  return {
    key: kind,
    option: {
      tooltip: { trigger: 'item' },
      // A narrow card: the legend wraps onto more lines under a smaller pie, slices named there.
      legend: { bottom: 0, itemWidth: 12, itemHeight: 8, itemGap: 8, textStyle: { fontSize: 11 } },
      series: [
        { type: 'pie', radius: ['28%', '52%'], center: ['50%', '40%'], label: { show: false }, data: slices },
      ],
    },
    empty: slices.length === 0,
    total: points.reduce((a, p) => a + p.value, 0),
  };
}

/** Every chart a report's answer allows, in the catalogue's order: the trend, then the shares. */
export function reportCharts(
  report: ReportDefinition,
  series: ReportSeries | undefined,
  label: Label,
  codeName: (kind: ShareKind, code: string) => string,
): ChartModel[] {
  if (!series || !report.series) return [];
  const shares = (report.series.shares ?? []).flatMap((kind) => {
    const points = kind === 'source' ? series.bySource : series.byPaymentMethod;
    return points ? [shareChart(report, points, kind, (code) => codeName(kind, code))] : [];
  });
  return [trendChart(report, series, label), ...shares];
}
