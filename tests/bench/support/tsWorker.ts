import { Worker } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript module (tsx is registered inside it first). Benchmarks put
 * their load generators in one: clients are other machines, and their HTTP and signing must not
 * share the server's event loop.
 */
export function tsWorker(module: URL, workerData: unknown): Worker {
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(module.href)}); });`;
  return new Worker(boot, { eval: true, workerData });
}

/** Posts `message` and answers the worker's next message. */
export function ask<T>(worker: Worker, message: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.postMessage(message);
  });
}
