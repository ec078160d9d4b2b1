// Changing one's own password (spec 000 §2: old, new and confirmed password, each 1 to 12
// characters; failure "change failed, check old and new passwords").

import { http } from '../api/http.ts';

export const PASSWORD_CHANGE_MIN = 1;
export const PASSWORD_CHANGE_MAX = 12;

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
}

/** POST /api/user/changePassword → 2xx on success, `{ msg }` or an error status otherwise. */
export async function changePassword(input: ChangePasswordInput): Promise<boolean> {
  try {
    const res = await http.post<{ msg?: string } | undefined>('/api/user/changePassword', input);
    return !res?.msg;
  } catch {
    return false;
  }
}
