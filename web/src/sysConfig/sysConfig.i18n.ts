// Texts of the system information screen under the `sysConfig` namespace (web/src/i18n/features.ts).

const cn = {
  title: '系统信息',
  address: '云平台地址',
  addressPlaceholder: '例如 https://cloud.example.com/api',
  enable: '是否启用',
  saveSuccess: '保存成功',
  saveFailed: '保存失败',
};

type Texts = typeof cn;

const en: Texts = {
  title: 'System information',
  address: 'Cloud platform address',
  addressPlaceholder: 'e.g. https://cloud.example.com/api',
  enable: 'Use it',
  saveSuccess: 'Saved',
  saveFailed: 'Could not save',
};

const es: Texts = {
  title: 'Información del sistema',
  address: 'Dirección de la plataforma en la nube',
  addressPlaceholder: 'p. ej. https://cloud.example.com/api',
  enable: 'Usarla',
  saveSuccess: 'Guardado',
  saveFailed: 'No se pudo guardar',
};

export const sysConfigI18n = { cn: { sysConfig: cn }, en: { sysConfig: en }, es: { sysConfig: es } };
