// Giving a pass back (issue 13): the device saw nobody walk through after it opened (not_passed),
// or the back office undid it (undone). The entry's use returns to the day it was spent on, the
// ticket is no longer inside, a timed stay and a first use made by it end; only once, and only
// for an admitted entry.
import { describe, expect, it } from 'vitest';
import type { PassGate, ReturnPass } from '../../../domain/gates/ticketPass.ts';
import { TICKET_STATUS } from '../../../domain/sales/saleCodes.ts';
import type { TicketEvent } from '../../../domain/sales/saleEvents.ts';
import { evolveTicket, initialTicketState } from '../../../domain/sales/ticket.ts';
import {
  admits,
  denied,
  issued,
  passed,
  passGate,
  refuses,
  shanghai,
  spec,
  TICKET_NO,
  TODAY,
} from './gateFixtures.ts';

const entry = passGate(`${TODAY} 23:59`);
const ID = entry.data.request.requestId;

function giveBack(passRequestId = ID, local = '2026-11-26 00:01'): ReturnPass {
  return {
    type: 'ReturnPass',
    data: {
      passRequestId,
      why: 'not_passed',
      note: null,
      actorID: null,
      actorAccount: null,
      now: shanghai(local),
    },
  };
}
function returned(command: PassGate, local = '2026-11-26 00:01'): TicketEvent {
  const { request, today } = command.data;
  return {
    type: 'PassReturned',
    data: {
      ...{
        ticketNo: TICKET_NO,
        passRequestId: request.requestId,
        deviceId: request.deviceId,
        zoneId: 11,
        direction: 'in',
        passedOn: today,
      },
      ...{ why: 'not_passed', note: null, actorID: null, actorAccount: null },
      returnedAt: shanghai(local).toISOString(),
    },
  };
}
const fold = (events: TicketEvent[]) => events.reduce(evolveTicket, initialTicketState());

describe('an admitted entry given back', () => {
  const onceADay = issued({ validTo: '2026-11-26' }, { useTimesByDay: 1, pair: 1 });

  it('returns its use to the day it was spent on, though given back the next day', () => {
    spec
      .given([onceADay, passed(entry)])
      .when(giveBack())
      .then([returned(entry)]);
    const after = fold([onceADay, passed(entry), returned(entry)]);
    expect(after.uses[0]?.spentOn[TODAY]).toBe(0);
    expect(after.gate.inside).toEqual({});
  });

  it('the ticket is no longer inside: a paired exit is refused, a new entry passes', () => {
    const given = [onceADay, passed(entry), returned(entry)];
    refuses(given, passGate('2026-11-26 00:05', { direction: 'out' }), 'not_inside');
    const late = passGate(`${TODAY} 23:59`, { requestId: 'again-2359' });
    spec
      .given(given)
      .when(late)
      .then([passed(late, { usesToday: 0 })]);
  });

  it('a single-use ticket made verified by that entry is usable again', () => {
    const once = issued({}, { useTimes: 1 });
    const at10 = passGate(`${TODAY} 10:00`);
    expect(fold([once, passed(at10)]).status).toBe(TICKET_STATUS.verified);
    const back = fold([once, passed(at10), returned(at10, `${TODAY} 10:01`)]);
    expect(back.status).toBe(TICKET_STATUS.notVerified);
    const retry = passGate(`${TODAY} 10:02`);
    admits([once, passed(at10), returned(at10, `${TODAY} 10:01`)], retry, { uses: 0, usesToday: 0 });
  });

  it('a timed stay and a first use made by it end with it', () => {
    const timed = issued(
      { feeMethod: 1, validTo: '2026-12-31' },
      { ticketValidTime: 60, ticketValidDays: 1 },
    );
    const state = fold([timed, passed(entry), returned(entry)]);
    expect(state.stay).toBeNull();
    const nextDay = passGate('2026-11-27 10:00');
    admits([timed, passed(entry), returned(entry)], nextDay, { minutes: 60 });
  });

  it('an undo from the back office carries who and why', () => {
    const undo = giveBack();
    undo.data = { ...undo.data, why: 'undone', note: '闸机故障', actorID: 3, actorAccount: 'admin' };
    const expected = returned(entry) as Extract<TicketEvent, { type: 'PassReturned' }>;
    spec
      .given([onceADay, passed(entry)])
      .when(undo)
      .then([
        {
          ...expected,
          data: { ...expected.data, why: 'undone', note: '闸机故障', actorID: 3, actorAccount: 'admin' },
        },
      ]);
  });
});

describe('what cannot be given back', () => {
  const ticket = issued({ validTo: '2026-11-26' });

  it('a pass this ticket never made, or no ticket at all', () => {
    spec.given([ticket]).when(giveBack('nobody-knows')).thenThrows('PASS_NOT_FOUND');
    spec.given([]).when(giveBack()).thenThrows('TICKET_NOT_FOUND');
  });

  it('a pass given back once', () => {
    spec
      .given([ticket, passed(entry), returned(entry)])
      .when(giveBack())
      .thenThrows('PASS_ALREADY_RETURNED');
  });

  it('a refusal or an exit: neither spent a use', () => {
    spec
      .given([ticket, denied(entry, 'zone_full')])
      .when(giveBack())
      .thenThrows('PASS_NOT_RETURNABLE');
    const out = passGate(`${TODAY} 23:59`, { direction: 'out' });
    spec
      .given([ticket, passed(out)])
      .when(giveBack(out.data.request.requestId))
      .thenThrows('PASS_NOT_RETURNABLE');
  });
});
