// The capacity streams' group commit. One slot on one date is one stream, and a popular slot is a hot
// stream: hundreds of visitors submit at once. Appending one hold at a time would serialise them on
// the stream's revision (one round trip each). Instead, per stream, the holds, confirmations and
// releases that queue up while an append is in flight are decided together against the folded state,
// one after another, and appended in one multi-stream append with the stream's exact expected
// revision — each with the other streams it must change in the same transaction (the booking, the
// order, the tickets). The folded state is kept between batches; a conflict (another process
// appended) reloads it and decides the batch again, and a refusal is only given on a fresh read. A
// work whose other stream conflicts is retried alone, so one stale booking never fails the rest.

import { evolveQuota, initialQuotaState, type QuotaState } from '../../domain/booking/quota.ts';
import { type QuotaEvent, quotaEvents } from '../../domain/booking/quotaEvents.ts';
import {
  type EventData,
  type EventMetadata,
  type EventStore,
  type StreamAppend,
  WrongExpectedVersionError,
} from '../../domain/eventStore.ts';
import { readEvents } from '../sales/saleStreams.ts';

/** One change to a capacity stream, decided when its turn comes, against the state at that moment. */
export interface QuotaWork<Answer> {
  /** The quota events (maybe none), the other streams to append with them, and the answer. */
  decide(state: QuotaState): { events: QuotaEvent[]; with: StreamAppend[]; answer: Answer };
  metadata: EventMetadata;
  /** Event ids of the quota events (deterministic per request, so a retried work is recognised). */
  eventId?(index: number): string;
}

interface Queued {
  work: QuotaWork<unknown>;
  resolve(answer: unknown): void;
  reject(error: unknown): void;
}

interface Folded {
  state: QuotaState;
  revision: bigint;
}

const MAX_BATCH = 256;
const MAX_ROUNDS = 5;

export class QuotaLedger {
  private readonly folded = new Map<string, Folded>();
  private readonly queues = new Map<string, Queued[]>();

  constructor(private readonly store: EventStore) {}

  /** Queues `work` on the stream; resolves with its answer once its events are stored. */
  run<Answer>(streamId: string, work: QuotaWork<Answer>): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      const queue = this.queues.get(streamId);
      const entry = { work, resolve: resolve as (a: unknown) => void, reject };
      if (queue) {
        queue.push(entry);
        return;
      }
      this.queues.set(streamId, [entry]);
      void this.drain(streamId);
    });
  }

  /** The stream's state now, caught up with the store (exact across processes: one read). */
  async state(streamId: string): Promise<QuotaState> {
    return (await this.catchUp(streamId)).state;
  }

  private async drain(streamId: string): Promise<void> {
    const queue = this.queues.get(streamId) as Queued[];
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0, MAX_BATCH);
        await this.commit(streamId, batch);
      }
    } finally {
      this.queues.delete(streamId);
    }
  }

  private async commit(streamId: string, batch: Queued[]): Promise<void> {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      // The state this process last appended at: usually current (the append's expected revision
      // says if not). A refusal, though, appends nothing to find out, so it is judged on a fresh read.
      const cached = this.folded.get(streamId);
      let folded = cached ?? (await this.catchUp(streamId));
      let decided = this.decideAll(folded, batch);
      if (cached && decided.some((d) => !d.ok)) {
        folded = await this.catchUp(streamId);
        decided = this.decideAll(folded, batch);
      }
      const appends = decided.flatMap((d) => (d.ok ? d.with : []));
      const quotaEvents = decided.flatMap((d) => (d.ok ? d.encoded : []));
      if (quotaEvents.length === 0 && appends.length === 0) return settle(batch, decided);
      const quota: StreamAppend = {
        streamId,
        events: quotaEvents,
        expectedRevision: folded.revision < 0n ? 'no_stream' : folded.revision,
      };
      try {
        await this.store.appendToStreams(quotaEvents.length ? [quota, ...appends] : appends);
        let { state } = folded;
        for (const d of decided) if (d.ok) for (const e of d.events) state = evolveQuota(state, e);
        this.folded.set(streamId, { state, revision: folded.revision + BigInt(quotaEvents.length) });
        return settle(batch, decided);
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) {
          for (const q of batch) q.reject(error);
          return;
        }
        this.folded.delete(streamId);
        if (error.streamId !== streamId) {
          // Another stream of one work moved: commit each alone, so only that work sees the conflict.
          if (batch.length === 1) return batch[0]?.reject(error);
          for (const one of batch) await this.commit(streamId, [one]);
          return;
        }
      }
    }
    for (const q of batch) q.reject(new Error(`capacity stream ${streamId}: too many conflicts`));
  }

  private decideAll(folded: Folded, batch: Queued[]): Decided[] {
    let state = folded.state;
    return batch.map((q): Decided => {
      try {
        const { events, with: others, answer } = q.work.decide(state);
        for (const event of events) state = evolveQuota(state, event);
        const encoded = events.map((event, i) =>
          quotaEvents.encode(event, q.work.metadata, q.work.eventId?.(i)),
        );
        return { ok: true, events, encoded, with: others, answer };
      } catch (error) {
        return { ok: false, error };
      }
    });
  }

  private async catchUp(streamId: string): Promise<Folded> {
    const known = this.folded.get(streamId) ?? { state: initialQuotaState(), revision: -1n };
    const newer =
      known.revision < 0n
        ? await readEvents(this.store, streamId)
        : await this.store.readStream(streamId, { fromRevision: known.revision + 1n });
    let { state, revision } = known;
    for (const recorded of newer) {
      const event = quotaEvents.decode(recorded);
      if (event) state = evolveQuota(state, event);
      revision = recorded.revision;
    }
    const folded = { state, revision };
    this.folded.set(streamId, folded);
    return folded;
  }
}

type Decided =
  | { ok: true; events: QuotaEvent[]; encoded: EventData[]; with: StreamAppend[]; answer: unknown }
  | { ok: false; error: unknown };

function settle(batch: Queued[], decided: Decided[]): void {
  for (const [i, q] of batch.entries()) {
    const d = decided[i] as Decided;
    if (d.ok) q.resolve(d.answer);
    else q.reject(d.error);
  }
}
