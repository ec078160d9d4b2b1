// Texts of the report screens under the `reports` namespace (web/src/i18n/features.ts).
import { reportsCn } from './reports.cn.ts';
import { reportsEn } from './reports.en.ts';
import { reportsEs } from './reports.es.ts';

export const reportsI18n = {
  cn: { reports: reportsCn },
  en: { reports: reportsEn },
  es: { reports: reportsEs },
};
