import { z } from 'zod';

/**
 * `POST /api/login` (spec 000 §7): account, password and userType, the fixed value CLIENT. Both
 * fields are required (spec 000 §5); the bounds only keep absurd input away from the hash check.
 */
export const LoginInput = z.object({
  account: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  userType: z.literal('CLIENT'),
});
export type LoginInput = z.infer<typeof LoginInput>;

const Ref = z.object({ id: z.number(), name: z.string() });

/** The signed-in user as the screens read it (web/src/auth/session.ts `SessionUser`). */
export const LoginUser = z.object({
  id: z.number(),
  account: z.string(),
  name: z.string(),
  role: z.object({
    /** Role kind: 1 administrator, 2 seller; null without a role. */
    type: z.number().nullable(),
    /** The authority tree of 0/1 flags; null without a role (full administrator, selling off). */
    authority: z.record(z.string(), z.record(z.string(), z.number())).nullable(),
    name: z.string(),
    /** 0 super administrator, 1 administrator, 2 seller. */
    category: z.number(),
  }),
  scenicArea: Ref.nullable(),
  zone: Ref.nullable(),
  options: z.object({
    openOnlineRefund: z.number(),
    useType: z.number(),
    travelAgency: z.object({ id: z.number(), travelAgencyName: z.string() }).nullable(),
  }),
});
export type LoginUser = z.infer<typeof LoginUser>;

export const LoginResponse = z.object({ msg: z.literal(''), token: z.string(), user: LoginUser });
export type LoginResponse = z.infer<typeof LoginResponse>;
