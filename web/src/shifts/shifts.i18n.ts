// Texts of the shift screens under the `shifts` namespace (web/src/i18n/features.ts).
import { shiftsCn } from './shifts.cn.ts';
import { shiftsEn } from './shifts.en.ts';
import { shiftsEs } from './shifts.es.ts';

export const shiftsI18n = {
  cn: { shifts: shiftsCn },
  en: { shifts: shiftsEn },
  es: { shifts: shiftsEs },
};
