// Texts of the refund screens under the `refunds` namespace (web/src/i18n/features.ts).
import { refundsCn } from './refunds.cn.ts';
import { refundsEn } from './refunds.en.ts';
import { refundsEs } from './refunds.es.ts';

export const refundsI18n = {
  cn: { refunds: refundsCn },
  en: { refunds: refundsEn },
  es: { refunds: refundsEs },
};
