// The gate commands of a ticket (decided through domain/sales/ticket.ts): PassGate answers exactly
// one event, the admitted pass (TicketPassed) or the refusal with its reason (PassDenied); ReturnPass
// gives an admitted entry back. A request id already on the stream decides nothing: the first
// answer stands (a device retrying after a lost answer must not spend a second use); a request id
// is its device's own: the same id from another device is another request.
import { DomainError } from '../decider.ts';
import { provinceOf } from '../sales/idNumber.ts';
import type { TicketEvent } from '../sales/saleEvents.ts';
import type { TicketState } from '../sales/ticketState.ts';
import type { PassContext } from './passContext.ts';
import type { Refusal } from './passReasons.ts';
import { judgePass } from './passRules.ts';
import { passOf, returnedKey } from './ticketGateState.ts';

export interface PassGate {
  type: 'PassGate';
  data: PassContext;
}

export interface ReturnPass {
  type: 'ReturnPass';
  data: {
    /** The admitted pass to give back: its device's request id, and the device (when known). */
    passRequestId: string;
    deviceId?: number | null;
    /** not_passed: the device saw nobody walk through; undone: the back office undid it. */
    why: 'not_passed' | 'undone';
    note: string | null;
    actorID: number | null;
    actorAccount: string | null;
    now: Date;
  };
}

export function decidePassGate(state: TicketState, ctx: PassContext): TicketEvent[] {
  if (state.issued === null) throw new DomainError('TICKET_NOT_FOUND');
  const { request } = ctx;
  if (passOf(state.gate, request.deviceId, request.requestId)) return [];
  const { ticketNo, holder } = state.issued;
  const { reason, details, remaining, persons } = judgePass(state, ctx);
  if (reason !== 'ok') return [passDenied(ticketNo, ctx, { reason, details })];
  const passed = {
    ticketNo,
    zoneId: ctx.device.zoneId,
    direction: request.direction,
    deviceId: String(request.deviceId),
    passedAt: ctx.now.toISOString(),
    passedOn: ctx.today,
    deviceNo: request.deviceNo,
    scenicAreaID: request.scenicAreaID,
    // An entry counts toward the flow by province (the home page), read from the holder's ID number.
    province: holder && request.direction === 'in' ? provinceOf(holder.idNumber) : null,
    requestId: request.requestId,
    credentialType: request.credentialType,
    persons,
    temperature: request.temperature,
    deviceTime: request.deviceTime,
    remaining,
  };
  return [{ type: 'TicketPassed', data: passed }];
}

/** The refusal of a pass, on the ticket's (or card's) stream, with its message's parameters. */
export function passDenied(ticketNo: string, ctx: PassContext, { reason, details }: Refusal): TicketEvent {
  const at = { deniedAt: ctx.now.toISOString(), deniedOn: ctx.today };
  return { type: 'PassDenied', data: { ...ctx.request, ticketNo, reason, details, ...at } };
}

/** Only an admitted entry spends a use and counts someone inside, so only it can be given back. */
export function decideReturnPass(state: TicketState, data: ReturnPass['data']): TicketEvent[] {
  if (state.issued === null) throw new DomainError('TICKET_NOT_FOUND');
  const { passRequestId } = data;
  const key = returnedKey(state.gate, data);
  const pass = key === undefined ? undefined : state.gate.passes[key];
  if (!pass) throw new DomainError('PASS_NOT_FOUND', undefined, { passRequestId });
  if (!pass.admitted || pass.direction === 'out')
    throw new DomainError('PASS_NOT_RETURNABLE', undefined, { passRequestId, admitted: pass.admitted });
  if (pass.returned) throw new DomainError('PASS_ALREADY_RETURNED', undefined, { passRequestId });
  const { why, note, actorID, actorAccount, now } = data;
  return [
    {
      type: 'PassReturned',
      data: {
        ticketNo: state.issued.ticketNo,
        passRequestId,
        deviceId: pass.deviceId,
        zoneId: pass.zoneId,
        direction: pass.direction,
        passedOn: pass.on,
        why,
        note,
        actorID,
        actorAccount,
        returnedAt: now.toISOString(),
      },
    },
  ];
}
