// Texts of the ticket-type and regional-control screens under the `ticketTypes` namespace.
import { ticketTypesCn } from './ticketTypes.cn.ts';
import { ticketTypesEn } from './ticketTypes.en.ts';
import { ticketTypesEs } from './ticketTypes.es.ts';

export const ticketTypesI18n = {
  cn: { ticketTypes: ticketTypesCn },
  en: { ticketTypes: ticketTypesEn },
  es: { ticketTypes: ticketTypesEs },
};
