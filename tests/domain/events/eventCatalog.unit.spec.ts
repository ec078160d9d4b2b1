// Typed events with a version: checked on write and on read, older versions upcast on read.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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
