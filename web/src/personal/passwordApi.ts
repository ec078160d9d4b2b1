// Changing one's own password (spec 000 §2: old, new and confirmed password; the new one 8 to 12
// characters since issue 8, the old one whatever it was set with; failure "change failed, check
// old and new passwords").

import type { Done } from '../../../domain/http/replies.ts';
import type { ChangePasswordInput } from '../../../domain/users/password.schema.ts';
import { http } from '../api/http.ts';

export { PASSWORD_CHANGE_MAX, PASSWORD_CHANGE_MIN } from '../../../domain/users/password.schema.ts';

export type { ChangePasswordInput };

/** POST /api/user/changePassword → 2xx on success, `{ msg }` or an error status otherwise. */
export async function changePassword(input: ChangePasswordInput): Promise<boolean> {
  try {
    const res = await http.post<Done | undefined>('/api/user/changePassword', input);
    return !res?.msg;
  } catch {
    return false;
  }
}
