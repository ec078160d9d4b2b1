import DataLoader from 'dataloader';

/**
 * The calls made in one turn of the event loop, served together: `batch` runs once the turn is over
 * (setImmediate) with every key asked meanwhile, at most `maxBatchSize` a call, and answers them in
 * order (an Error rejects that caller alone). Nothing is cached: each call is served by a batch sent
 * after it asked, so it sees at least what it would have seen alone.
 */
export function perTurn<K, V>(
  batch: (keys: readonly K[]) => Promise<readonly (V | Error)[]>,
  maxBatchSize: number,
): DataLoader<K, V> {
  return new DataLoader(batch, { cache: false, maxBatchSize, batchScheduleFn: (run) => setImmediate(run) });
}
