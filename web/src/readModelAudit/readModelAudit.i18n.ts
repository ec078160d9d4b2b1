// Texts of the read-model audit screen under the `readModelAudit` namespace (web/src/i18n/features.ts).
import { readModelAuditCn } from './readModelAudit.cn.ts';
import { readModelAuditEn } from './readModelAudit.en.ts';
import { readModelAuditEs } from './readModelAudit.es.ts';

export const readModelAuditI18n = {
  cn: { readModelAudit: readModelAuditCn },
  en: { readModelAudit: readModelAuditEn },
  es: { readModelAudit: readModelAuditEs },
};
