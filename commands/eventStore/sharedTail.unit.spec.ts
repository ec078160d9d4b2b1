// The window of newest events the Postgres store's subscriptions share, driven by a scripted log:
// how many reads reach the database, and that each subscription gets what a read of its own would.
import { describe, expect, it } from 'vitest';
import type { AllFilter, Position, RecordedEvent } from '../../domain/eventStore.ts';
import { type ReadAfter, SharedTail } from './sharedTail.ts';

const MAX = 2n ** 63n - 1n;
const START: Position = { commit: 0n, prepare: 0n };

const at = (commit: bigint, type = 'OrderPlaced', streamId = `order-${commit}`): RecordedEvent =>
  ({ id: `e${commit}`, type, streamId, position: { commit, prepare: 1n }, data: { n: 1 } }) as RecordedEvent;

const after = (a: Position, b: Position) =>
  a.commit > b.commit || (a.commit === b.commit && a.prepare > b.prepare);

/** A log whose transactions below `xmin` have ended; counts the shared and the lone reads. */
function scriptedLog() {
  const state = {
    xmin: 100n,
    log: [] as RecordedEvent[],
    shared: [] as Position[],
    alone: [] as Position[],
    read: (async () => ({ events: [] })) as ReadAfter,
  };
  const readFrom = (reads: Position[], filter?: AllFilter) => async (from: Position, maxCount: number) => {
    reads.push(from);
    const xmin = state.xmin;
    const visible = state.log.filter(
      (e) =>
        e.position.commit < xmin &&
        after(e.position, from) &&
        (!filter ||
          ('eventTypePrefixes' in filter && filter.eventTypePrefixes.some((p) => e.type.startsWith(p)))),
    );
    const events = visible.slice(0, maxCount);
    return { events, seenTo: events.length < maxCount ? { commit: xmin - 1n, prepare: MAX } : undefined };
  };
  state.read = readFrom(state.shared);
  const tail = new SharedTail((from, maxCount) => state.read(from, maxCount), 4);
  const read = (from: Position, maxCount = 10, filter?: AllFilter, live = true) =>
    tail.read(from, maxCount, live, filter, readFrom(state.alone, filter));
  return { state, read };
}

describe('SharedTail', () => {
  it('subscriptions at the head woken together cost one read, each served through its filter', async () => {
    const { state, read } = scriptedLog();
    const first = await read(START); // no window yet: reads alone, and the window starts where it saw
    expect(first.seenTo).toEqual({ commit: 99n, prepare: MAX });
    expect(state.alone).toHaveLength(1);
    state.log.push(at(120n), at(121n, 'RefundOrderPlaced'), at(122n));
    state.xmin = 130n;
    const cursor = first.seenTo!;
    const [all, refunds, orders] = await Promise.all([
      read(cursor),
      read(cursor, 10, { eventTypePrefixes: ['RefundOrder'] }),
      read(cursor, 10, { eventTypePrefixes: ['Order'] }),
    ]);
    expect(state.shared).toEqual([cursor]);
    expect(state.alone).toHaveLength(1);
    expect(all.events.map((e) => e.id)).toEqual(['e120', 'e121', 'e122']);
    expect(refunds.events.map((e) => e.id)).toEqual(['e121']);
    expect(orders.events.map((e) => e.id)).toEqual(['e120', 'e122']);
    // The filtered ones move past what they skip, as far as the shared read saw.
    expect(refunds.seenTo).toEqual({ commit: 129n, prepare: MAX });
    expect(all.events[1]).toBe(refunds.events[0]); // the same objects, frozen
    expect(Object.isFrozen(all.events[0]!.data)).toBe(true);
  });

  it('a subscription behind the window is served from memory without a read; at its end it reads anew', async () => {
    const { state, read } = scriptedLog();
    const cursor = (await read(START)).seenTo!;
    state.log.push(at(120n), at(121n));
    state.xmin = 130n;
    await read(cursor);
    const slow = await read(cursor, 1); // a subscription that was busy: still inside the window
    expect(slow.events.map((e) => e.id)).toEqual(['e120']);
    expect(slow.seenTo).toBeUndefined(); // stopped at maxCount
    expect(state.shared).toHaveLength(1);
    state.log.push(at(140n));
    state.xmin = 150n;
    const rest = await read(slow.events[0]!.position);
    expect(rest.events.map((e) => e.id)).toEqual(['e121']); // what the window holds, no read
    expect(state.shared).toHaveLength(1);
    const fresh = await read(rest.seenTo!);
    expect(fresh.events.map((e) => e.id)).toEqual(['e140']);
    expect(state.shared).toHaveLength(2);
  });

  it('a subscription not caught up yet sees everything committed before it asked', async () => {
    const { state, read } = scriptedLog();
    const cursor = (await read(START)).seenTo!;
    state.log.push(at(120n));
    state.xmin = 130n;
    const firstRead = await read(cursor);
    state.log.push(at(140n));
    state.xmin = 150n;
    const starting = await read(cursor, 10, undefined, false); // a new subscription, same cursor
    expect(starting.events.map((e) => e.id)).toEqual(['e120', 'e140']);
    expect(starting.seenTo).toEqual({ commit: 149n, prepare: MAX });
    expect(firstRead.events.map((e) => e.id)).toEqual(['e120']);
    expect(state.shared).toHaveLength(2);
  });

  it('an ask that arrives while a read is under way waits for one that starts after it', async () => {
    const { state, read } = scriptedLog();
    const cursor = (await read(START)).seenTo!;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ungated = state.read;
    state.read = async (from, maxCount) => {
      const snapshot = ungated(from, maxCount); // sees the log as it is now
      await gate;
      return snapshot;
    };
    const early = read(cursor);
    while (state.shared.length === 0) await new Promise((resolve) => setImmediate(resolve));
    // The first shared read is under way (its snapshot taken: xmin 100); then 120 commits.
    state.log.push(at(120n));
    state.xmin = 130n;
    const late = read(cursor);
    release();
    expect((await early).events).toEqual([]);
    expect((await late).events.map((e) => e.id)).toEqual(['e120']);
    expect(state.shared).toHaveLength(2);
  });

  it('a subscription behind the window (catching up) reads alone, filtered, until it reaches it', async () => {
    const { state, read } = scriptedLog();
    for (let c = 1n; c <= 20n; c++) state.log.push(at(c, c % 2n ? 'OrderPlaced' : 'TicketIssued'));
    state.xmin = 100n;
    const head = (await read(START, 50)).seenTo!;
    // The window keeps at most 2 x 4 events: 30 more push its start past 30.
    for (let c = 101n; c <= 130n; c++) state.log.push(at(c));
    state.xmin = 200n;
    let cursor = head;
    for (let n = 0; n < 10 && cursor.commit < 199n; n++) {
      const r = await read(cursor, 10);
      cursor = r.seenTo ?? r.events[r.events.length - 1]!.position;
    }
    const sharedReads = state.shared.length;
    const alone = state.alone.length;
    const catching = await read({ commit: 10n, prepare: 1n }, 5, { eventTypePrefixes: ['Ticket'] });
    expect(catching.events.map((e) => e.id)).toEqual(['e12', 'e14', 'e16', 'e18', 'e20']);
    expect(state.alone).toHaveLength(alone + 1);
    expect(state.shared).toHaveLength(sharedReads);
  });
});
