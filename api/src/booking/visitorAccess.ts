// What a visitor may see: their own orders. An order number of another openid answers 404, as if it
// did not exist (its existence is not revealed).
import type { FastifyRequest } from 'fastify';
import { loadBooking } from '../../../commands/booking/bookingStreams.ts';
import type { Actor } from '../../../domain/auth/actor.ts';
import type { CommandEnvelope } from '../../../domain/commandEnvelope.ts';
import { DomainError } from '../../../domain/decider.ts';
import type { AppContext } from '../appContext.ts';
import type { VisitorIdentity } from './visitorIdentity.ts';

/** The openid the request's token proves; a named `openid` must be the same one. */
export function visitorOf(identity: VisitorIdentity, request: FastifyRequest, named?: string): string {
  const openid = identity.openidOfRequest(request);
  if (named !== undefined && named !== openid) throw new DomainError('VISITOR_IDENTITY_MISSING');
  return openid;
}

/** The booking `orderNo` of `openid` (read from its stream: exact right after submit), else 404. */
export async function ownBooking(ctx: AppContext, openid: string, orderNo: string) {
  const loaded = await loadBooking(ctx.store, orderNo);
  if (loaded.state.submitted?.openid !== openid) {
    throw new DomainError('VISITOR_ORDER_NOT_FOUND', undefined, { orderNo });
  }
  return { ...loaded, booking: loaded.state.submitted };
}

/** A visitor acting in their own name: no staff flags, one scenic area. */
export function visitorActor(openid: string, scenicAreaId: number): Actor {
  return {
    userId: 0,
    account: `visitor:${openid}`.slice(0, 64),
    category: 2,
    areaScope: [scenicAreaId],
    flags: {} as Actor['flags'],
  };
}

export function visitorEnvelope(
  ctx: AppContext,
  openid: string,
  scenicAreaId: number,
  requestId: string,
): CommandEnvelope {
  return { now: ctx.clock.now(), actor: visitorActor(openid, scenicAreaId), scenicAreaId, requestId };
}
