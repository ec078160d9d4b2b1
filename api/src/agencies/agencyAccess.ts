// Who may act for which agency: an agency user (useType 10) only for its own agency (403
// OUT_OF_SCOPE for another); staff for the agencies of their scenic areas (404 for others), and
// staff managing agencies (menu 4) may import orders for them.
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../../domain/auth/actor.ts';
import { inScope } from '../../../domain/auth/actor.ts';
import type { CommandEnvelope } from '../../../domain/commandEnvelope.ts';
import { localDateOf } from '../../../domain/rules/ruleTime.ts';
import type { OrderScope } from '../../../projections/agencyOrders/agencyOrders.query.ts';
import type { AppContext } from '../appContext.ts';
import { actorOf, requireSession } from '../auth/guard.ts';
import { AppError } from '../http/appError.ts';
import { areaTimeZoneOf } from '../refunds/refundDeps.ts';
import { type AgencyRecord, enabledAgency, findAgency } from './matchCatalog.repository.ts';

/** The caller's own agency (null for staff). */
export const ownAgencyOf = (request: FastifyRequest): number | null => requireSession(request).travelAgencyId;

/**
 * The agency an order import (template, preview, matching, save) acts for: an agency user's own (a
 * named other agency is refused by agencyFor); for staff managing agencies (menu 4), the one named,
 * within their scenic areas. Other staff: 403 AGENCY_USER_ONLY.
 */
export function importingAgencyOf(request: FastifyRequest, named: number): number;
export function importingAgencyOf(request: FastifyRequest, named: number | undefined): number | undefined;
export function importingAgencyOf(request: FastifyRequest, named: number | undefined): number | undefined {
  const own = ownAgencyOf(request);
  if (own !== null) return named ?? own;
  if (actorOf(request).flags.travelAgencyMenu4 !== 1) throw new AppError(403, 'AGENCY_USER_ONLY');
  return named;
}

/** What lists may show the caller: its agency's rows, or its scenic areas'. */
export function orderScopeOf(request: FastifyRequest): OrderScope {
  return { agencyId: ownAgencyOf(request), areas: actorOf(request).areaScope };
}

/** The agency named by a call, when the caller may act for it (enabled agencies only when `enabled`). */
export async function agencyFor(
  ctx: AppContext,
  request: FastifyRequest,
  travelAgencyId: number,
  enabled = true,
): Promise<AgencyRecord> {
  const own = ownAgencyOf(request);
  if (own !== null && own !== travelAgencyId) throw new AppError(403, 'OUT_OF_SCOPE');
  const agency = enabled
    ? await enabledAgency(ctx.pool, travelAgencyId)
    : await findAgency(ctx.pool, travelAgencyId);
  if (!agency || !inScope(actorOf(request), agency.scenicAreaID)) throw new AppError(404, 'AGENCY_NOT_FOUND');
  return agency;
}

/** The command envelope of an agency call, with today in the scenic area's time zone. */
export async function agencyEnvelope(
  ctx: AppContext,
  actor: Actor,
  scenicAreaId: number,
  requestId: string,
): Promise<CommandEnvelope & { today: string }> {
  const now = ctx.clock.now();
  const today = localDateOf(now.getTime(), await areaTimeZoneOf(ctx)(scenicAreaId));
  return { now, actor, scenicAreaId, requestId, today };
}
