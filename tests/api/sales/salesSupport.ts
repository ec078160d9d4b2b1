// Shared set-up of the sales API tests: a server with the demo data, the seller signed in, the demo
// ticket types, and a `sell` that builds a valid cash sale unless told otherwise.
import { randomUUID } from 'node:crypto';
import type { Ok } from '../../../domain/http/replies.ts';
import type { SaleAnswer, SellTicketsDraft } from '../../../domain/sales/sale.schema.ts';
import type { TestServer } from '../../support/testServer.ts';
import { apiClient } from '../support/apiClient.ts';

export interface SalesFixture {
  call: ReturnType<typeof apiClient>['call'];
  token: string;
  areaId: number;
  /** Demo ticket types by name: 成人票 80 yuan, 儿童票 40 yuan, 年卡 (real-name). */
  types: Record<string, number>;
  sell(
    overrides?: Partial<SellTicketsDraft>,
    token?: string,
  ): Promise<{ status: number; body: Ok<SaleAnswer> & { code?: string; message?: string } }>;
}

export async function salesFixture(server: TestServer, account = 'seller'): Promise<SalesFixture> {
  const { call, login } = apiClient(server);
  const token = await login(account);
  const { rows } = await server.running.ctx.pool.query(
    `select t.id, t.name, t.scenic_area_id from ticket_types t join scenic_areas s on s.id = t.scenic_area_id where s.name = '示范景区'`,
  );
  const types = Object.fromEntries(rows.map((r) => [r.name as string, r.id as number]));
  const areaId = rows[0].scenic_area_id as number;
  const sell = async (overrides: Partial<SellTicketsDraft> = {}, as = token) =>
    (await call('POST', '/sell/order', {
      token: as,
      body: {
        requestId: randomUUID(),
        scenicAreaID: areaId,
        lines: [{ ticketTypeID: types.成人票, count: 2 }],
        payment: { method: 'cash', receivedFen: 20_000 },
        ...overrides,
      },
    })) as { status: number; body: Ok<SaleAnswer> & { code?: string; message?: string } };
  return { call, token, areaId, types, sell };
}
