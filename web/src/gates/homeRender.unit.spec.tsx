// @vitest-environment happy-dom
// The home's blocks and charts rendered with a fake HomeStats (no server): the figures a browser
// test reads, the charts' totals, and a chart emptied by a later answer (no stale series).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HomeStats } from '../../../domain/gates/gate.schema.ts';
import { initI18n, setLanguage } from '../i18n/i18n.ts';
import HomeCharts from './HomeCharts.tsx';
import { BlockOne, BlockTwo } from './HomeFigures.tsx';
import { emptyStats } from './homeFixture.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement;

async function render(stats: HomeStats) {
  if (!root) {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  }
  await act(async () => {
    root?.render(
      <>
        <BlockOne stats={stats} />
        <BlockTwo stats={stats} />
        <HomeCharts stats={stats} />
      </>,
    );
  });
}
const byTestId = (id: string) => host.querySelector(`[data-testid="${id}"]`);

beforeAll(() => {
  initI18n();
  // happy-dom has no 2D canvas: echarts draws into a context that accepts every call.
  const context: object = new Proxy(
    { measureText: () => ({ width: 0 }) },
    { get: (target, key) => (key in target ? target[key as keyof typeof target] : () => undefined) },
  );
  HTMLCanvasElement.prototype.getContext = (() => context) as never;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  host?.remove();
});

const busy: HomeStats = {
  ...emptyStats(),
  OrdinaryCard: 12,
  amounts: { Cash: 123450, Alipay: 0, WeChat: 990, UnionPay: 0 },
  todayEnterCount: 42,
  passengerFlowList: [
    { name: '6-9', value: 2 },
    { name: '9-12', value: 40 },
  ],
  provinceList: [{ name: '浙江省', value: 42 }],
  hourlyFlow: [{ hour: 10, enter: 42, exit: 5 }],
  occupancy: [{ zoneID: 1, zoneName: '主景区', inside: 37, limit: 500 }],
  channelList: [{ name: 'offline', value: 12 }],
  kindList: [{ name: 'ordinary', value: 12 }],
};

describe('administrators’ home, rendered', () => {
  it('shows the figures with their raw numbers and money in yuan', async () => {
    await setLanguage('en');
    await render(busy);
    expect(byTestId('home-todayEnterCount')?.getAttribute('data-value')).toBe('42');
    expect(byTestId('home-card-ordinary')?.getAttribute('data-value')).toBe('12');
    expect(byTestId('home-sale-cash')?.getAttribute('data-value')).toBe('1234.5');
    expect(byTestId('home-sale-cash')?.textContent).toContain('1,234.50');
    expect(byTestId('home-todayEnterCount')?.textContent).toContain("Today's entries");
  });

  it('draws six charts with their totals, and clears flow and provinces when the lists empty', async () => {
    await setLanguage('cn');
    await render(busy);
    for (const key of ['hourly', 'arrivals', 'provinces', 'occupancy', 'channels', 'kinds']) {
      expect(byTestId(`home-chart-${key}`)?.getAttribute('data-empty')).toBe('false');
    }
    expect(byTestId('home-chart-arrivals')?.getAttribute('data-total')).toBe('42');
    expect(byTestId('home-chart-hourly')?.getAttribute('data-total')).toBe('47');
    expect(byTestId('home-chart-provinces')?.querySelector('[data-echart] canvas')).not.toBeNull();
    await render({ ...busy, passengerFlowList: [], provinceList: [] });
    expect(byTestId('home-chart-arrivals')?.getAttribute('data-empty')).toBe('true');
    expect(byTestId('home-chart-provinces')?.getAttribute('data-empty')).toBe('true');
    expect(byTestId('home-chart-provinces')?.textContent).toContain('暂无数据');
    expect(byTestId('home-chart-provinces')?.querySelector('[data-echart] canvas')).toBeNull();
    expect(byTestId('home-chart-hourly')?.getAttribute('data-empty')).toBe('false');
  });
});
