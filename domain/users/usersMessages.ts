import type { Translations } from '../i18n/lang.ts';

/** Server messages of sign-in, users, roles and system configuration (spread into ERROR_MESSAGES). */
export const USERS_ERRORS = {
  LOGIN_FAILED: {
    cn: '账号或密码错误',
    en: 'Wrong account or password',
    es: 'Cuenta o contraseña incorrecta',
  },
  ACCOUNT_DISABLED: {
    cn: '该账号已被停用，请联系管理员',
    en: 'This account is disabled; contact an administrator',
    es: 'Esta cuenta está desactivada; contacte con un administrador',
  },
  ACCOUNT_LOCKED: {
    cn: '该账号在此地址登录失败次数过多，请 {minutes} 分钟后再试',
    en: 'Too many failed sign-ins to this account from this address: try again in {minutes} minutes',
    es: 'Demasiados intentos fallidos en esta cuenta desde esta dirección: inténtelo en {minutes} minutos',
  },
  ACCOUNT_TAKEN: {
    cn: '账号“{account}”已存在',
    en: 'The account "{account}" already exists',
    es: 'La cuenta «{account}» ya existe',
  },
  ACCOUNT_UNAVAILABLE: {
    cn: '账号“{account}”不能使用，请换一个',
    en: 'The account "{account}" cannot be used; choose another',
    es: 'La cuenta «{account}» no se puede usar; elija otra',
  },
  ACCOUNT_IN_USE: {
    cn: '当前登录的账号不能删除或停用',
    en: 'The account in use cannot be deleted or disabled',
    es: 'La cuenta en uso no se puede eliminar ni desactivar',
  },
  OLD_PASSWORD_WRONG: {
    cn: '修改失败，请检查新旧密码',
    en: 'Change failed: check the old and new passwords',
    es: 'No se pudo cambiar: compruebe la contraseña anterior y la nueva',
  },
  ROLE_IN_USE: {
    cn: '该权限仍有 {count} 个用户在使用，不能删除',
    en: 'This permission is still used by {count} user(s) and cannot be deleted',
    es: 'Este permiso aún lo usan {count} usuario(s) y no se puede eliminar',
  },
  ROLE_NAME_TAKEN: {
    cn: '该景区已有名为“{name}”的权限',
    en: 'This scenic area already has a permission named "{name}"',
    es: 'Esta zona turística ya tiene un permiso llamado «{name}»',
  },
  NOT_IN_SCENIC_AREA: {
    cn: '所选{field}不属于该景区',
    en: 'The chosen {field} does not belong to this scenic area',
    es: 'El {field} elegido no pertenece a esta zona turística',
  },
  FLAG_NOT_HELD: {
    cn: '不能授予自己没有的权限：{flags}',
    en: 'You cannot grant functions you do not have: {flags}',
    es: 'No puede conceder funciones que usted no tiene: {flags}',
  },
  USER_OUTRANKS: {
    cn: '不能管理拥有您所没有的权限的用户：{flags}',
    en: 'You cannot manage a user who has functions you do not have: {flags}',
    es: 'No puede gestionar a un usuario que tiene funciones que usted no tiene: {flags}',
  },
  SUPER_ADMIN_PROTECTED: {
    cn: '超级管理员只能由其本人管理',
    en: 'A super administrator can only be managed by itself',
    es: 'Un superadministrador solo puede gestionarlo él mismo',
  },
  ROLE_OUTRANKS: {
    cn: '该权限包含您所没有的功能（{flags}），不能修改、停用或删除',
    en: 'This permission has functions you do not have ({flags}); you cannot change, disable or delete it',
    es: 'Este permiso tiene funciones que usted no tiene ({flags}); no puede cambiarlo, desactivarlo ni eliminarlo',
  },
  ROLE_PROTECTED: {
    cn: '超级管理员的权限只能由超级管理员修改，且不能停用或删除',
    en: "The super administrator's permission can only be changed by a super administrator, and never disabled or deleted",
    es: 'El permiso del superadministrador solo lo cambia un superadministrador, y nunca se desactiva ni se elimina',
  },
  OWN_ROLE: {
    cn: '不能停用当前登录账号所使用的权限',
    en: 'You cannot disable the permission you are signed in with',
    es: 'No puede desactivar el permiso con el que ha iniciado sesión',
  },
  OWN_ROLE_EDIT: {
    cn: '不能修改当前登录账号所使用的权限',
    en: 'You cannot change the permission you are signed in with',
    es: 'No puede cambiar el permiso con el que ha iniciado sesión',
  },
  SUPER_ADMIN_ONLY: {
    cn: '只有超级管理员可以修改系统配置',
    en: 'Only a super administrator can change the system configuration',
    es: 'Solo un superadministrador puede cambiar la configuración del sistema',
  },
} satisfies Record<Uppercase<string>, Translations>;
export type UsersErrorCode = keyof typeof USERS_ERRORS;

/** Specific validation messages (`i18n:<key>`), spread into CUSTOM. */
export const USERS_VALIDATION: Record<string, Translations> = {
  noWhitespace: {
    cn: '不能包含空格或不可见字符',
    en: 'cannot contain spaces or invisible characters',
    es: 'no puede contener espacios ni caracteres invisibles',
  },
  functionRequired: {
    cn: '请至少勾选一项功能',
    en: 'Tick at least one function',
    es: 'Marque al menos una función',
  },
};
