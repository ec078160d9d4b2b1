import type { PermissionsMessages } from './permissions.cn.ts';

export const permissionsEs: PermissionsMessages = {
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
