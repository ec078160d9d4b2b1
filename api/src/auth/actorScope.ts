// Scope checks over the caller as a plain value (domain/auth/actor.ts), for the code below the
// routes: it never sees the HTTP request (the route turns it into an actor with actorOf).
import { type Actor, inScope } from '../../../domain/auth/actor.ts';
import { forbidden } from '../http/appError.ts';

/** Throws 403 OUT_OF_SCOPE when scenic area `scenicAreaId` is not the actor's. */
export function assertInScope(actor: Actor, scenicAreaId: number): void {
  if (!inScope(actor, scenicAreaId)) throw forbidden('OUT_OF_SCOPE');
}
