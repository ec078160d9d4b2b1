// An empty day of the administrators' home, for tests that render or model it without a server.
import type { HomeStats } from '../../../domain/gates/gate.schema.ts';

const money = () => ({ Cash: 0, Alipay: 0, WeChat: 0, UnionPay: 0 });

export function emptyStats(): HomeStats {
  return {
    OrdinaryCard: 0,
    StoreCard: 0,
    MembershipCard: 0,
    GroupCard: 0,
    amounts: money(),
    refunds: { ...money(), ticketCount: 0 },
    todayEnterCount: 0,
    todayOfflineTicketCount: 0,
    todayOnlineTicketCount: 0,
    todayWeChatTicketCount: 0,
    enterCount: 0,
    groupTicketCount: 0,
    cardTicketCount: 0,
    ordinaryTicketCount: 0,
    ticketNum: 0,
    offlineTicketCount: 0,
    onlineTicketCount: 0,
    weChatTicketCount: 0,
    terminalTicketCount: 0,
    passengerFlowList: [],
    provinceList: [],
    hourlyFlow: [],
    occupancy: [],
    channelList: [],
    kindList: [],
    day: '2026-05-01',
    timeZone: 'Asia/Shanghai',
  };
}
