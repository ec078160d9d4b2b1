// The KurrentDB / EventStoreDB adapter of the event-store port (DESIGN.md §4), selected when
// EVENTSTORE_URL is set. Input is checked by validateAppend.ts before anything is sent, so both
// adapters refuse bad input with the same typed error.
import {
  type AppendStreamRequest,
  BACKWARDS,
  type AppendResult as ClientAppendResult,
  type MultiAppendResult as ClientMultiAppendResult,
  END,
  FORWARDS,
  KurrentDBClient,
  START,
} from '@kurrent/kurrentdb-client';
import {
  type AppendOptions,
  type AppendResult,
  type EventData,
  type EventStore,
  EventStoreError,
  type MultiAppendResult,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
  type StreamAppendResult,
  type SubscribeToAllOptions,
  type Subscription,
  WrongExpectedVersionError,
} from '../../domain/eventStore.ts';
import {
  checkCount,
  isBeyond,
  isSystemEvent,
  mapAppendError,
  mapMultiAppendError,
  mapReadError,
  toClientEvent,
  toClientFilter,
  toDirection,
  toKurrentConnectionString,
  toMultiAppendClientEvent,
  toReadPosition,
  toReadRevision,
  toRecordedEvent,
  toStreamState,
} from './kurrentMapping.ts';
import { subscribeKurrent } from './kurrentSubscription.ts';
import { prepareAppend, prepareAppends, validateStreamId } from './validateAppend.ts';

export interface KurrentEventStoreOptions {
  /** `kurrentdb://host:2113?tls=false` or the older `esdb://…`. */
  connectionString: string;
}

/** Same default page as the Postgres adapter, so both answer `readAll()` alike. */
const DEFAULT_READ_ALL_COUNT = 4096;
const PING_TIMEOUT_MS = 3000;

export async function createKurrentEventStore(options: KurrentEventStoreOptions): Promise<EventStore> {
  // Parses the connection string now (throws on a malformed one); the gRPC connection is lazy.
  const client = KurrentDBClient.connectionString(toKurrentConnectionString(options.connectionString));
  const subscriptions = new Set<Subscription>();
  let closed = false;

  async function readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const stream = validateStreamId(streamId);
    const direction = toDirection(options.direction);
    const maxCount = checkCount(options.maxCount, Number.MAX_SAFE_INTEGER, 'maxCount');
    const fromRevision = toReadRevision(options.fromRevision, direction);
    if (maxCount === 0) {
      // Nothing to return, but a missing stream is still reported as missing.
      await readStream(stream, { fromRevision: 'start', maxCount: 1 });
      return [];
    }
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of client.readStream(stream, { fromRevision, direction, maxCount })) {
        if (resolved.event) events.push(toRecordedEvent(resolved.event, resolved.commitPosition));
      }
    } catch (error) {
      throw mapReadError(error, stream);
    }
    return events;
  }

  async function readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const direction = toDirection(options.direction);
    const maxCount = checkCount(options.maxCount, DEFAULT_READ_ALL_COUNT, 'maxCount');
    const filter = toClientFilter(options.filter);
    let cursor = toReadPosition(options.fromPosition, direction === FORWARDS ? START : END);
    const events: RecordedEvent[] = [];
    // KurrentDB reads from a position inclusively; the port reads strictly after (or before) it.
    // Ask for one more than needed, drop what is not beyond the cursor, page until enough.
    while (events.length < maxCount) {
      const after = typeof cursor === 'object' ? cursor : undefined;
      const want = maxCount - events.length + (after ? 1 : 0);
      let received = 0;
      let last: Position | undefined;
      for await (const resolved of client.readAll({
        fromPosition: cursor,
        direction,
        filter,
        maxCount: want,
      })) {
        received += 1;
        if (!resolved.event) continue;
        const recorded = toRecordedEvent(resolved.event, resolved.commitPosition);
        last = recorded.position;
        if (after && !isBeyond(recorded.position, after, direction)) continue;
        if (isSystemEvent(resolved.event)) continue;
        events.push(recorded);
        if (events.length >= maxCount) break;
      }
      if (received < want || !last) break;
      cursor = last;
    }
    return events;
  }

  /** The $all position of the event at `revision` of a stream. */
  async function positionOf(streamId: string, revision: bigint): Promise<Position> {
    const [event] = await readStream(streamId, { fromRevision: revision, maxCount: 1 });
    return event?.position ?? { commit: -1n, prepare: -1n };
  }

  const store: EventStore = {
    async appendToStream(
      streamId: string,
      events: EventData[],
      options?: AppendOptions,
    ): Promise<AppendResult> {
      const batch = prepareAppend(streamId, events, options);
      let result: ClientAppendResult;
      try {
        result = await client.appendToStream(batch.streamId, batch.events.map(toClientEvent), {
          streamState: toStreamState(batch.expected),
        });
      } catch (error) {
        throw mapAppendError(error, batch.streamId, batch.expected);
      }
      if (!result.success) {
        // Only with `throwOnAppendFailure=false` in the connection string.
        const actual = result.nextExpectedRevision >= 0n ? result.nextExpectedRevision : undefined;
        throw new WrongExpectedVersionError(batch.streamId, batch.expected, actual);
      }
      // The server reports no position for an idempotent retry, and for a multi-event append the
      // position of its transaction, not necessarily the last event's $all position: read it back then.
      const reported = result.position;
      const position =
        reported && reported.commit >= 0n && batch.events.length === 1
          ? { commit: reported.commit, prepare: reported.prepare }
          : await positionOf(batch.streamId, result.nextExpectedRevision);
      return { nextExpectedRevision: result.nextExpectedRevision, position };
    },

    // Client 1.3.1's multiStreamAppend: one atomic append over several streams, KurrentDB 25.1+
    // only. Never run against a server (none exists where this is built): docs/kurrentdb.md lists
    // the multi-stream contract cases a maintainer must run before trusting it.
    async appendToStreams(requests: StreamAppend[]): Promise<MultiAppendResult> {
      const batches = prepareAppends(requests);
      const clientRequests: AppendStreamRequest[] = batches.map((batch) => ({
        streamName: batch.streamId,
        events: batch.events.map((event) => toMultiAppendClientEvent(event, batch.streamId)),
        expectedState: toStreamState(batch.expected),
      }));
      let result: ClientMultiAppendResult;
      try {
        result = await client.multiStreamAppend(clientRequests);
      } catch (error) {
        throw mapMultiAppendError(error, batches);
      }
      // The server reports one position for the whole append: each stream's last event is read back
      // for its own `$all` position, as appendToStream does for a multi-event batch.
      const streams = await Promise.all(
        batches.map(async (batch): Promise<StreamAppendResult> => {
          const response = result.responses.find((r) => r.streamName === batch.streamId);
          if (response === undefined) {
            throw new EventStoreError(`multi-stream append: no answer for stream ${batch.streamId}`);
          }
          const position = await positionOf(batch.streamId, response.revision);
          return { streamId: batch.streamId, nextExpectedRevision: response.revision, position };
        }),
      );
      return { streams };
    },

    readStream,
    readAll,

    subscribeToAll(options: SubscribeToAllOptions = {}): Subscription {
      const subscription = subscribeKurrent(client, options, () => subscriptions.delete(subscription));
      subscriptions.add(subscription);
      return subscription;
    },

    async ping(): Promise<boolean> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
      });
      const probe = (async () => {
        for await (const _event of client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1 }))
          break;
        return true;
      })().catch(() => false);
      try {
        return await Promise.race([probe, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await Promise.all([...subscriptions].map((s) => s.unsubscribe()));
      await client.dispose();
    },
  };
  return store;
}
