// Users screens: simplified Chinese, the reference for en and es.

export const usersCn = {
  title: '用户管理',
  add: '新增用户',
  edit: '编辑用户',
  account: '账号',
  name: '姓名',
  password: '密码',
  confirmPassword: '确认密码',
  permission: '权限',
  scenicArea: '景区',
  zone: '景点',
  remark: '备注',
  isEnable: '启用',
  useType: '用户类型',
  useTypes: { staff: '景区员工', travelAgency: '旅行社用户' },
  travelAgency: '旅行社',
  accountPlaceholder: '按账号查询',
  namePlaceholder: '按姓名查询',
  resetPassword: '重置密码',
  resetTitle: '重置“{{name}}”的密码',
  newPassword: '新密码',
  resetSuccess: '密码重置成功',
  resetFailed: '密码重置失败',
  optionsFailed: '获取景区、权限等选项失败',
};

export type UsersMessages = typeof usersCn;
