// Typed events with a version: checked on write and on read, older versions upcast on read.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deepFreeze } from '../../../domain/deepFreeze.ts';
import {
  defineEvent,
  eventCatalog,
  UnreadableEventError,
  versionedDecider,
} from '../../../domain/events/eventCatalog.ts';

const V1 = defineEvent('SeatHeld', z.object({ seat: z.string() }));
const V2 = defineEvent('SeatHeld', z.object({ seat: z.string(), row: z.number() }), {
  version: 2,
  upcasters: { 1: (data) => ({ ...(data as object), row: 1 }) },
});

describe('event catalogue', () => {
  it('writes the version in the metadata (as a string) and refuses a payload off its schema', () => {
    const catalog = eventCatalog([V2]);
    expect(catalog.encode({ type: 'SeatHeld', data: { seat: 'A', row: 3 } }).metadata).toEqual({
      eventVersion: '2',
    });
    expect(() => catalog.encode({ type: 'SeatHeld', data: { seat: 'A' } as never })).toThrow();
  });

  it('reads an event of version 1 through the upcaster; version 2 as it is', () => {
    const catalog = eventCatalog([V2]);
    const old = eventCatalog([V1]).encode({ type: 'SeatHeld', data: { seat: 'B' } });
    expect(catalog.decode({ type: old.type, data: old.data, metadata: old.metadata ?? {} })).toEqual({
      type: 'SeatHeld',
      data: { seat: 'B', row: 1 },
    });
    expect(
      catalog.decode({ type: 'SeatHeld', data: { seat: 'C', row: 2 }, metadata: { eventVersion: '2' } })
        ?.data,
    ).toEqual({ seat: 'C', row: 2 });
  });

  it('refuses a version it does not know, and a stored payload off its schema', () => {
    const catalog = eventCatalog([V2]);
    expect(() =>
      catalog.decode({ type: 'SeatHeld', data: { seat: 'C', row: 2 }, metadata: { eventVersion: '3' } }),
    ).toThrow(UnreadableEventError);
    expect(() =>
      catalog.decode({ type: 'SeatHeld', data: { seat: 5 }, metadata: { eventVersion: '2' } }),
    ).toThrow(UnreadableEventError);
  });

  it('a frozen (shared) event is decoded once for every catalogue with its definition; the answer is frozen too', () => {
    const stored = { type: 'SeatHeld', data: { seat: 'E', row: 5 }, metadata: { eventVersion: '2' } };
    const shared = deepFreeze({ ...stored, data: { ...stored.data }, metadata: { ...stored.metadata } });
    const first = eventCatalog([V2]).decode(shared);
    expect(eventCatalog([V2]).decode(shared)).toBe(first);
    expect(Object.isFrozen(first?.data)).toBe(true);
    expect(() => {
      (first?.data as { seat: string }).seat = 'Z';
    }).toThrow(TypeError);
    // Another definition of the type decodes it its own way; an unfrozen event is decoded afresh.
    const other = defineEvent('SeatHeld', z.object({ seat: z.string() }), {
      version: 2,
      upcasters: { 1: (d) => d },
    });
    expect(eventCatalog([other]).decode(shared)?.data).toEqual({ seat: 'E' });
    const catalog = eventCatalog([V2]);
    expect(catalog.decode(stored)).not.toBe(catalog.decode(stored));
    expect(Object.isFrozen(catalog.decode(stored)?.data)).toBe(false);
  });

  it('a version without its upcasters cannot be defined; a type outside the catalogue decodes to undefined', () => {
    expect(() => defineEvent('X', z.object({}), { version: 3, upcasters: { 1: (d) => d } })).toThrow(
      /no upcaster from v2/,
    );
    expect(eventCatalog([V2]).decode({ type: 'Other', data: {}, metadata: {} })).toBeUndefined();
  });

  it('a versioned decider stamps what it decides and folds only the current shape', () => {
    const seen: unknown[] = [];
    const decider = versionedDecider(
      {
        decide: () => [{ type: 'SeatHeld' as const, data: { seat: 'D', row: 4 } }],
        evolve: (state: number, event) => {
          seen.push(event.data);
          return state + 1;
        },
        initialState: () => 0,
      },
      eventCatalog([V2]),
    );
    expect(decider.decide(undefined, 0)[0]?.metadata).toEqual({ eventVersion: '2' });
    expect(
      decider.evolve(0, { type: 'SeatHeld', data: { seat: 'E' } as never, metadata: { eventVersion: '1' } }),
    ).toBe(1);
    expect(seen).toEqual([{ seat: 'E', row: 1 }]);
  });
});
