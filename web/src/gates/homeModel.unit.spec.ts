import { describe, expect, it } from 'vitest';
import { HomeStats } from '../../../domain/gates/gate.schema.ts';
import { emptyStats } from './homeFixture.ts';
import {
  blockOne,
  blockTwo,
  fenToYuan,
  HOME_BLOCKS,
  homeCharts,
  type Label,
  storedBlocks,
} from './homeModel.ts';

const label: Label = (key, params) =>
  params?.defaultValue !== undefined && key.startsWith('charts.channel.x')
    ? String(params.defaultValue)
    : `${key}${params && 'hour' in params ? `:${String(params.hour)}` : ''}`;

const money = { Cash: 0, Alipay: 0, WeChat: 0, UnionPay: 0 };

/** An empty day (schema-checked), with what a test sets. */
const stats = (over: Partial<HomeStats> = {}): HomeStats => HomeStats.parse({ ...emptyStats(), ...over });

const chartOf = (s: HomeStats, key: string) => {
  const found = homeCharts(s, label).find((c) => c.key === key);
  if (!found) throw new Error(key);
  return found as {
    option: { series?: { data: unknown[]; name?: string }[]; xAxis?: { data?: string[] } };
    empty: boolean;
    total: number;
  };
};

describe('home blocks', () => {
  it('turns fen into yuan', () => {
    expect(fenToYuan(12345)).toBe(123.45);
    expect(fenToYuan(0)).toBe(0);
    expect(fenToYuan(-250)).toBe(-2.5);
  });

  it('block one: card counts, sales and refunds by method in yuan, refunded tickets', () => {
    const b = blockOne(
      stats({
        OrdinaryCard: 5,
        GroupCard: 2,
        amounts: { ...money, Cash: 10000, WeChat: 2550 },
        refunds: { ...money, Alipay: 800, ticketCount: 1 },
      }),
    );
    expect(b.cards.map((f) => [f.key, f.value])).toEqual([
      ['ordinary', 5],
      ['stored', 0],
      ['membership', 0],
      ['group', 2],
    ]);
    expect(b.cards[0]?.label).toBe('shifts.summary.ordinary');
    expect(b.sales.map((f) => [f.key, f.value])).toEqual([
      ['cash', 100],
      ['alipay', 0],
      ['wechat', 25.5],
      ['unionpay', 0],
    ]);
    expect(b.refunds.at(1)).toEqual({ key: 'alipay', label: 'shifts.summary.alipay', value: 8, money: true });
    expect(b.refunds.at(-1)).toEqual({ key: 'refundTickets', label: 'gates.home.refundTickets', value: 1 });
  });

  it('block two: the spec’s thirteen counts in its order', () => {
    const figures = blockTwo(stats({ todayEnterCount: 7, terminalTicketCount: 3 }));
    expect(figures).toHaveLength(13);
    expect(figures[0]).toEqual({ key: 'todayEnterCount', label: 'gates.home.todayEnterCount', value: 7 });
    expect(figures.at(-1)).toMatchObject({ key: 'terminalTicketCount', value: 3 });
  });
});

