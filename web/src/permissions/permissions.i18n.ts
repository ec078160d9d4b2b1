// Texts of the permission (role) screens under the `permissions` namespace (web/src/i18n/features.ts).
import { permissionsCn } from './permissions.cn.ts';
import { permissionsEn } from './permissions.en.ts';
import { permissionsEs } from './permissions.es.ts';

export const permissionsI18n = {
  cn: { permissions: permissionsCn },
  en: { permissions: permissionsEn },
  es: { permissions: permissionsEs },
};
