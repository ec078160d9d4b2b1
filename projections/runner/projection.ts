import type pg from 'pg';
import type { AllFilter, RecordedEvent } from '../../domain/eventStore.ts';

/**
 * A projection builds read-model tables from events. `apply` receives a batch in `$all` order and
 * the transaction that will also store the checkpoint: the batch and its checkpoint commit together.
 */
export interface Projection {
  name: string;
  /** Bump to rebuild the read model from the start on the next run. */
  version: number;
  /** Tables the projection owns: created by `schema`, emptied by a rebuild. */
  tables: string[];
  /** Idempotent DDL (`create table if not exists …`). */
  schema: string;
  filter?: AllFilter;
  apply(events: RecordedEvent[], tx: pg.PoolClient): Promise<void>;
}

/** Helper for the usual shape: one handler per event type, run one event at a time. */
export function perEvent(
  handlers: Record<string, (event: RecordedEvent, tx: pg.PoolClient) => Promise<unknown>>,
): Projection['apply'] {
  return async (events, tx) => {
    for (const event of events) await handlers[event.type]?.(event, tx);
  };
}
