// SysConfig screens: simplified Chinese, the reference for en and es.

export const sysConfigCn = {
  title: '系统信息',
  address: '云平台地址',
  addressPlaceholder: '例如 https://cloud.example.com/api',
  enable: '是否启用',
  saveSuccess: '保存成功',
  saveFailed: '保存失败',
};

export type SysConfigMessages = typeof sysConfigCn;
