// What the agency use cases read and append: the credit account's and an agency order's own streams
// (folded, with the revision read), and one multi-stream append retried on a concurrent change. Two
// submissions of one agency are serialised in this process (a keyed mutex on the credit stream) and
// across processes by the credit stream's expected revision: the balance can never go below zero.
import {
  type CreditState,
  decideCredit,
  evolveCredit,
  initialCreditState,
} from '../../domain/agencies/agencyCredit.ts';
import {
  agencyOrderEvents,
  agencyOrderStreamId,
  creditEvents,
  creditStreamId,
} from '../../domain/agencies/agencyEvents.ts';
import {
  type AgencyOrderState,
  evolveAgencyOrder,
  initialAgencyOrderState,
} from '../../domain/agencies/agencyOrder.ts';
import { type CommandEnvelope, envelopeMetadata } from '../../domain/commandEnvelope.ts';
import { DomainError } from '../../domain/decider.ts';
import {
  type EventData,
  type EventMetadata,
  type EventStore,
  type RecordedEvent,
  type StreamAppend,
  WrongExpectedVersionError,
} from '../../domain/eventStore.ts';
import { deterministicEventId } from '../handling/deterministicEventId.ts';
import { createKeyedMutex, runHoldingAll } from '../handling/keyedMutex.ts';
import { readEvents } from '../sales/saleStreams.ts';

export interface Loaded<State> {
  state: State;
  /** -1 when the stream does not exist. */
  revision: bigint;
  /** Request ids that appended to the stream (a repeat is answered, not decided again). */
  requestIds: Set<string>;
}

async function load<State, E extends { type: string; data: unknown }>(
  store: EventStore,
  streamId: string,
  decode: (recorded: RecordedEvent) => E | null | undefined,
  evolve: (s: State, e: E) => State,
  initial: State,
): Promise<Loaded<State>> {
  const events = await readEvents(store, streamId);
  let state = initial;
  const requestIds = new Set<string>();
  for (const recorded of events) {
    const event = decode(recorded);
    if (event) state = evolve(state, event);
    if (recorded.metadata.requestId) requestIds.add(recorded.metadata.requestId);
  }
  return { state, revision: BigInt(events.length) - 1n, requestIds };
}

export const loadCredit = (store: EventStore, agencyId: number): Promise<Loaded<CreditState>> =>
  load(store, creditStreamId(agencyId), (r) => creditEvents.decode(r), evolveCredit, initialCreditState());

export const loadAgencyOrder = (store: EventStore, orderNo: string): Promise<Loaded<AgencyOrderState>> =>
  load(
    store,
    agencyOrderStreamId(orderNo),
    (r) => agencyOrderEvents.decode(r),
    evolveAgencyOrder,
    initialAgencyOrderState(),
  );

/** The expected revision of a stream read at `revision`. */
export const expectedAt = (revision: bigint) => (revision < 0n ? ('no_stream' as const) : revision);

/** Encodes a stream's events for the envelope, ids numbered from `first` (deterministic per request). */
export function encodeFor<E extends { type: string; data: unknown }>(
  catalog: { encode(event: E, metadata?: EventMetadata, id?: string): EventData },
  envelope: CommandEnvelope,
  first: number,
) {
  const metadata = envelopeMetadata(envelope);
  return (events: E[]) =>
    events.map((e, i) => catalog.encode(e, metadata, deterministicEventId(envelope.requestId, first + i)));
}

const credits = createKeyedMutex();
const ATTEMPTS = 25;

/**
 * Runs `attempt` (read, decide, append) one at a time per agency in this process, again from a
 * fresh read when another process appended meanwhile.
 */
export function onAgencyCredit<T>(agencyId: number, attempt: () => Promise<T>): Promise<T> {
  return credits.run(creditStreamId(agencyId), async () => {
    for (let i = 1; ; i++) {
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        if (i === ATTEMPTS) throw new DomainError('CONCURRENT_CHANGE');
      }
    }
  });
}

/** Runs `task` holding these agencies' credit locks (a refund giving credit back: see onAgencyCredit). */
export const onCredits = <T>(agencyIds: readonly number[], task: () => Promise<T>): Promise<T> =>
  runHoldingAll(credits, agencyIds.map(creditStreamId), task);

export interface CreditCharge {
  travelAgencyID: number;
  scenicAreaID: number;
  orderNo: string;
  amount: number;
  sellerID: number;
  sellerAccount: string;
  metadata: EventMetadata;
  /** The charge event's id (derived from the sale's request id: a retried submit is the same append). */
  eventId: string;
}

/**
 * A window sale on credit (issue 29): decides the charge on the agency's credit as it is now and
 * hands `append` the credit stream's part of the sale's append (null when the sale costs nothing);
 * a conflict on the credit stream (another charge, a submission) decides again, as a card charge does.
 */
export async function withCreditCharge(
  store: EventStore,
  charge: CreditCharge,
  append: (credit: StreamAppend | null) => Promise<unknown>,
): Promise<void> {
  const { metadata, eventId, ...data } = charge;
  const streamId = creditStreamId(charge.travelAgencyID);
  await credits.run(streamId, async () => {
    for (let attempt = 1; ; attempt++) {
      const { state, revision } = await loadCredit(store, charge.travelAgencyID);
      const events = decideCredit({ type: 'ChargeCredit', data }, state);
      const part = events.map((e) => creditEvents.encode(e, metadata, eventId));
      try {
        await append(part.length ? { streamId, events: part, expectedRevision: expectedAt(revision) } : null);
        return;
      } catch (error) {
        const again =
          error instanceof WrongExpectedVersionError && error.streamId === streamId && attempt < ATTEMPTS;
        if (!again) throw error;
      }
    }
  });
}
