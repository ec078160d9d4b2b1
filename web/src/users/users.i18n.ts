// Texts of the user screens under the `users` namespace (web/src/i18n/features.ts).
import { usersCn } from './users.cn.ts';
import { usersEn } from './users.en.ts';
import { usersEs } from './users.es.ts';

export const usersI18n = {
  cn: { users: usersCn },
  en: { users: usersEn },
  es: { users: usersEs },
};
