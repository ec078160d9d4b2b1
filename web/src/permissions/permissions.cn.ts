// Permissions screens: simplified Chinese, the reference for en and es.

export const permissionsCn = {
  title: '权限设置',
  add: '新增权限',
  edit: '编辑权限',
  name: '权限名称',
  scenicArea: '景区',
  type: '角色类型',
  types: { administrator: '管理员', seller: '售票员' },
  isEnable: '启用',
  functions: '功能列表',
  userCount: '用户数',
  alwaysOn: '（始终开启）',
  namePlaceholder: '按名称查询',
  selectAll: '全选',
  selectNone: '全不选',
};

export type PermissionsMessages = typeof permissionsCn;
