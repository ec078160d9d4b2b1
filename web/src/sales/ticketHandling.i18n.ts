// Texts of the ticket handling and price difference screens under the `ticketHandling` namespace.
import { ticketHandlingCn } from './ticketHandling.cn.ts';
import { ticketHandlingEn } from './ticketHandling.en.ts';
import { ticketHandlingEs } from './ticketHandling.es.ts';

export const ticketHandlingI18n = {
  cn: { ticketHandling: ticketHandlingCn },
  en: { ticketHandling: ticketHandlingEn },
  es: { ticketHandling: ticketHandlingEs },
};
