import type { Translations } from '../i18n/lang.ts';

/** Refusals of giving a gate pass back (feedback, back-office undo), merged into domain/i18n/errorMessages.ts. */
export const GATE_ERRORS = {
  PASS_NOT_FOUND: {
    cn: '此票没有这次通行记录（{passRequestId}）',
    en: 'This ticket has no pass {passRequestId}',
    es: 'Esta entrada no tiene el paso {passRequestId}',
  },
  PASS_ALREADY_RETURNED: {
    cn: '这次通行已退回',
    en: 'This pass was already given back',
    es: 'Este paso ya se devolvió',
  },
  PASS_NOT_RETURNABLE: {
    cn: '这次通行不能退回：只有已放行的入园占用次数',
    en: 'This pass cannot be given back: only an admitted entry spends a use',
    es: 'Este paso no se puede devolver: solo una entrada admitida gasta un uso',
  },
} satisfies Record<Uppercase<string>, Translations>;
