import type { SysConfigMessages } from './sysConfig.cn.ts';

export const sysConfigEs: SysConfigMessages = {
  title: 'Información del sistema',
  address: 'Dirección de la plataforma en la nube',
  addressPlaceholder: 'p. ej. https://cloud.example.com/api',
  enable: 'Usarla',
  saveSuccess: 'Guardado',
  saveFailed: 'No se pudo guardar',
};
