// Whatever the sequence of entries, exits and passes given back, a ticket never spends more uses
// than its limit in all or on any day, never fewer than none, and what it spent is exactly its
// admitted entries not given back (issue 13: uses are a limited thing).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TicketCommand, TicketState } from '../../../domain/sales/ticket.ts';
import { decideTicket, evolveTicket, initialTicketState } from '../../../domain/sales/ticket.ts';
import { issued, passGate } from './gateFixtures.ts';

const DAYS = ['2026-11-25', '2026-11-26', '2026-11-27'];
const step = fc.oneof(
  fc.record({ kind: fc.constantFrom('in', 'out'), day: fc.nat(2), minute: fc.nat(1439) }),
  fc.record({ kind: fc.constant('return'), pick: fc.nat(50) }),
);

function apply(state: TicketState, command: TicketCommand): TicketState {
  try {
    return decideTicket(command, state).reduce(evolveTicket, state);
  } catch {
    return state; // a refused return changes nothing
  }
}

describe('uses under any sequence of passes and returns', () => {
  it('never exceed the limit, in all or per day, and equal the admitted entries kept', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.nat(3),
        fc.constantFrom(0 as const, 1 as const),
        fc.array(step, { maxLength: 40 }),
        (limit, perDay, pair, steps) => {
          let state = evolveTicket(
            initialTicketState(),
            issued({ validTo: '2026-11-27' }, { useTimes: limit, useTimesByDay: perDay, pair }),
          );
          steps.forEach((s, i) => {
            if (s.kind === 'return') {
              const ids = Object.keys(state.gate.passes);
              const id = ids[s.pick % Math.max(1, ids.length)] ?? 'none';
              const data = {
                passRequestId: id,
                why: 'not_passed' as const,
                note: null,
                actorID: null,
                actorAccount: null,
                now: new Date('2026-11-27T12:00:00Z'),
              };
              state = apply(state, { type: 'ReturnPass', data });
              return;
            }
            const time = `${String(Math.floor(s.minute / 60)).padStart(2, '0')}:${String(s.minute % 60).padStart(2, '0')}`;
            state = apply(
              state,
              passGate(`${DAYS[s.day]} ${time}`, { direction: s.kind, requestId: `req-${i}` }),
            );
          });
          const zone = state.uses[0];
          if (!zone) throw new Error('no zone');
          const kept = Object.values(state.gate.passes).filter(
            (p) => p.admitted && !p.returned && p.direction === 'in',
          );
          expect(zone.spent).toBe(kept.length);
          expect(zone.spent).toBeLessThanOrEqual(limit);
          for (const spent of Object.values(zone.spentOn)) {
            expect(spent).toBeGreaterThanOrEqual(0);
            if (perDay > 0) expect(spent).toBeLessThanOrEqual(perDay);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
