// GET /api/homePage (spec 001 §7): the administrators' home, from the passenger-flow and
// area-sales read models; screens refetch it when HOME_CHANGED arrives over socket.io.
import { HomePageQuery, HomeStats } from '../../../domain/gates/gate.schema.ts';
import { ok } from '../../../domain/http/replies.ts';
import { localDateOf } from '../../../domain/rules/ruleTime.ts';
import { queryAreaSales } from '../../../projections/areaSalesHourly/areaSalesHourly.query.ts';
import { queryHomeFlow } from '../../../projections/passengerFlow/passengerFlow.query.ts';
import type { App, AppContext } from '../appContext.ts';
import { assertInScope } from '../auth/actorScope.ts';
import { actorOf, requireAdministrator } from '../auth/guard.ts';
import { areaTimeZone } from '../masterData/scenicArea.repository.ts';

/** The spec's channels: the window is offline, OTAs online, the official account WeChat, machines terminal. */
const CHANNELS = {
  offline: ['window'],
  online: ['ota'],
  weChat: ['officialAccount'],
  terminal: ['terminal', 'handheld'],
};
const CARDS = ['ordinary', 'group', 'stored', 'membership'] as const;
const PAY = ['cash', 'alipay', 'wechat', 'unionpay'] as const;

export async function homePageRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/homePage',
    {
      preHandler: requireAdministrator,
      schema: {
        summary:
          "Administrators' home: today's tickets, money, entries, flow by hour, provinces, zones' occupancy",
        querystring: HomePageQuery,
        response: { 200: ok(HomeStats) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const areaId =
        request.query.scenicAreaID ??
        (actor.areaScope === 'all'
          ? (await ctx.pool.query('select min(id) as id from scenic_areas')).rows[0].id
          : actor.areaScope[0]);
      assertInScope(actor, areaId);
      const timeZone = (await areaTimeZone(ctx.pool, areaId)) ?? ctx.config.DEFAULT_TIME_ZONE;
      const day = localDateOf(ctx.clock.now().getTime(), timeZone);
      const [sales, flow] = await Promise.all([
        queryAreaSales(ctx.pool, areaId, day, timeZone),
        queryHomeFlow(ctx.pool, areaId, day, timeZone),
      ]);
      const sum = (of: Map<string, number>, metrics: string[]) =>
        metrics.reduce((n, m) => n + (of.get(m) ?? 0), 0);
      const bySource = (of: Map<string, number>, sources: string[]) =>
        sum(
          of,
          sources.map((s) => `tickets:source:${s}`),
        );
      const card = (of: Map<string, number>, c: string) => of.get(`tickets:card:${c}`) ?? 0;
      const money = (prefix: string) => {
        const [Cash, Alipay, WeChat, UnionPay] = PAY.map((p) => sales.today.get(`${prefix}${p}`) ?? 0);
        return { Cash: Cash ?? 0, Alipay: Alipay ?? 0, WeChat: WeChat ?? 0, UnionPay: UnionPay ?? 0 };
      };
      const { today, allTime } = sales;
      const channelList = Object.entries(CHANNELS)
        .map(([name, sources]) => ({ name, value: bySource(today, sources) }))
        .filter((c) => c.value > 0);
      const kindList = CARDS.map((c) => ({ name: c, value: card(today, c) })).filter((k) => k.value > 0);
      return {
        msg: '',
        data: {
          OrdinaryCard: card(today, 'ordinary'),
          StoreCard: card(today, 'stored'),
          MembershipCard: card(today, 'membership'),
          GroupCard: card(today, 'group'),
          amounts: money('fen:'),
          refunds: { ...money('refund:fen:'), ticketCount: today.get('refund:tickets') ?? 0 },
          todayEnterCount: flow.todayEnterCount,
          todayOfflineTicketCount: bySource(today, CHANNELS.offline),
          todayOnlineTicketCount: bySource(today, CHANNELS.online),
          todayWeChatTicketCount: bySource(today, CHANNELS.weChat),
          enterCount: flow.enterCount,
          groupTicketCount: card(allTime, 'group'),
          cardTicketCount: card(allTime, 'stored') + card(allTime, 'membership'),
          ordinaryTicketCount: card(allTime, 'ordinary'),
          ticketNum: CARDS.reduce((n, c) => n + card(allTime, c), 0),
          offlineTicketCount: bySource(allTime, CHANNELS.offline),
          onlineTicketCount: bySource(allTime, CHANNELS.online),
          weChatTicketCount: bySource(allTime, CHANNELS.weChat),
          terminalTicketCount: bySource(allTime, CHANNELS.terminal),
          passengerFlowList: flow.passengerFlowList,
          provinceList: flow.provinceList,
          hourlyFlow: flow.hourlyFlow,
          occupancy: flow.occupancy,
          channelList,
          kindList,
          day,
          timeZone,
        },
      };
    },
  );
}
