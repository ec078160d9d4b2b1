// Agency benchmark (issue 15): parse, validate and match a 200-tourist .xlsx through HTTP of a real
// server (startApp on a fresh, seeded database; the upload preview as the agency user), one upload
// at a time, beside the bare baseline (a Fastify route doing one INSERT) in the same run.
// Run: npm run bench:agency. Ends with `BENCH agency parse_match_ms=… p99_ms=… baseline_ms=…`.
import { randomUUID } from 'node:crypto';
import { orderRow, touristRows, workbook } from '../api/agencies/agencySupport.ts';
import { postJson } from '../api/sales/sellerLoad.ts';
import { DEMO_PASSWORD } from '../support/testServer.ts';
import { startBenchApp } from './support/benchApp.ts';
import { fmtMs, median, percentile } from './support/storeStats.ts';

const WARM_UP = 3;
const UPLOADS = 40;
const TARGET_MS = 1000;

async function timed(task: () => Promise<void>): Promise<number> {
  const start = process.hrtime.bigint();
  await task();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function main(): Promise<void> {
  const { running, baseline } = await startBenchApp('agency', 5);
  try {
    const login = await postJson<{ token: string }>(running.url, '/login', {
      account: 'agency',
      password: DEMO_PASSWORD,
      userType: 'CLIENT',
    });
    const file = await workbook(orderRow(), touristRows(200));
    const upload = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)]), 'orders.xlsx');
      const res = await fetch(`${running.url}/api/travelAgency/importPreview`, {
        method: 'POST',
        headers: { authorization: `Bearer ${login.body.token}` },
        body: form,
      });
      const body = (await res.json()) as { data?: { valid: boolean; tourists: unknown[] } };
      if (res.status !== 200 || !body.data?.valid || body.data.tourists.length !== 200) {
        throw new Error(`upload refused: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      }
    };
    const raw = async () => {
      const res = await fetch(`${baseline.url}/api/raw`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requestId: randomUUID() }),
      });
      await res.text();
    };
    for (let i = 0; i < WARM_UP; i++) await upload();
    const samples: number[] = [];
    const rawSamples: number[] = [];
    for (let i = 0; i < UPLOADS; i++) {
      samples.push(await timed(upload));
      rawSamples.push(await timed(raw));
    }
    const p50 = median(samples);
    const p99 = percentile(samples, 99);
    const base = median(rawSamples);
    console.log(`200-tourist upload (parse + validate + match), ${UPLOADS} runs, one at a time:`);
    console.log(`  p50 ${fmtMs(p50)} ms  p99 ${fmtMs(p99)} ms  (target < ${TARGET_MS} ms)`);
    console.log(`  baseline route p50 ${fmtMs(base)} ms`);
    console.log(
      `BENCH agency parse_match_ms=${p50.toFixed(1)} p99_ms=${p99.toFixed(1)} baseline_ms=${base.toFixed(2)}`,
    );
  } finally {
    await baseline.close();
    await running.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
