// Texts of the gate screens under the `gates` namespace (web/src/i18n/features.ts).
import { gatesCn } from './gates.cn.ts';
import { gatesEn } from './gates.en.ts';
import { gatesEs } from './gates.es.ts';

export const gatesI18n = {
  cn: { gates: gatesCn },
  en: { gates: gatesEn },
  es: { gates: gatesEs },
};
