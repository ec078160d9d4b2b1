// Texts of the visitor-page configuration screens under the `visitorConfig` namespace.
import { visitorConfigCn } from './visitorConfig.cn.ts';
import { visitorConfigEn } from './visitorConfig.en.ts';
import { visitorConfigEs } from './visitorConfig.es.ts';

export const visitorConfigI18n = {
  cn: { visitorConfig: visitorConfigCn },
  en: { visitorConfig: visitorConfigEn },
  es: { visitorConfig: visitorConfigEs },
};
