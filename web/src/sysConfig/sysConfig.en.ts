import type { SysConfigMessages } from './sysConfig.cn.ts';

export const sysConfigEn: SysConfigMessages = {
  title: 'System information',
  address: 'Cloud platform address',
  addressPlaceholder: 'e.g. https://cloud.example.com/api',
  enable: 'Use it',
  saveSuccess: 'Saved',
  saveFailed: 'Could not save',
};
