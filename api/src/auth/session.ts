// The signed-in session as every route reads it (`request.session`, filled by authenticate.ts).
import type { PermissionFlags } from '../../../domain/auth/permissionFlags.ts';

/** One sign-in: who, with which role's flags, in which scenic area, until when. */
export interface Session {
  /** Hash of the bearer token (the token itself is never stored). */
  tokenHash: string;
  userId: number;
  account: string;
  name: string;
  /** 0 super administrator, 1 administrator, 2 seller (spec 000 §6). */
  category: 0 | 1 | 2;
  useType: number;
  scenicAreaId: number | null;
  zoneId: number | null;
  travelAgencyId: number | null;
  flags: PermissionFlags;
  expiresAt: Date;
}
