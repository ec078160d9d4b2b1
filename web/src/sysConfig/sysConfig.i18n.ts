// Texts of the system information screen under the `sysConfig` namespace (web/src/i18n/features.ts).
import { sysConfigCn } from './sysConfig.cn.ts';
import { sysConfigEn } from './sysConfig.en.ts';
import { sysConfigEs } from './sysConfig.es.ts';

export const sysConfigI18n = {
  cn: { sysConfig: sysConfigCn },
  en: { sysConfig: sysConfigEn },
  es: { sysConfig: sysConfigEs },
};