describe('home charts', () => {
  it('draws six charts, all empty (no series) on an empty day', () => {
    const charts = homeCharts(stats(), label);
    expect(charts.map((c) => c.key)).toEqual([
      'hourly',
      'arrivals',
      'provinces',
      'occupancy',
      'channels',
      'kinds',
    ]);
    for (const c of charts) {
      expect(c.empty).toBe(true);
      expect(c.option).toEqual({});
    }
  });

  it('clears flow and provinces when their lists become empty (nothing stale)', () => {
    const busy = stats({
      passengerFlowList: [{ name: '9-12', value: 4 }],
      provinceList: [{ name: '浙江', value: 4 }],
    });
    expect(chartOf(busy, 'arrivals').empty).toBe(false);
    expect(chartOf(busy, 'provinces').total).toBe(4);
    const cleared = stats();
    expect(chartOf(cleared, 'arrivals')).toMatchObject({ empty: true, option: {}, total: 0 });
    expect(chartOf(cleared, 'provinces')).toMatchObject({ empty: true, option: {}, total: 0 });
  });

  it('arrival buckets keep the server’s order and values', () => {
    const flow = [
      { name: '6-9', value: 1 },
      { name: '9-12', value: 5 },
      { name: '12-18', value: 3 },
      { name: '18-22', value: 0 },
    ];
    const c = chartOf(stats({ passengerFlowList: flow }), 'arrivals');
    expect(c.option.xAxis?.data).toEqual(['6-9', '9-12', '12-18', '18-22']);
    expect(c.option.series?.[0]?.data).toEqual([1, 5, 3, 0]);
    expect(c.total).toBe(9);
  });

  it('provinces are sorted, largest first', () => {
    const c = chartOf(
      stats({
        provinceList: [
          { name: 'A', value: 1 },
          { name: 'B', value: 9 },
        ],
      }),
      'provinces',
    );
    expect(c.option.series?.[0]?.data).toEqual([9, 1]);
  });

  it('hourly flow spans the opening day (6 to 21 h) or wider, the empty hours as zeros', () => {
    const c = chartOf(
      stats({
        hourlyFlow: [
          { hour: 8, enter: 3, exit: 0 },
          { hour: 11, enter: 1, exit: 2 },
          { hour: 23, enter: 0, exit: 4 },
        ],
      }),
      'hourly',
    );
    const hours = Array.from({ length: 18 }, (_, i) => 6 + i);
    expect(c.option.xAxis?.data).toEqual(hours.map((h) => `charts.hour:${h}`));
    const at = (h: number, n: number) => hours.map((x) => (x === h ? n : 0));
    const [enter, exit] = c.option.series?.map((s) => s.data) ?? [];
    expect(enter).toEqual(at(8, 3).map((v, i) => v + at(11, 1)[i]!));
    expect(exit).toEqual(at(11, 2).map((v, i) => v + at(23, 4)[i]!));
    expect(c.total).toBe(10);
  });

  it('occupancy marks a full zone and leaves an unlimited limit out', () => {
    const c = chartOf(
      stats({
        occupancy: [
          { zoneID: 1, zoneName: 'Gate A', inside: 10, limit: 10 },
          { zoneID: 2, zoneName: 'Lake', inside: 0, limit: null },
        ],
      }),
      'occupancy',
    );
    expect(c.empty).toBe(false);
    const [limit, inside] = c.option.series ?? [];
    expect(inside?.data).toEqual([
      {
        value: 10,
        label: { show: true, position: 'top', formatter: '10 / 10' },
        itemStyle: { color: '#cf1322' },
      },
      { value: 0, label: { show: true, position: 'top', formatter: '0' } },
    ]);
    expect(limit?.data).toEqual([10, '-']);
    expect(c.total).toBe(10);
  });

  it('occupancy leaves the limit series out when no zone has a limit', () => {
    const c = chartOf(
      stats({ occupancy: [{ zoneID: 1, zoneName: 'Lake', inside: 3, limit: null }] }),
      'occupancy',
    );
    expect(c.option.series?.map((s) => s.name)).toEqual(['charts.inside']);
  });

  it('pies leave zero slices out and translate known names', () => {
    const c = chartOf(
      stats({
        channelList: [
          { name: 'online', value: 2 },
          { name: 'offline', value: 0 },
          { name: 'xOther', value: 1 },
        ],
      }),
      'channels',
    );
    expect(c.option.series?.[0]?.data).toEqual([
      { name: 'charts.channel.online', value: 2 },
      { name: 'xOther', value: 1 },
    ]);
    expect(chartOf(stats({ kindList: [{ name: 'group', value: 0 }] }), 'kinds').empty).toBe(true);
  });
});

describe('remembered blocks', () => {
  it('reads the stored choice, ignoring unknown names', () => {
    expect(storedBlocks('["blockTwo","nope"]')).toEqual(['blockTwo']);
    expect(storedBlocks('[]')).toEqual([]);
  });

  it('shows everything when nothing valid is stored', () => {
    expect(storedBlocks(null)).toEqual([...HOME_BLOCKS]);
    expect(storedBlocks('{bad')).toEqual([...HOME_BLOCKS]);
    expect(storedBlocks('"x"')).toEqual([...HOME_BLOCKS]);
  });
});
