import { AGENCY_USE_TYPE } from '../auth/permissionFlags.ts';

/** User categories (spec 000 §6): 0 super administrator, 1 administrator, 2 seller (general user). */
export type UserCategory = 0 | 1 | 2;

/** Role kinds of permission records: administrator or seller (operator / conductor). */
export const ROLE_TYPES = { administrator: 1, seller: 2 } as const;
export type RoleType = (typeof ROLE_TYPES)[keyof typeof ROLE_TYPES];

/** Use types of users: 0 back office, 10 travel agency. */
export const USE_TYPES = { staff: 0, travelAgency: AGENCY_USE_TYPE } as const;

/**
 * A user's category: 0 for a super administrator; a travel-agency user is never an administrator
 * (2); otherwise the kind of the user's role; a missing category is treated as 0 (spec 000 §6),
 * which only a user without a role can have (the user screens always ask for one).
 */
export function userCategory(user: {
  isSuperAdmin: boolean;
  useType: number;
  roleType: number | null;
}): UserCategory {
  if (user.isSuperAdmin) return 0;
  if (user.useType === AGENCY_USE_TYPE) return 2;
  if (user.roleType === ROLE_TYPES.administrator || user.roleType === ROLE_TYPES.seller) return user.roleType;
  return 0;
}
