// Who makes a call, as the code below the HTTP door sees it: built once from the signed-in session
// (api/src/auth/guard.ts `actorOf`) and passed down in place of the request. The command envelope of
// the event-sourced features carries the same value.
import type { PermissionFlags } from './permissionFlags.ts';

export interface Actor {
  userId: number;
  account: string;
  /** 0 super administrator, 1 administrator, 2 seller (spec 000 §6). */
  category: 0 | 1 | 2;
  /** The scenic areas the actor may see and change: every one for a super administrator. */
  areaScope: number[] | 'all';
  flags: PermissionFlags;
}

/** Scenic areas a user may see: every one for a super administrator, else their own (if any). */
export function areaScopeOf(category: Actor['category'], scenicAreaId: number | null): Actor['areaScope'] {
  if (category === 0) return 'all';
  return scenicAreaId === null ? [] : [scenicAreaId];
}

/** Whether scenic area `areaId` is one of the actor's. */
export function inScope(actor: Actor, areaId: number): boolean {
  return actor.areaScope === 'all' || actor.areaScope.includes(areaId);
}

export const isSuperAdmin = (actor: Actor): boolean => actor.category === 0;
