import { z } from 'zod';
import { AGENCY_USE_TYPE } from '../auth/permissionFlags.ts';
import { IdFilter, PageQuery, RecordId, requiredText } from './fields.ts';

/**
 * Users (spec 000 §3, §5): account and name at most 12 characters, remark at most 64, password at
 * most 16 with a matching confirmation; a permission (role) and a scenic area are required, the
 * zone is optional. A travel-agency user (useType 10) names its agency instead of a role.
 * Hardening (issue 8): a new password has at least NEW_PASSWORD_MIN characters (the spec allowed
 * one); an account is visible characters only (no spaces, no zero-width or other invisible ones).
 */
export const USER_ACCOUNT_MAX = 12;
export const USER_NAME_MAX = 12;
export const USER_REMARK_MAX = 64;
export const USER_PASSWORD_MAX = 16;
export const NEW_PASSWORD_MIN = 8;

export const PASSWORDS_DIFFER = 'i18n:passwordsDiffer';

/** Letters, digits, marks, punctuation and symbols: no separators (\p{Z}), no control, format or unassigned characters (\p{C}). */
const VISIBLE = /^[^\p{C}\p{Z}]+$/u;
export const Account = requiredText(USER_ACCOUNT_MAX).regex(VISIBLE, { message: 'i18n:noWhitespace' });
/** A password already given (signing in, the old one when changing): whatever length it was set with. */
export const UserPassword = z.string().min(1).max(USER_PASSWORD_MAX);
/** A password being set by an administrator. */
export const NewUserPassword = z.string().min(NEW_PASSWORD_MIN).max(USER_PASSWORD_MAX);
export const UseType = z.literal([0, AGENCY_USE_TYPE]);

const UserFields = z.strictObject({
  name: requiredText(USER_NAME_MAX),
  permissionID: RecordId.nullable().default(null),
  scenicAreaID: RecordId,
  zoneID: RecordId.nullable().default(null),
  remark: z.string().trim().max(USER_REMARK_MAX).default(''),
  isEnable: z.boolean().default(true),
  useType: UseType.default(0),
  travelAgencyID: RecordId.nullable().default(null),
});

type Fields = z.infer<typeof UserFields>;

function checkRoleOrAgency(user: Fields, ctx: z.RefinementCtx): void {
  const required = (path: keyof Fields) =>
    ctx.addIssue({ code: 'custom', message: 'i18n:required', path: [path] });
  if (user.useType === AGENCY_USE_TYPE) {
    if (user.travelAgencyID === null) required('travelAgencyID');
  } else if (user.permissionID === null) {
    required('permissionID');
  }
}

export function checkPasswordsMatch(
  value: { password: string; confirmPassword: string },
  ctx: z.RefinementCtx,
): void {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', message: PASSWORDS_DIFFER, path: ['confirmPassword'] });
  }
}

/** A password and its confirmation, which must match (the forms check the pair with this). */
export const PasswordPair = z
  .object({ password: NewUserPassword, confirmPassword: NewUserPassword })
  .superRefine(checkPasswordsMatch);

export const UserInput = UserFields.extend({
  account: Account,
  password: NewUserPassword,
  confirmPassword: NewUserPassword,
}).superRefine((v, ctx) => {
  checkRoleOrAgency(v, ctx);
  checkPasswordsMatch(v, ctx);
});
export type UserInput = z.infer<typeof UserInput>;

/** Editing keeps the account and the password (administrators reset passwords separately). */
export const UserEdit = UserFields.extend({ id: RecordId }).superRefine(checkRoleOrAgency);
export type UserEdit = z.infer<typeof UserEdit>;

export const UserListQuery = PageQuery.extend({
  account: z.string().trim().max(USER_ACCOUNT_MAX).optional(),
  name: z.string().trim().max(USER_NAME_MAX).optional(),
  scenicAreaID: IdFilter,
  permissionID: IdFilter,
  /** The users bound to one travel agency (the agency-management screen's users tab). */
  travelAgencyID: IdFilter,
});
export type UserListQuery = z.infer<typeof UserListQuery>;

export const UserRow = z.object({
  id: RecordId,
  account: z.string(),
  name: z.string(),
  permissionID: z.number().nullable(),
  permissionName: z.string().nullable(),
  scenicAreaID: z.number(),
  scenicAreaName: z.string(),
  zoneID: z.number().nullable(),
  zoneName: z.string().nullable(),
  remark: z.string(),
  isEnable: z.boolean(),
  useType: z.number(),
  travelAgencyID: z.number().nullable(),
  travelAgencyName: z.string().nullable(),
  /** 0 super administrator, 1 administrator, 2 seller. */
  category: z.number(),
  createdAt: z.string(),
});
export type UserRow = z.infer<typeof UserRow>;

/** What the user form chooses from: the caller's scenic areas with their zones, roles and agencies. */
export const UserOptions = z.object({
  scenicAreas: z.array(z.object({ id: z.number(), name: z.string() })),
  zones: z.array(z.object({ id: z.number(), name: z.string(), scenicAreaID: z.number() })),
  permissions: z.array(
    z.object({ id: z.number(), name: z.string(), scenicAreaID: z.number(), type: z.number() }),
  ),
  travelAgencies: z.array(z.object({ id: z.number(), name: z.string(), scenicAreaID: z.number() })),
});
export type UserOptions = z.infer<typeof UserOptions>;
