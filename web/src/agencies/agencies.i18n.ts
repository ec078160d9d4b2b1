// Texts of the travel-agency screens under the `agencies` namespace (web/src/i18n/features.ts).
import { agenciesCn } from './agencies.cn.ts';
import { agenciesEn } from './agencies.en.ts';
import { agenciesEs } from './agencies.es.ts';

export const agenciesI18n = {
  cn: { agencies: agenciesCn },
  en: { agencies: agenciesEn },
  es: { agencies: agenciesEs },
};
