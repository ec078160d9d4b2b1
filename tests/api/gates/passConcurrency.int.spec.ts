// One single-use ticket presented at five gates at the same moment, each gate served by its own
// command handler (its own cache and per-stream lock, as five API processes are) over the one event
// store: only optimistic concurrency on the ticket's stream keeps them apart. Every round, 50 passes
// (10 a gate) → exactly one opens and the ticket's stream holds exactly one TicketPassed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gateServices } from '../../../api/src/gates/gateServices.ts';
import type { GateSite } from '../../../api/src/gates/gateSites.ts';
import { passGate } from '../../../commands/gates/passGate.ts';
import { createCommandHandler } from '../../../commands/handling/commandHandler.ts';
import { ticketStreamId } from '../../../domain/sales/saleNumbers.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { type GateFixture, gateFixture } from './gateSupport.ts';

const ROUNDS = 10;
let server: TestServer;
let f: GateFixture;

beforeAll(async () => {
  server = await startTestServer();
  f = await gateFixture(server);
});
afterAll(() => server?.close());

it('admits one single-use ticket once out of 50 passes at 5 gates of 5 processes, round after round', async () => {
  const { ctx } = server.running;
  const gates = await gateServices(ctx);
  const sites = (await Promise.all([...f.devices.keys()].map((no) => gates.sites.site(no)))) as GateSite[];
  const processes = sites.map(() => createCommandHandler({ eventStore: ctx.store }));
  for (let round = 0; round < ROUNDS; round++) {
    const [ticketNo] = await f.dayTickets(1);
    const code = f.code(ticketNo!);
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const site = sites[i % 5] as GateSite;
        const deps = { ...gates.passDeps, commands: processes[i % 5]! };
        const request = {
          deviceNo: site.device.deviceNo,
          credential: { type: 'qr' as const, value: code },
          direction: 'in' as const,
          requestId: randomUUID().replaceAll('-', ''),
        };
        return passGate(deps, gates.passSite(site, new Date()), request, 'en');
      }),
    );
    expect(answers.filter((a) => a.open)).toHaveLength(1);
    expect(new Set(answers.filter((a) => !a.open).map((a) => a.reason))).toEqual(new Set(['used_up']));
    const events = await ctx.store.readStream(ticketStreamId(ticketNo!));
    expect(events.filter((e) => e.type === 'TicketPassed')).toHaveLength(1);
  }
});
