import type { Translations } from '../i18n/lang.ts';

/** Error codes of the shift handover (issue 12), merged into domain/i18n/errorMessages.ts. */
export const SHIFT_ERRORS = {
  SHIFT_NOT_FOUND: {
    cn: '交班记录 {shiftNo} 不存在',
    en: 'Shift handover {shiftNo} does not exist',
    es: 'La entrega de turno {shiftNo} no existe',
  },
  SHIFT_ALREADY_SETTLED: {
    cn: '交班记录 {shiftNo} 已结算',
    en: 'Shift handover {shiftNo} is already settled',
    es: 'La entrega de turno {shiftNo} ya está liquidada',
  },
  SHIFT_RECEIVED_INVALID: {
    cn: '金额不能为负数',
    en: 'The amount cannot be negative',
    es: 'El importe no puede ser negativo',
  },
  SHIFT_NOT_YOURS: {
    cn: '只能查看或交接自己的班次',
    en: 'You can only see or hand over your own shift',
    es: 'Solo puede ver o entregar su propio turno',
  },
} satisfies Record<string, Translations>;

export type ShiftErrorCode = keyof typeof SHIFT_ERRORS;

/** Validation messages of the handover form (`i18n:<key>`), merged into domain/i18n/validationMessages.ts. */
export const SHIFT_VALIDATION = {
  amountNotNegative: {
    cn: '金额不能为空或负数',
    en: 'The amount cannot be empty or negative',
    es: 'El importe no puede estar vacío ni ser negativo',
  },
} satisfies Record<string, Translations>;
