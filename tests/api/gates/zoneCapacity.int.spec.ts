// A zone's capacity is one place a gate can spend, so two gates must not both take the last one.
// Five gates, each served as its own API process would serve it (its own command handler, its own
// zone headcount), present 50 different tickets at once for a zone with one place left: exactly one
// opens. An exit gives the place back; a zone without a limit keeps no headcount stream at all.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gateServices } from '../../../api/src/gates/gateServices.ts';
import type { GateSite } from '../../../api/src/gates/gateSites.ts';
import { type PassGateDeps, passGate } from '../../../commands/gates/passGate.ts';
import { ZoneHeadcount } from '../../../commands/gates/zoneHeadcount.ts';
import { createCommandHandler } from '../../../commands/handling/commandHandler.ts';
import { readEvents } from '../../../commands/sales/saleStreams.ts';
import { zoneHeadcountStreamId } from '../../../domain/gates/zoneHeadcountEvents.ts';
import { ticketStreamId } from '../../../domain/sales/saleNumbers.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { waitFor } from '../../support/waitFor.ts';
import { type GateFixture, gateFixture } from './gateSupport.ts';

let server: TestServer;
let f: GateFixture;

beforeAll(async () => {
  server = await startTestServer();
  f = await gateFixture(server);
});
afterAll(() => server?.close());

const rid = () => randomUUID().replaceAll('-', '');

it('admits exactly one of 50 entries at 5 gates of 5 processes for the last place; an exit frees it', async () => {
  const { ctx } = server.running;
  const gates = await gateServices(ctx);
  const tickets: string[] = [];
  for (let i = 0; i < 5; i++) tickets.push(...(await f.dayTickets(11))); // a sale's cash covers 11
  const site = async (deviceNo: string) => (await gates.sites.site(deviceNo, true)) as GateSite;
  const pass = (
    deps: PassGateDeps,
    at: GateSite,
    ticketNo: string,
    direction: 'in' | 'out' = 'in',
    requestId = rid(),
  ) =>
    passGate(
      deps,
      gates.passSite(at, new Date()),
      {
        deviceNo: at.device.deviceNo,
        credential: { type: 'qr', value: f.code(ticketNo) },
        direction,
        requestId,
      },
      'en',
    );

  // Unlimited: a pass pays nothing for capacity (no headcount stream is written).
  expect((await pass(gates.passDeps, await site('GATE-001'), tickets[0]!)).open).toBe(true);
  expect(await readEvents(ctx.store, zoneHeadcountStreamId(f.gateZone))).toEqual([]);
  await waitFor(async () => {
    const { rows } = await ctx.pool.query('select inside from zone_occupancy where zone_id = $1', [
      f.gateZone,
    ]);
    return rows[0]?.inside === 1;
  }, 'the first entry in the occupancy');

  // Three places: one taken (above), one more now, the last for the burst.
  await ctx.pool.query('update zones set limit_enable = true, limit_count = 3 where id = $1', [f.gateZone]);
  expect((await pass(gates.passDeps, await site('GATE-001'), tickets[1]!)).open).toBe(true);
  const sites = await Promise.all([...f.devices.keys()].map(site));
  const processes = sites.map(() => ({
    ...gates.passDeps,
    commands: createCommandHandler({ eventStore: ctx.store }),
    zones: new ZoneHeadcount(ctx.store),
  }));
  const burst = tickets.slice(2, 52);
  const answers = await Promise.all(burst.map((no, i) => pass(processes[i % 5]!, sites[i % 5]!, no)));
  expect(answers.filter((a) => a.open)).toHaveLength(1);
  expect(new Set(answers.filter((a) => !a.open).map((a) => a.reason))).toEqual(new Set(['zone_full']));
  const streams = await Promise.all(burst.map((no) => ctx.store.readStream(ticketStreamId(no))));
  expect(streams.flat().filter((e) => e.type === 'TicketPassed')).toHaveLength(1);

  // Full: the next is refused; one leaving by the exit lane frees a place for it.
  const last = tickets[52]!;
  expect((await pass(processes[0]!, sites[0]!, last)).reason).toBe('zone_full');
  expect((await pass(processes[1]!, await site('GATE-002'), tickets[0]!, 'out')).open).toBe(true);
  const lastIn = rid();
  expect((await pass(processes[2]!, sites[2]!, last, 'in', lastIn)).open).toBe(true);

  // Full again; the device reports nobody walked through that last entry: its place is free again.
  const [another] = await f.dayTickets(1);
  expect((await pass(gates.passDeps, sites[3]!, another!)).reason).toBe('zone_full');
  await waitFor(async () => {
    const { rowCount } = await ctx.pool.query('select 1 from access_records where request_id = $1', [lastIn]);
    return rowCount === 1;
  }, 'the last entry in the access records, where feedback finds it');
  expect(await gates.returnPass(sites[2]!, lastIn, new Date())).toEqual({ returned: true });
  expect((await pass(gates.passDeps, sites[3]!, another!)).open).toBe(true);
  const counted = (await readEvents(ctx.store, zoneHeadcountStreamId(f.gateZone))).map((e) => e.data);
  expect(counted.at(-1)).toMatchObject({ inside: 3, cause: 'entry' });
});
