// Texts of the rule screens under the `rules` namespace (web/src/i18n/features.ts).
import { rulesCn } from './rules.cn.ts';
import { rulesEn } from './rules.en.ts';
import { rulesEs } from './rules.es.ts';

export const rulesI18n = {
  cn: { rules: rulesCn },
  en: { rules: rulesEn },
  es: { rules: rulesEs },
};
