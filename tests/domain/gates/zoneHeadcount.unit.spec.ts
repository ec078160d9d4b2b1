// How a gate decision moves a limited zone's headcount (domain/gates/zoneHeadcountEvents.ts).
import { describe, expect, it } from 'vitest';
import { headcountChange } from '../../../domain/gates/zoneHeadcountEvents.ts';

const passed = (direction: 'in' | 'out', persons: number) => ({
  type: 'TicketPassed',
  data: { ticketNo: 'T1', requestId: 'r1', direction, persons },
});

describe('headcountChange', () => {
  it('adds an entry’s people and takes an exit’s away', () => {
    expect(headcountChange(passed('in', 3), 1)).toEqual({
      change: 3,
      cause: 'entry',
      ticketNo: 'T1',
      requestId: 'r1',
    });
    expect(headcountChange(passed('out', 2), 1)).toEqual({
      change: -2,
      cause: 'exit',
      ticketNo: 'T1',
      requestId: 'r1',
    });
  });

  it('takes a returned entry’s people away, and nothing for a returned exit or a refusal', () => {
    const returned = (direction: 'in' | 'out') => ({
      type: 'PassReturned',
      data: { ticketNo: 'T1', passRequestId: 'r1', direction },
    });
    expect(headcountChange(returned('in'), 4)).toEqual({
      change: -4,
      cause: 'returned',
      ticketNo: 'T1',
      requestId: 'r1',
    });
    expect(headcountChange(returned('out'), 4)).toBeNull();
    expect(headcountChange({ type: 'PassDenied', data: { ticketNo: 'T1', requestId: 'r1' } }, 1)).toBeNull();
    expect(headcountChange(undefined, 1)).toBeNull();
  });
});
