// Typed events with a version (DESIGN.md §4, STYLE.md §10). Each event type is defined once with
// its zod schema and its current version; the version travels in the event's metadata. Reading
// checks the payload against the schema after upcasting older versions step by step, so a decider
// or a projector only ever sees the current shape. Event names are permanent: a new payload shape
// is a new version with an upcaster from the one before, never a rewrite of history.
import type { z } from 'zod';
import { deepFreeze } from '../deepFreeze.ts';
import type { EventData, EventMetadata, RecordedEvent } from '../eventStore.ts';

/** Turns a payload of version n into version n + 1. */
export type Upcaster = (data: unknown) => unknown;

export interface EventDefinition<Type extends string = string, Schema extends z.ZodType = z.ZodType> {
  type: Type;
  /** The version new events are written with (1 for a type never changed). */
  version: number;
  schema: Schema;
  /** `upcasters[n]` lifts a version-n payload to n + 1; one for every n below `version`. */
  upcasters: Readonly<Record<number, Upcaster>>;
}

/** The event a definition describes, as deciders and projectors use it. */
export type EventOf<D extends EventDefinition> = D extends EventDefinition
  ? { type: D['type']; data: z.infer<D['schema']> }
  : never;

export const EVENT_VERSION = 'eventVersion';

export function defineEvent<Type extends string, Schema extends z.ZodType>(
  type: Type,
  schema: Schema,
  options: { version?: number; upcasters?: Record<number, Upcaster> } = {},
): EventDefinition<Type, Schema> {
  const version = options.version ?? 1;
  const upcasters = options.upcasters ?? {};
  for (let v = 1; v < version; v++) {
    if (!upcasters[v]) throw new Error(`event ${type} v${version}: no upcaster from v${v}`);
  }
  return { type, version, schema, upcasters };
}

/** Raised when a stored event cannot be read as its type says: a bug or a foreign writer. */
export class UnreadableEventError extends Error {
  override readonly name = 'UnreadableEventError';
}

export interface EventCatalog<D extends EventDefinition> {
  /** The stored form: payload checked against the schema, version in the metadata. */
  encode(event: EventOf<D>, metadata?: EventMetadata, id?: string): EventData;
  /** The current shape of a stored event (upcast, then checked); undefined for a type not in the catalogue. */
  decode(recorded: Pick<RecordedEvent, 'type' | 'data' | 'metadata'>): EventOf<D> | undefined;
  has(type: string): boolean;
}

/**
 * Decoded forms of the frozen events a process shares among its projections (the shared tail serves
 * one object to every subscription): decoded once, frozen like the event, whichever catalogue asks.
 */
const decodedShared = new WeakMap<object, { def: EventDefinition; event: unknown }>();

export function eventCatalog<const Defs extends readonly EventDefinition[]>(
  definitions: Defs,
): EventCatalog<Defs[number]> {
  const byType = new Map<string, EventDefinition>(definitions.map((d) => [d.type, d]));
  if (byType.size !== definitions.length) throw new Error('an event type is defined twice');
  const definition = (type: string) => {
    const found = byType.get(type);
    if (!found) throw new UnreadableEventError(`event type ${type} is not in the catalogue`);
    return found;
  };
  return {
    encode(event, metadata = {}, id) {
      const def = definition(event.type);
      const data = def.schema.parse(event.data);
      return {
        ...(id ? { id } : {}),
        type: def.type,
        data,
        metadata: { ...metadata, [EVENT_VERSION]: String(def.version) },
      };
    },
    decode(recorded) {
      const def = byType.get(recorded.type);
      if (!def) return undefined;
      const shared = Object.isFrozen(recorded);
      if (shared) {
        const known = decodedShared.get(recorded);
        if (known?.def === def) return known.event as EventOf<Defs[number]>;
      }
      // Kept as a string: KurrentDB's multi-stream append carries string metadata only.
      const raw = recorded.metadata[EVENT_VERSION] ?? '1';
      const stored = typeof raw === 'string' ? Number(raw) : raw;
      if (typeof stored !== 'number' || !Number.isInteger(stored) || stored < 1 || stored > def.version) {
        throw new UnreadableEventError(
          `event ${recorded.type}: version ${String(stored)} unknown (this code knows up to ${def.version})`,
        );
      }
      let data = recorded.data;
      for (let v = stored; v < def.version; v++) data = (def.upcasters[v] as Upcaster)(data);
      const parsed = def.schema.safeParse(data);
      if (!parsed.success) {
        throw new UnreadableEventError(`event ${recorded.type} v${stored}: ${parsed.error.message}`);
      }
      const event = { type: def.type, data: parsed.data } as EventOf<Defs[number]>;
      if (shared) decodedShared.set(recorded, { def, event: deepFreeze(event) });
      return event;
    },
    has: (type) => byType.has(type),
  };
}

/**
 * A decider over the catalogue's events as the command handler runs it: the events it decides carry
 * their schema version in their metadata, and the events it folds are decoded (upcast, checked)
 * first, so the inner decider only ever sees the current shape. Types outside the catalogue are skipped.
 */
export function versionedDecider<State, Command, D extends EventDefinition>(
  decider: {
    decide(command: Command, state: State): EventOf<D>[];
    evolve(state: State, event: EventOf<D>): State;
    initialState(): State;
  },
  catalog: EventCatalog<D>,
): {
  decide(command: Command, state: State): (EventOf<D> & { metadata: EventMetadata })[];
  evolve(state: State, event: EventOf<D> & { metadata?: EventMetadata }): State;
  initialState(): State;
} {
  return {
    decide: (command, state) =>
      decider
        .decide(command, state)
        .map((event) => ({ ...event, metadata: catalog.encode(event).metadata ?? {} })),
    evolve(state, event) {
      const decoded = catalog.decode({ type: event.type, data: event.data, metadata: event.metadata ?? {} });
      return decoded ? decider.evolve(state, decoded) : state;
    },
    initialState: decider.initialState,
  };
}
