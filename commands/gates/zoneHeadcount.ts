// The headcount of zones with a capacity limit (issue 29; domain/gates/zoneHeadcountEvents.ts), as the
// booking slots keep their places (commands/booking/quotaLedger.ts): the ticket's (or card's) gate
// decision and the zone's new headcount are one multi-stream append, each stream at the revision it
// was read at, so a second gate — in this process or another — deciding on the same last place gets
// WrongExpectedVersionError and decides again (passGate's retries), now refused (zone_full). In one
// process the passes of a zone queue (a keyed lock), so they do not race each other; the headcount is
// kept between passes and a refusal for capacity is only given on a fresh read. Refusals and repeats
// leave the zone's stream alone.
import { randomUUID } from 'node:crypto';
import type { Decider, DeciderEvent } from '../../domain/decider.ts';
import {
  type EventData,
  type EventMetadata,
  type EventStore,
  type RecordedEvent,
  type StreamAppend,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '../../domain/eventStore.ts';
import {
  headcountChange,
  zoneHeadcountEvents,
  zoneHeadcountStreamId,
} from '../../domain/gates/zoneHeadcountEvents.ts';
import { createKeyedMutex } from '../handling/keyedMutex.ts';
import { catchUp, emptyStreamState } from '../handling/streamState.ts';

interface Headcount {
  inside: number;
  /** Revision of the zone stream's last event; -1n before its first. */
  revision: bigint;
}

/** One gate command on a ticket's or card's stream, judged with the zone's headcount. */
export interface CountedCommand<State, Command> {
  // biome-ignore lint/suspicious/noExplicitAny: the ticket's and the card's versioned deciders.
  decider: Decider<State, Command, any>;
  streamId: string;
  zoneId: number;
  command(inside: number): Command;
  /** The people a returned entry takes out (a pass carries its own). */
  persons(state: State): number;
  metadata: EventMetadata;
  /** The headcount before the zone's stream has its first event: what the passenger flow counts now. */
  seed(): Promise<number>;
}

/** Conflicts decided again within one turn of the zone before the caller retries. */
const TRIES = 4;

const zoneFull = (events: DeciderEvent[]) =>
  events[0]?.type === 'PassDenied' && (events[0].data as { reason: string }).reason === 'zone_full';

export class ZoneHeadcount {
  private readonly known = new Map<number, Headcount>();
  private readonly zones = createKeyedMutex();

  constructor(private readonly store: EventStore) {}

  /**
   * Decides `c` against the zone's headcount and appends both; the events appended (none: a repeat).
   * A conflict (another gate of this ticket, another process at this zone) is read and decided again
   * while the zone's turn lasts, a few times; then WrongExpectedVersionError goes to the caller.
   */
  async decide<State, Command>(c: CountedCommand<State, Command>): Promise<DeciderEvent[]> {
    let own = await catchUp(this.store, c.streamId, emptyStreamState<State, DeciderEvent>(c.decider));
    return this.zones.run(String(c.zoneId), async () => {
      for (let attempt = 1; ; attempt++) {
        const cached = this.known.get(c.zoneId);
        let head = cached ?? (await this.read(c.zoneId, c.seed));
        let decided: DeciderEvent[] = c.decider.decide(c.command(head.inside), own.state);
        if (cached && zoneFull(decided)) {
          head = await this.read(c.zoneId, c.seed);
          decided = c.decider.decide(c.command(head.inside), own.state);
        }
        if (decided.length === 0) return decided;
        const { appends, after } = this.appendsOf(c, own, decided, head);
        try {
          await this.store.appendToStreams(appends);
          this.known.set(c.zoneId, after);
          return decided;
        } catch (error) {
          this.known.delete(c.zoneId);
          if (!(error instanceof WrongExpectedVersionError) || attempt >= TRIES) throw error;
          if (error.streamId === c.streamId) own = await catchUp(this.store, c.streamId, own);
        }
      }
    });
  }

  /** The decision on its stream at the revision it was made at, and the zone's new headcount on its. */
  private appendsOf<State>(
    c: CountedCommand<State, unknown>,
    own: { state: State; revision: bigint },
    decided: DeciderEvent[],
    head: Headcount,
  ): { appends: StreamAppend[]; after: Headcount } {
    const events = decided.map((e) => eventData(e, c.metadata));
    const appends: StreamAppend[] = [{ streamId: c.streamId, events, expectedRevision: at(own.revision) }];
    const change = headcountChange(decided[0], c.persons(own.state));
    if (!change || change.change === 0) return { appends, after: head };
    const after = { inside: Math.max(0, head.inside + change.change), revision: head.revision + 1n };
    const event = {
      type: 'ZoneHeadcountChanged' as const,
      data: { ...change, zoneId: c.zoneId, inside: after.inside },
    };
    appends.push({
      streamId: zoneHeadcountStreamId(c.zoneId),
      events: [zoneHeadcountEvents.encode(event, c.metadata, randomUUID())],
      expectedRevision: at(head.revision),
    });
    return { appends, after };
  }

  /** The zone's headcount now: its stream's last event, or the seed before it has one. */
  private async read(zoneId: number, seed: () => Promise<number>): Promise<Headcount> {
    const streamId = zoneHeadcountStreamId(zoneId);
    const [last] = await this.store
      .readStream(streamId, { direction: 'backwards', maxCount: 1 })
      .catch((error): RecordedEvent[] => {
        if (error instanceof StreamNotFoundError) return [];
        throw error;
      });
    const event = last ? zoneHeadcountEvents.decode(last) : undefined;
    const head =
      event && last
        ? { inside: event.data.inside, revision: last.revision }
        : { inside: await seed(), revision: -1n };
    this.known.set(zoneId, head);
    return head;
  }
}

const at = (revision: bigint) => (revision < 0n ? ('no_stream' as const) : revision);

function eventData(event: DeciderEvent, metadata: EventMetadata): EventData {
  const own = (event as { metadata?: EventMetadata }).metadata;
  return { id: randomUUID(), type: event.type, data: event.data, metadata: { ...metadata, ...own } };
}
