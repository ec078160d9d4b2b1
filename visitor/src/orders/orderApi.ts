// The visitor's orders and tickets (spec 002 §7): GET /api/order/wxOrderList and wxTicketList.

import type { VisitorOrderRow, VisitorTicketRow } from '../../../domain/booking/visitorApi.schema.ts';
import { getJson } from '../shared/visitorHttp.ts';

export function fetchOrders(openid: string, signal?: AbortSignal): Promise<VisitorOrderRow[]> {
  return getJson<VisitorOrderRow[]>('/api/order/wxOrderList', { openid }, signal).then((rows) => rows ?? []);
}

export function fetchOrderTickets(
  openid: string,
  orderID: string,
  signal?: AbortSignal,
): Promise<VisitorTicketRow[]> {
  return getJson<VisitorTicketRow[]>('/api/order/wxTicketList', { openid, orderID }, signal).then(
    (rows) => rows ?? [],
  );
}
