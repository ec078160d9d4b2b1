import type { FastifyRequest } from 'fastify';
import type { CommandEnvelope } from '../../../domain/commandEnvelope.ts';
import type { AppContext } from '../appContext.ts';
import { assertInScope } from '../auth/actorScope.ts';
import { actorOf } from '../auth/guard.ts';
import { requestFingerprint } from '../http/requestFingerprint.ts';

/**
 * The command envelope of a request (DESIGN.md §5): the clock asked once, the actor, the area checked,
 * and the fingerprint of what it asks (a request id reused for another content is refused).
 */
export function envelopeOf(
  ctx: AppContext,
  request: FastifyRequest,
  scenicAreaId: number,
  requestId: string = request.id,
): CommandEnvelope {
  const actor = actorOf(request);
  assertInScope(actor, scenicAreaId);
  const fingerprint = requestFingerprint(request.method, request.routeOptions.url, request.body);
  return { now: ctx.clock.now(), actor, scenicAreaId, requestId, fingerprint };
}
