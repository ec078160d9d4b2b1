import type pg from 'pg';
import type { AllFilter, RecordedEvent } from '../../domain/eventStore.ts';

/**
 * A projection builds read-model tables from events. `apply` receives a batch in `$all` order and
 * the transaction that will also store the checkpoint: the batch and its checkpoint commit together.
 *
 * Table names in `schema` and `apply` are unqualified (`ticket_sales`, never `public.ticket_sales`),
 * and a projection touches only its own `tables`: the auditor's rebuild-and-compare (shadowCompare.ts)
 * runs the same DDL and `apply` with `search_path` set to a scratch schema, so the shadow copy is built
 * beside the live tables without touching them. A qualified name would write to the live read model;
 * an unqualified name of a table the projection does not own fails there (it is not in the scratch
 * schema), which is the wanted outcome: a read model is built from events only.
 */
export interface Projection {
  name: string;
  /** Bump to rebuild the read model from the start on the next run. */
  version: number;
  /** Tables the projection owns (unqualified): created by `schema`, emptied by a rebuild, compared by an audit. */
  tables: string[];
  /** Idempotent DDL (`create table if not exists …`), unqualified names only. */
  schema: string;
  filter?: AllFilter;
  apply(events: RecordedEvent[], tx: pg.PoolClient): Promise<void>;
  /**
   * Called once a live batch has committed (never while catching up or in a shadow rebuild), to
   * tell screens their read model changed: `publish` emits to a scenic area's socket.io room.
   */
  afterCommit?(events: RecordedEvent[], publish: Publish): void;
}

/** Emits `event` with `payload` to the screens watching a scenic area (api/src/realtime). */
export type Publish = (scenicAreaId: string, event: string, payload: unknown) => void;

/** Helper for the usual shape: one handler per event type, run one event at a time. */
export function perEvent(
  handlers: Record<string, (event: RecordedEvent, tx: pg.PoolClient) => Promise<unknown>>,
): Projection['apply'] {
  return async (events, tx) => {
    for (const event of events) await handlers[event.type]?.(event, tx);
  };
}
