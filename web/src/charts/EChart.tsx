// The back office's echarts (core build, tree-shaken): one instance per chart, kept while the
// option changes (live screens redraw without flicker), the option replaced whole on each change
// (`notMerge`: a series that went away is gone, never left stale). An empty chart shows "no data".
import { Card, Empty } from 'antd';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export const CHART_HEIGHT = 240;

/** One echarts instance in a div, its option replaced when it changes, resized with its box. */
export function EChart({ option, height = CHART_HEIGHT }: { option: object; height?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const instance = echarts.init(el);
    chart.current = instance;
    const resize = () => instance.resize();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    observer?.observe(el);
    window.addEventListener('resize', resize);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', resize);
      instance.dispose();
      chart.current = null;
    };
  }, []);
  const key = JSON.stringify(option);
  useEffect(() => {
    chart.current?.setOption(JSON.parse(key), { notMerge: true });
  }, [key]);
  return <div ref={ref} style={{ height }} data-echart />;
}

interface ChartCardProps {
  title: string;
  option: object;
  empty: boolean;
  noData: string;
  /** Test id of the card; `data-total` carries what the chart sums to, for a browser test. */
  testId?: string;
  total?: number;
}

/** A titled chart card; an empty one shows `noData` instead of the chart. */
export function ChartCard({ title, option, empty, noData, testId, total }: ChartCardProps) {
  return (
    <Card
      size="small"
      title={title}
      data-testid={testId}
      data-empty={empty ? 'true' : 'false'}
      data-total={total}
    >
      {empty ? (
        <Empty style={{ height: CHART_HEIGHT - 40 }} description={noData} />
      ) : (
        <EChart option={option} />
      )}
    </Card>
  );
}
