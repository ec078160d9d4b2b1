// The contract every route uses to enforce sign-in, permission flags and scenic-area scope.
// The sign-in feature (api/src/auth/*) fills `request.session` in an onRequest hook; routes only
// call these helpers, so enforcement reads the same everywhere. Below the route, code takes the
// caller as an `Actor` (actorOf), never the request.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { type Actor, areaScopeOf } from '../../../domain/auth/actor.ts';
import type { FlagKey } from '../../../domain/auth/permissionFlags.ts';
import { AppError, forbidden, unauthorized } from '../http/appError.ts';
import type { Session } from './session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session?: Session;
    /** Why a token carried by the request gave no session, when worth telling (guard's 401). */
    sessionError?: 'SESSION_EXPIRED';
  }
}

export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized(request.sessionError);
  return request.session;
}

/** preHandler: signed in and at least one of the flags on (401 / 403 otherwise). */
export function requireFlag(...flags: FlagKey[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const session = requireSession(request);
    if (flags.length > 0 && !flags.some((flag) => session.flags[flag] === 1)) throw forbidden();
  };
}

/** preHandler: signed in, whatever the flags (personal centre, logout). */
export const requireSignedIn: preHandlerAsyncHookHandler = async (request) => {
  requireSession(request);
};

/**
 * preHandler: an administrator (category 0 or 1): the screens of the area's money and statistics.
 * Sellers and travel agencies (category 2) are refused (403) whatever their flags.
 */
export const requireAdministrator: preHandlerAsyncHookHandler = async (request) => {
  if (requireSession(request).category === 2) throw forbidden();
};

/** Whether the caller signed in as a travel agency (it sees its own orders, credit and tickets only). */
export const isAgencyCaller = (request: FastifyRequest): boolean =>
  request.session !== undefined && request.session.travelAgencyId !== null;

/**
 * The caller as the code below the route sees it (domain/auth/actor.ts), built from the session
 * (401 without one). A route calls it once and passes the actor down; nothing below imports fastify.
 */
export function actorOf(request: FastifyRequest): Actor {
  const session = requireSession(request);
  return {
    userId: session.userId,
    account: session.account,
    category: session.category,
    areaScope: areaScopeOf(session.category, session.scenicAreaId),
    flags: session.flags,
  };
}

/** Agency users reach only their own agency's data. */
export function assertAgency(request: FastifyRequest, travelAgencyId: number): void {
  const session = requireSession(request);
  if (session.travelAgencyId !== null && session.travelAgencyId !== travelAgencyId) {
    throw new AppError(403, 'OUT_OF_SCOPE');
  }
}
