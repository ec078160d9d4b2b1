// Who reads a signage list: a screen (no token: only what the area's screens show, the spec's
// `isEnable=3` / `programStatus=3`, of the `scenicAreaID` its URL names) or staff (a token: the back
// office's list of their areas, or the preview of one). A token that no longer signs in is a 401.
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../../domain/auth/actor.ts';
import type { FlagKey } from '../../../domain/auth/permissionFlags.ts';
import { actorOf } from '../auth/guard.ts';
import { AppError, forbidden } from '../http/appError.ts';

export type SignageCaller = { screen: true; areaId: number } | { screen: false; actor: Actor };

export function signageCaller(
  request: FastifyRequest,
  query: { scenicAreaID?: number },
  screenSelection: boolean,
  flags: FlagKey[],
): SignageCaller {
  if (request.headers.authorization) {
    const actor = actorOf(request);
    if (!flags.some((flag) => actor.flags[flag] === 1)) throw forbidden();
    return { screen: false, actor };
  }
  if (!screenSelection) throw new AppError(401, 'SIGNAGE_LIST_NEEDS_SIGN_IN');
  if (!query.scenicAreaID) throw new AppError(400, 'SCENIC_AREA_REQUIRED');
  return { screen: true, areaId: query.scenicAreaID };
}
