// Texts of the ticket-window screens under the `sales` namespace (web/src/i18n/features.ts).
import { salesCn } from './sales.cn.ts';
import { salesEn } from './sales.en.ts';
import { salesEs } from './sales.es.ts';

export const salesI18n = {
  cn: { sales: salesCn },
  en: { sales: salesEn },
  es: { sales: salesEs },
};
