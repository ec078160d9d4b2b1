// Booking benchmark (issue 14): 2,000 visitors book one appointment slot of 500 places through the
// HTTP API of a real server (startApp on a fresh database, projections running): each submits an order
// (places held on the slot's capacity stream) and, when places were held, pays on the sandbox page
// (its signed notification confirms the places and issues the ticket). Exactly 500 must end paid and
// nothing oversold. Beside it, in the same run, the same number of bodies go to a bare Fastify route
// doing one INSERT, at the same concurrency. The visitors run in a worker thread.
// Run: npm run bench:booking. A script, not a test: a table, then one `BENCH booking …` line.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bookingServices } from '../../api/src/booking/bookingServices.ts';
import { loadConfig } from '../../api/src/config/config.ts';
import { startApp } from '../../api/src/startApp.ts';
import { placesLeft } from '../../domain/booking/quota.ts';
import { quotaStreamId } from '../../domain/booking/quotaEvents.ts';
import { createTestDatabase } from '../support/testDatabase.ts';
import { DEMO_PASSWORD } from '../support/testServer.ts';
import type { Booking, BookingLoadMessage, BookingLoadResult } from './support/bookingLoad.worker.ts';
import { startBaseline } from './support/salesLoad.ts';
import { fmtInt, fmtMs, loadAverage, percentile, renderTable } from './support/storeStats.ts';
import { ask, tsWorker } from './support/tsWorker.ts';

const VISITORS = 2_000;
const PLACES = 500;
/** Phones with a request in flight at once; the burst sends all 2,000 together. */
const CONCURRENCY = Number(process.env.BOOKING_CONCURRENCY ?? 100);
const WARM_UPS = 3;

