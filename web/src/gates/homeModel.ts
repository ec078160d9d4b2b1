// The administrators' home without React (spec 001 §2, issue 13): HomeStats turned into the two
// blocks' figures (money from fen to yuan) and the six charts' echarts options. An empty list is an
// empty chart (the spec clears passenger flow and provinces when their list is empty): callers show
// "no data" and the option carries no series, so nothing stale is ever drawn.
import type { HomeStats } from '../../../domain/gates/gate.schema.ts';

/** Labels in the current language: `label(key)` for a `gates.*` key, with `{{params}}` (and `defaultValue`). */
export type Label = (key: string, params?: Record<string, unknown>) => string;

export const fenToYuan = (fen: number): number => Math.round(fen) / 100;

// ---------------------------------------------------------------- block one

export const CARD_FIELDS = [
  ['ordinary', 'OrdinaryCard'],
  ['stored', 'StoreCard'],
  ['membership', 'MembershipCard'],
  ['group', 'GroupCard'],
] as const;
export const MONEY_FIELDS = [
  ['cash', 'Cash'],
  ['alipay', 'Alipay'],
  ['wechat', 'WeChat'],
  ['unionpay', 'UnionPay'],
] as const;

/** A figure: its test-id key, the i18n key of its label, its value (yuan when `money`). */
export type Figure = { key: string; label: string; value: number; money?: boolean };
// Card types and payment methods are named as on the seller's home.
const shiftLabel = (key: string) => `shifts.summary.${key}`;
const homeLabel = (key: string) => `gates.home.${key}`;

/** Block one: tickets by card type, then sales and refunds by payment method (yuan), refunded tickets. */
export function blockOne(stats: HomeStats): { cards: Figure[]; sales: Figure[]; refunds: Figure[] } {
  return {
    cards: CARD_FIELDS.map(([key, field]) => ({ key, label: shiftLabel(key), value: stats[field] })),
    sales: MONEY_FIELDS.map(([key, field]) => ({
      key,
      label: shiftLabel(key),
      value: fenToYuan(stats.amounts[field]),
      money: true,
    })),
    refunds: [
      ...MONEY_FIELDS.map(([key, field]) => ({
        key,
        label: shiftLabel(key),
        value: fenToYuan(stats.refunds[field]),
        money: true,
      })),
      { key: 'refundTickets', label: homeLabel('refundTickets'), value: stats.refunds.ticketCount },
    ],
  };
}

/** Block two: the spec's counts, in its order. */
export const BLOCK_TWO_FIELDS = [
  'todayEnterCount',
  'todayOfflineTicketCount',
  'todayOnlineTicketCount',
  'todayWeChatTicketCount',
  'enterCount',
  'groupTicketCount',
  'cardTicketCount',
  'ordinaryTicketCount',
  'ticketNum',
  'offlineTicketCount',
  'onlineTicketCount',
  'weChatTicketCount',
  'terminalTicketCount',
] as const satisfies readonly (keyof HomeStats)[];

export const blockTwo = (stats: HomeStats): Figure[] =>
  BLOCK_TWO_FIELDS.map((key) => ({ key, label: homeLabel(key), value: stats[key] }));

// ---------------------------------------------------------------- charts

export const CHART_KEYS = ['hourly', 'arrivals', 'provinces', 'occupancy', 'channels', 'kinds'] as const;
export type ChartKey = (typeof CHART_KEYS)[number];
/** What one chart card needs: the option, whether it is empty, and what it sums to (for tests). */
export type ChartModel = { key: ChartKey; option: object; empty: boolean; total: number };

type NameValue = { name: string; value: number };
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

const barOption = (names: string[], series: object[], horizontal = false) => {
  const category = { type: 'category', data: names };
  const value = { type: 'value', minInterval: 1 };
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: horizontal ? 80 : 48, right: 16, top: 32, bottom: 28 },
    legend: { top: 0 },
    xAxis: horizontal ? value : category,
    yAxis: horizontal ? { ...category, inverse: true } : value,
    series,
  };
};

const chart = (key: ChartKey, option: object, values: number[]): ChartModel => {
  const total = sum(values);
  const empty = values.length === 0 || total === 0;
  return { key, option: empty ? {} : option, empty, total };
};

