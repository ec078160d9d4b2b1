import { describe, expect, it } from 'vitest';
import {
  choiceProblem,
  choiceTotal,
  chosenLines,
  linesFromQuery,
  orderQuery,
  setCount,
} from './ticketChoice.ts';

describe('ticket list choices (spec 002 §5)', () => {
  it('asks to buy something when nothing is chosen', () => {
    expect(choiceProblem('perCount', [])).toBe('NOTHING_CHOSEN');
    expect(choiceProblem('perCount', chosenLines({ 1: 0 }))).toBe('NOTHING_CHOSEN');
  });

  it('allows several per-count types up to 99 each', () => {
    const step = setCount('perCount', { 1: 2 }, 2, 120);
    expect(step).toEqual({ counts: { 1: 2, 2: 99 } });
    expect(choiceProblem('perCount', chosenLines({ 1: 2, 2: 3 }))).toBeNull();
  });

  it('allows one timed ticket per person and order', () => {
    expect(setCount('timed', {}, 1, 1)).toEqual({ counts: { 1: 1 } });
    expect(setCount('timed', { 1: 1 }, 1, 2)).toEqual({ refused: 'ONE_TIMED_ONLY' });
    expect(setCount('timed', { 1: 1 }, 2, 1)).toEqual({ refused: 'ONE_TIMED_ONLY' });
    expect(choiceProblem('timed', [{ ticketTypeID: 1, ticketCount: 2 }])).toBe('ONE_TIMED_ONLY');
  });

  it('takes exactly one group type, one of it', () => {
    expect(setCount('group', {}, 3, 5)).toEqual({ counts: { 3: 1 } });
    expect(setCount('group', { 3: 1 }, 4, 1)).toEqual({ refused: 'ONE_GROUP_ONLY' });
    expect(setCount('group', { 3: 1 }, 3, 0)).toEqual({ counts: { 3: 0 } });
    expect(choiceProblem('group', chosenLines({ 3: 1, 4: 1 }))).toBe('ONE_GROUP_ONLY');
    expect(choiceProblem('group', chosenLines({ 3: 1 }))).toBeNull();
  });

  it('builds the order form query and reads it back', () => {
    const lines = chosenLines({ 1: 2, 2: 1 });
    const total = choiceTotal(lines, (id) => (id === 1 ? 5000 : 2500));
    expect(total).toBe(12500);
    const query = orderQuery('perCount', lines, total);
    expect(query.numlist).toBe(3);
    expect(linesFromQuery(query.ticketArray)).toEqual(lines);
    expect(orderQuery('group', [{ ticketTypeID: 7, ticketCount: 1 }], 0).ticketArray).toBe('7');
    expect(linesFromQuery('7')).toEqual([{ ticketTypeID: 7, ticketCount: 1 }]);
    expect(linesFromQuery('not json')).toEqual([]);
    expect(linesFromQuery('[{"ticketTypeID":1,"ticketCount":500}]')).toEqual([
      { ticketTypeID: 1, ticketCount: 99 },
    ]);
  });
});
