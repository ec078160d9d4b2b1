// Calls of the user screens beyond the list/add/edit/delete/enable ones (masterDataApi.ts):
// GET /api/user/options, POST /api/user/resetPassword, GET /api/user/current.

import { App } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ok } from '../../../domain/http/replies.ts';
import type { ResetPasswordInput } from '../../../domain/users/password.schema.ts';
import type { UserOptions } from '../../../domain/users/user.schema.ts';
import { http } from '../api/http.ts';
import type { SessionUser } from '../auth/session.ts';
import { failureText } from '../masterData/masterDataApi.ts';

const NO_OPTIONS: UserOptions = { scenicAreas: [], zones: [], permissions: [], travelAgencies: [] };

/**
 * The scenic areas, zones, permissions and agencies the forms choose from (the caller's scope);
 * not asked when `wanted` is false (the caller already has them).
 */
export function useUserOptions(wanted = true): UserOptions {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [options, setOptions] = useState<UserOptions>(NO_OPTIONS);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    http
      .get<Ok<UserOptions>>('/api/user/options')
      .then((reply) => live && setOptions(reply.data))
      .catch((error) => void message.error(failureText(error, t('users.optionsFailed')), 5));
    return () => {
      live = false;
    };
  }, [wanted, message, t]);
  return options;
}

export async function resetPassword(body: ResetPasswordInput) {
  await http.post('/api/user/resetPassword', body);
}

/** The signed-in user as the server knows it now (role and scenic area may have changed). */
export async function currentUser(): Promise<SessionUser> {
  return (await http.get<Ok<SessionUser>>('/api/user/current', undefined, { redirectOn401: false })).data;
}
