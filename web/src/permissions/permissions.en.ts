import type { PermissionsMessages } from './permissions.cn.ts';

export const permissionsEn: PermissionsMessages = {
  title: 'Permissions',
  add: 'Add permission',
  edit: 'Edit permission',
  name: 'Permission name',
  scenicArea: 'Scenic area',
  type: 'Role kind',
  types: { administrator: 'Administrator', seller: 'Seller' },
  isEnable: 'Enabled',
  functions: 'Functions',
  userCount: 'Users',
  alwaysOn: '(always on)',
  namePlaceholder: 'Search by name',
  selectAll: 'Select all',
  selectNone: 'Select none',
};
