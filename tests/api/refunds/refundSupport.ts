// Shared set-up of the refund API tests: the sales fixture, an administrator signed in, 儿童票 made a
// type with refund check, and the refund calls.
import { randomUUID } from 'node:crypto';
import type { Ok } from '../../../domain/http/replies.ts';
import type { RefundAnswer, RefundLookupAnswer } from '../../../domain/refunds/refund.schema.ts';
import type { TestServer } from '../../support/testServer.ts';
import { type SalesFixture, salesFixture } from '../sales/salesSupport.ts';

type Answer<T> = { status: number; body: Ok<T> & { code?: string; message?: string } };

export interface RefundFixture extends SalesFixture {
  adminToken: string;
  lookup(no: string, token?: string): Promise<Answer<RefundLookupAnswer>>;
  refund(
    orderNo: string,
    ticketNos: string[],
    extra?: { requestId?: string; token?: string },
  ): Promise<Answer<RefundAnswer>>;
  submit(orderNo: string, ticketNos: string[], token?: string): Promise<Answer<{ ticketNos: string[] }>>;
  approve(ticketNos: string[]): Promise<Answer<RefundAnswer>>;
  reject(ticketNos: string[], note: string): Promise<Answer<{ ticketNos: string[] }>>;
}

export async function refundFixture(server: TestServer): Promise<RefundFixture> {
  const f = await salesFixture(server);
  await server.running.ctx.pool.query(
    `update ticket_types set advanced = advanced || '{"isRefundCheck": 1}' where id = $1`,
    [f.types.儿童票],
  );
  const { login } = await import('../support/apiClient.ts').then((m) => m.apiClient(server));
  const adminToken = await login('admin');
  const post = <T>(path: string, body: object, token = f.token) =>
    f.call('POST', path, {
      token,
      body: { requestId: randomUUID(), scenicAreaID: f.areaId, ...body },
    }) as Promise<Answer<T>>;
  return {
    ...f,
    adminToken,
    lookup: (no, token = f.token) =>
      f.call('GET', `/sell/refund/tickets?scenicAreaID=${f.areaId}&no=${encodeURIComponent(no)}`, {
        token,
      }) as Promise<Answer<RefundLookupAnswer>>,
    refund: (orderNo, ticketNos, extra = {}) =>
      post<RefundAnswer>(
        '/sell/refund',
        { orderNo, ticketNos, ...(extra.requestId ? { requestId: extra.requestId } : {}) },
        extra.token,
      ),
    submit: (orderNo, ticketNos, token) => post('/sell/refund/review', { orderNo, ticketNos }, token),
    approve: (ticketNos) => post<RefundAnswer>('/sell/refundReview/approve', { ticketNos }, adminToken),
    reject: (ticketNos, note) => post('/sell/refundReview/reject', { ticketNos, note }, adminToken),
  };
}
