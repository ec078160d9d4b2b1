// Texts of the permission (role) screens under the `permissions` namespace (web/src/i18n/features.ts).

const cn = {
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

type Texts = typeof cn;

const en: Texts = {
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

const es: Texts = {
  title: 'Permisos',
  add: 'Añadir permiso',
  edit: 'Editar permiso',
  name: 'Nombre del permiso',
  scenicArea: 'Zona turística',
  type: 'Tipo de rol',
  types: { administrator: 'Administrador', seller: 'Vendedor' },
  isEnable: 'Activo',
  functions: 'Funciones',
  userCount: 'Usuarios',
  alwaysOn: '(siempre activa)',
  namePlaceholder: 'Buscar por nombre',
  selectAll: 'Marcar todo',
  selectNone: 'Desmarcar todo',
};

export const permissionsI18n = { cn: { permissions: cn }, en: { permissions: en }, es: { permissions: es } };
