import { z } from 'zod';
import { RecordId } from './fields.ts';
import { checkPasswordsMatch, NEW_PASSWORD_MIN, NewUserPassword, UserPassword } from './user.schema.ts';

/**
 * Changing one's own password (spec 000 §2, §5): new password at most 12 characters and, since
 * issue 8, at least NEW_PASSWORD_MIN (the spec said 1). The old one may be anything up to 16, the
 * longest a user can be given, so nobody is locked out of changing a short old password.
 */
export const PASSWORD_CHANGE_MIN = NEW_PASSWORD_MIN;
export const PASSWORD_CHANGE_MAX = 12;

export const NewPassword = z.string().min(PASSWORD_CHANGE_MIN).max(PASSWORD_CHANGE_MAX);

export const ChangePasswordInput = z.strictObject({ oldPassword: UserPassword, newPassword: NewPassword });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

/** The personal centre's form: the same plus the confirmation, which must match. */
export const ChangePasswordForm = z
  .object({ oldPassword: UserPassword, newPassword: NewPassword, confirmPassword: NewPassword })
  .superRefine((v, ctx) =>
    checkPasswordsMatch({ password: v.newPassword, confirmPassword: v.confirmPassword }, ctx),
  );

/** An administrator sets a new password for a user (spec 000 §6: administrators reset passwords). */
export const ResetPasswordInput = z
  .strictObject({ id: RecordId, password: NewUserPassword, confirmPassword: NewUserPassword })
  .superRefine(checkPasswordsMatch);
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

/** `POST /api/<entity>/delete` and `/enable` bodies. */
export const IdInput = z.strictObject({ id: RecordId });
export const EnableInput = z.strictObject({ id: RecordId, isEnable: z.boolean() });
