import type { Translations } from '../i18n/lang.ts';

/** Refusals of write-off and price difference at the window (spec 001 §5, §8), merged into domain/i18n/errorMessages.ts. */
export const TICKET_HANDLING_ERRORS = {
  WRITE_OFF_REFUNDED: {
    cn: '核销失败：该票已退票，请联系管理员',
    en: 'Write-off failed: this ticket was refunded. Contact the administrator',
    es: 'No se pudo validar: esta entrada fue reembolsada. Contacte con el administrador',
  },
  WRITE_OFF_EXPIRED: {
    cn: '核销失败：该票已过期（有效期至 {validTo}），请联系管理员',
    en: 'Write-off failed: this ticket expired (valid until {validTo}). Contact the administrator',
    es: 'No se pudo validar: la entrada caducó (válida hasta {validTo}). Contacte con el administrador',
  },
  WRITE_OFF_VERIFIED: {
    cn: '核销失败：该票已核销',
    en: 'Write-off failed: this ticket is already verified',
    es: 'No se pudo validar: la entrada ya está validada',
  },
  WRITE_OFF_DISABLED: {
    cn: '核销失败：该票已停用、作废或挂失，请联系管理员',
    en: 'Write-off failed: this ticket is disabled, voided or reported lost. Contact the administrator',
    es: 'No se pudo validar: la entrada está desactivada, anulada o denunciada como perdida. Contacte con el administrador',
  },
  WRITE_OFF_NOT_YET_VALID: {
    cn: '核销失败：该票自 {validFrom} 起有效',
    en: 'Write-off failed: this ticket is valid from {validFrom}',
    es: 'No se pudo validar: la entrada es válida desde {validFrom}',
  },
  WRITE_OFF_ZONE_NOT_ON_TICKET: {
    cn: '核销失败：该票不含此景点',
    en: 'Write-off failed: this ticket does not include that attraction',
    es: 'No se pudo validar: la entrada no incluye esa atracción',
  },
  WRITE_OFF_NONE_LEFT: {
    cn: '核销失败：该景点剩余次数为 0',
    en: 'Write-off failed: no passes left at this attraction',
    es: 'No se pudo validar: no quedan pasos en esta atracción',
  },
  WRITE_OFF_ABOVE_MAX: {
    cn: '核销数量不能超过最大值 {max}',
    en: 'The write-off quantity must not exceed the maximum ({max})',
    es: 'La cantidad a validar no puede superar el máximo ({max})',
  },
  WRITE_OFF_PRICE_DIFFERENCE_OWED: {
    cn: '核销失败：该计时票超时，需先补差价 ¥{owed}',
    en: 'Write-off failed: this timed ticket overstayed; pay the price difference of ¥{owed} first',
    es: 'No se pudo validar: esta entrada por tiempo superó su tiempo; pague antes la diferencia de ¥{owed}',
  },
  PRICE_DIFFERENCE_NONE_OWED: {
    cn: '该票无需补差',
    en: 'This ticket owes no price difference',
    es: 'Esta entrada no debe ninguna diferencia',
  },
  PRICE_DIFFERENCE_CHANGED: {
    cn: '补差金额已变为 ¥{owed}，请重新查询',
    en: 'The price difference is now ¥{owed}; look the ticket up again',
    es: 'La diferencia ahora es ¥{owed}; vuelva a consultar la entrada',
  },
} satisfies Record<Uppercase<string>, Translations>;

/** Validation messages of the ticket handling forms (`i18n:<key>`), merged into domain/i18n/validationMessages.ts. */
export const TICKET_HANDLING_VALIDATION = {
  ticketNoInvalid: {
    cn: '票号为 18 位数字',
    en: 'A ticket number has 18 digits',
    es: 'Un número de entrada tiene 18 dígitos',
  },
} satisfies Record<string, Translations>;
