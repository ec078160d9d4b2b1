// Translations of feature screens, beside each feature: `<feature>.cn.ts` (the reference, which
// also exports the type), `<feature>.en.ts`, `<feature>.es.ts`, and `<feature>.i18n.ts` exporting
// `<feature>I18n = { cn, en, es }` under one namespace key.
// Add one line per feature here; i18nKeys.unit.spec.ts checks every language has every key.

import { agenciesI18n } from '../agencies/agencies.i18n.ts';
import { cardsI18n } from '../cards/cards.i18n.ts';
import { gatesI18n } from '../gates/gates.i18n.ts';
import { infoPublishI18n } from '../infoPublish/infoPublish.i18n.ts';
import { masterDataI18n } from '../masterData/masterData.i18n.ts';
import { permissionsI18n } from '../permissions/permissions.i18n.ts';
import { readModelAuditI18n } from '../readModelAudit/readModelAudit.i18n.ts';
import { refundsI18n } from '../refunds/refunds.i18n.ts';
import { reportsI18n } from '../reports/reports.i18n.ts';
import { rulesI18n } from '../rules/rules.i18n.ts';
import { salesI18n } from '../sales/sales.i18n.ts';
import { ticketHandlingI18n } from '../sales/ticketHandling.i18n.ts';
import { shiftsI18n } from '../shifts/shifts.i18n.ts';
import { sysConfigI18n } from '../sysConfig/sysConfig.i18n.ts';
import { ticketTypesI18n } from '../ticketTypes/ticketTypes.i18n.ts';
import { usersI18n } from '../users/users.i18n.ts';
import { visitorConfigI18n } from '../visitorConfig/visitorConfig.i18n.ts';

export type FeatureTranslations = { cn: object; en: object; es: object };

export const FEATURE_TRANSLATIONS: FeatureTranslations[] = [
  usersI18n,
  permissionsI18n,
  sysConfigI18n,
  ticketTypesI18n,
  masterDataI18n,
  rulesI18n,
  salesI18n,
  ticketHandlingI18n,
  shiftsI18n,
  refundsI18n,
  readModelAuditI18n,
  gatesI18n,
  visitorConfigI18n,
  agenciesI18n,
  cardsI18n,
  infoPublishI18n,
  reportsI18n,
];

/** Base resources of one language with every feature's namespace merged in. */
export function withFeatures<T extends object>(base: T, lang: keyof FeatureTranslations): T {
  return Object.assign({}, base, ...FEATURE_TRANSLATIONS.map((f) => f[lang]));
}
