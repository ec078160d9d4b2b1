// Texts of the master-data screens under the `masterData` namespace (web/src/i18n/features.ts).
import { masterDataCn } from './masterData.cn.ts';
import { masterDataEn } from './masterData.en.ts';
import { masterDataEs } from './masterData.es.ts';

export const masterDataI18n = {
  cn: { masterData: masterDataCn },
  en: { masterData: masterDataEn },
  es: { masterData: masterDataEs },
};