/** Entries and exits for every hour from the first to the last that saw any. */
function hourlyChart(stats: HomeStats, label: Label): ChartModel {
  const byHour = new Map(stats.hourlyFlow.map((h) => [h.hour, h]));
  const hours = stats.hourlyFlow.map((h) => h.hour);
  // The opening day (6 to 21 h) at least, wider when passes came earlier or later: one busy hour
  // still draws as a line over the day, not as a lone point.
  const [first, last] = [Math.min(6, ...hours), Math.max(21, ...hours)];
  const span = hours.length === 0 ? [] : Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const line = (name: string, pick: 'enter' | 'exit') => ({
    name,
    type: 'line',
    areaStyle: { opacity: 0.15 },
    data: span.map((h) => byHour.get(h)?.[pick] ?? 0),
  });
  const option = barOption(
    span.map((hour) => label('charts.hour', { hour })),
    [line(label('charts.enter'), 'enter'), line(label('charts.exit'), 'exit')],
  );
  return chart(
    'hourly',
    option,
    stats.hourlyFlow.flatMap((h) => [h.enter, h.exit]),
  );
}

function listBar(key: ChartKey, list: NameValue[], label: Label, horizontal = false): ChartModel {
  const option = barOption(
    list.map((p) => p.name),
    [{ name: label('charts.people'), type: 'bar', data: list.map((p) => p.value) }],
    horizontal,
  );
  return chart(
    key,
    option,
    list.map((p) => p.value),
  );
}

/**
 * People inside each zone as bars (red at or over the limit) drawn over the zone's limit, like a
 * gauge filling up; each bar is labelled "inside / limit" (or just "inside" when unlimited).
 */
function occupancyChart(stats: HomeStats, label: Label): ChartModel {
  const zones = stats.occupancy;
  const option = barOption(
    zones.map((z) => z.zoneName),
    [
      ...(zones.some((z) => z.limit !== null)
        ? [
            {
              name: label('charts.limit'),
              type: 'bar',
              barGap: '-100%',
              silent: true,
              itemStyle: { color: '#f0f0f0' },
              data: zones.map((z) => z.limit ?? '-'),
            },
          ]
        : []),
      {
        name: label('charts.inside'),
        type: 'bar',
        barGap: '-100%',
        data: zones.map((z) => ({
          value: z.inside,
          label: {
            show: true,
            position: 'top',
            formatter: z.limit === null ? String(z.inside) : `${z.inside} / ${z.limit}`,
          },
          ...(z.limit !== null && z.inside >= z.limit ? { itemStyle: { color: '#cf1322' } } : {}),
        })),
      },
    ],
  );
  // An area with zones but nobody inside still shows its zones and limits.
  return {
    key: 'occupancy',
    option: zones.length ? option : {},
    empty: zones.length === 0,
    total: sum(zones.map((z) => z.inside)),
  };
}

/** A pie of the non-zero slices, names translated under `charts.<group>.<name>` when known. */
function pieChart(key: ChartKey, list: NameValue[], group: string, label: Label): ChartModel {
  const slices = list
    .filter((s) => s.value > 0)
    .map((s) => ({
      name: label(`charts.${group}.${s.name.toLowerCase()}`, { defaultValue: s.name }),
      value: s.value,
    }));
  const option = {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0 },
    series: [{ type: 'pie', radius: ['35%', '65%'], data: slices }],
  };
  return chart(
    key,
    option,
    slices.map((s) => s.value),
  );
}

/** The six charts of the home, in the order they are shown. */
export function homeCharts(stats: HomeStats, label: Label): ChartModel[] {
  const provinces = [...stats.provinceList].sort((a, b) => b.value - a.value);
  return [
    hourlyChart(stats, label),
    listBar('arrivals', stats.passengerFlowList, label),
    listBar('provinces', provinces, label, true),
    occupancyChart(stats, label),
    pieChart('channels', stats.channelList, 'channel', label),
    pieChart('kinds', stats.kindList, 'kind', label),
  ];
}

// ---------------------------------------------------------------- toggles

/** The spec's two toggleable blocks (the charts are always shown). */
export const HOME_BLOCKS = ['blockOne', 'blockTwo'] as const;
export type HomeBlock = (typeof HOME_BLOCKS)[number];
export const HOME_BLOCKS_STORAGE_KEY = 'adminHome.blocks';

/** The blocks remembered in local storage (all of them when nothing valid is stored). */
export function storedBlocks(text: string | null): HomeBlock[] {
  try {
    const parsed: unknown = JSON.parse(text ?? 'null');
    if (Array.isArray(parsed)) return HOME_BLOCKS.filter((b) => parsed.includes(b));
  } catch {
    // a damaged value: show everything
  }
  return [...HOME_BLOCKS];
}
