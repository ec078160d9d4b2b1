import type { FastifyRequest } from 'fastify';
import type { CommandEnvelope } from '../../../domain/commandEnvelope.ts';
import type { AppContext } from '../appContext.ts';
import { assertInScope } from '../auth/actorScope.ts';
import { actorOf } from '../auth/guard.ts';

/** The command envelope of a request (DESIGN.md §5): the clock asked once, the actor, the area checked. */
export function envelopeOf(
  ctx: AppContext,
  request: FastifyRequest,
  scenicAreaId: number,
  requestId: string = request.id,
): CommandEnvelope {
  const actor = actorOf(request);
  assertInScope(actor, scenicAreaId);
  return { now: ctx.clock.now(), actor, scenicAreaId, requestId };
}
