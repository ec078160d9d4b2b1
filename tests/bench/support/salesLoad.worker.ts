// The sales benchmark's sellers, in a worker thread (see tsWorker.ts): each message runs one block
// of runBlock / runPaced against the clients it names and answers its BlockResult.
import { parentPort, workerData } from 'node:worker_threads';
import { type DemoCatalog, randomSale } from '../../api/sales/sellerLoad.ts';
import { type Client, runBlock, runPaced } from './salesLoad.ts';

const catalog = workerData as DemoCatalog;
const body = () => randomSale(catalog, { declines: false });

export type SalesLoadMessage =
  | { kind: 'block'; clients: Client[]; ms: number }
  | { kind: 'paced'; clients: Client[]; ms: number; intervalMs: number };

parentPort?.on('message', async (m: SalesLoadMessage) => {
  const result =
    m.kind === 'block'
      ? await runBlock(m.clients, m.ms, body)
      : await runPaced(m.clients, m.ms, m.intervalMs, body);
  parentPort?.postMessage(result);
});