async function main(): Promise<void> {
  const db = await createTestDatabase('bench_booking');
  const rawDb = await createTestDatabase('bench_booking_raw');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-booking-'));
  let benchLine = '';
  try {
    const config = loadConfig({
      DATABASE_URL: db.url,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_PASSWORD,
      LOG_LEVEL: 'error',
    });
    const running = await startApp(config);
    const baseline = await startBaseline(rawDb.url, 20);
    try {
      const { pool, store } = running.ctx;
      const booking = await bookingServices(running.ctx, running.app.log);
      const { rows: types } = await pool.query(
        `select t.id, t.price, t.scenic_area_id from ticket_types t where t.name = '成人票' limit 1`,
      );
      const type = types[0];
      const playDate = new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE', {
        timeZone: 'Asia/Shanghai',
      });
      const slotOf = async (name: string, places: number) =>
        (
          await pool.query(
            `insert into appointment_configs (scenic_area_id, name, start_period, end_period, limit_count)
             values ($1, $2, '0000', '2359', $3) returning id`,
            [type.scenic_area_id, name, places],
          )
        ).rows[0].id as number;
      const bookingsFor = (slot: number, n: number, prefix: string): Booking[] =>
        Array.from({ length: n }, (_, i) => {
          const openid = `${prefix}-${i}`;
          return {
            token: booking.identity.tokenOf(openid),
            body: {
              scenicAreaID: type.scenic_area_id,
              openid,
              requestId: randomUUID(),
              payWay: 10,
              orderAmount: type.price,
              ticketTypeID: type.id,
              appointmentID: slot,
              ticketParams: {
                touristInfo: { touristName: '游客', touristMobile: '13800138000' },
                ticketArray: [{ ticketTypeID: type.id, ticketCount: 1 }],
                appointmentStartTime: `${playDate} 00:00:01`,
                appointmentEndTime: `${playDate} 23:59:59`,
              },
            },
          };
        });
      const { rows: pg } = await pool.query(`select current_setting('server_version') as v`);
      console.log(
        `node ${process.version}, ${os.cpus().length} CPUs, Postgres ${pg[0].v}; ${VISITORS} visitors for ` +
          `${PLACES} places, ${CONCURRENCY} at once; load average ${loadAverage()}`,
      );
      const visitors = tsWorker(new URL('./support/bookingLoad.worker.ts', import.meta.url), null);
      const run = (m: BookingLoadMessage) => ask<BookingLoadResult>(visitors, m);

      // Warm-up: the same load on other slots, WARM_UPS times, then the read models given time to
      // catch up. A server that has been taking bookings for a while, not one whose JIT compiler is
      // still at work: after a warm-up of a tenth of the load V8 optimised about 550 functions during
      // the measured run (--trace-opt), after one full round about 150 (a second of compiling on the
      // threads that share the two cores with the server), after three 45.
      const warm = await slotOf('warm-up', PLACES);
      for (let round = 0; round < WARM_UPS; round++) {
        await run({
          kind: 'bookings',
          url: running.url,
          bookings: bookingsFor(
            round === 0 ? warm : await slotOf(`warm-up ${round}`, PLACES),
            VISITORS,
            `warm${round}`,
          ),
          concurrency: CONCURRENCY,
        });
      }
      await projectionsSettled(running.ctx.projections);

      const slot = await slotOf('bench', PLACES);
      const result = await run({
        kind: 'bookings',
        url: running.url,
        bookings: bookingsFor(slot, VISITORS, 'v'),
        concurrency: CONCURRENCY,
      });
      // The baseline's own warm-up right before it, not before the bookings: node:http and Fastify's
      // functions serve both servers in this process, and the bare route's objects made V8 throw away
      // the code it had optimised for the product's requests (--trace-deopt: "wrong map" in
      // routeHandler, setHeader, submitBooking … between the warm-up and the run). As many rounds.
      for (let round = 0; round < WARM_UPS; round++) {
        await run({
          kind: 'raw',
          url: baseline.url,
          bodies: bookingsFor(warm, VISITORS, `raw-warm${round}`).map((b) => ({
            ...b.body,
            requestId: randomUUID(),
          })),
          concurrency: CONCURRENCY,
        });
      }
      const raw = await run({
        kind: 'raw',
        url: baseline.url,
        bodies: bookingsFor(slot, VISITORS, 'raw').map((b) => ({ ...b.body, requestId: randomUUID() })),
        concurrency: CONCURRENCY,
      });
      await visitors.terminate();

      // What the event log says: held, confirmed, tickets issued, places left.
      const streamId = quotaStreamId(slot, playDate);
      const events = await store.readStream(streamId);
      const confirmed = events.filter((e) => e.type === 'PlacesConfirmed').length;
      const held = events.filter((e) => e.type === 'PlacesHeld').length;
      const left = placesLeft(await booking.ledger.state(streamId), PLACES, new Date());
      const { rows: tickets } = await pool.query(
        `select count(*)::int as n from es_events e where e.type = 'TicketIssued' and e.data->>'orderNo' in
           (select data->>'orderNo' from es_events where stream_id = $1 and type = 'PlacesConfirmed')`,
        [streamId],
      );
      const oversold = Math.max(0, confirmed - PLACES) + Math.max(0, held - PLACES);
      const perSec = (VISITORS * 1000) / result.elapsedMs;
      const rawPerSec = (VISITORS * 1000) / raw.elapsedMs;
      const p99 = percentile(result.latencies, 99);
      console.log('');
      console.log(
        renderTable(
          ['scenario', 'per s', 'p50 ms', 'p99 ms', 'notes'],
          [
            [
              `booking: submit (+ sandbox pay when held), ${CONCURRENCY} at once`,
              fmtInt(perSec),
              fmtMs(percentile(result.latencies, 50)),
              fmtMs(p99),
              `${VISITORS} visitors in ${fmtInt(result.elapsedMs)} ms; answers ${JSON.stringify(result.answers)}`,
            ],
            [
              '  submit alone',
              '',
              fmtMs(percentile(result.submitLatencies, 50)),
              fmtMs(percentile(result.submitLatencies, 99)),
              '',
            ],
            [
              '  sandbox pay (notification, confirm, tickets)',
              '',
              fmtMs(percentile(result.payLatencies, 50)),
              fmtMs(percentile(result.payLatencies, 99)),
              `${result.paid} paid`,
            ],
            [
              `baseline: bare route, one INSERT, ${CONCURRENCY} at once`,
              fmtInt(rawPerSec),
              fmtMs(percentile(raw.latencies, 50)),
              fmtMs(percentile(raw.latencies, 99)),
              `${VISITORS} requests in ${fmtInt(raw.elapsedMs)} ms`,
            ],
            [
              '  the slot after the run',
              '',
              '',
              '',
              `${held} held, ${confirmed} confirmed, ${tickets[0].n} tickets, ${left} left, oversold ${oversold}`,
            ],
          ],
        ),
      );
      console.log(
        `\nratio ${(perSec / rawPerSec).toFixed(2)} of the baseline; load average ${loadAverage()}`,
      );
      benchLine =
        `BENCH booking confirmed=${confirmed} oversold=${oversold} p99_ms=${p99.toFixed(1)} per_s=${Math.round(perSec)} ` +
        `baseline_per_s=${Math.round(rawPerSec)} concurrency=${CONCURRENCY}`;
    } finally {
      await baseline.close();
      await running.stop();
    }
  } finally {
    await db.drop();
    await rawDb.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(benchLine);
}

/** Resolves once no projection has moved for half a second (or after 30 s). */
async function projectionsSettled(projections: { status(): { position: object }[] }): Promise<void> {
  const positions = () => JSON.stringify(projections.status().map((s) => s.position));
  const deadline = performance.now() + 30_000;
  let last = positions();
  let still = 0;
  while (still < 5 && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = positions();
    still = now === last ? still + 1 : 0;
    last = now;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
