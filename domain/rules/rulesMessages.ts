import type { Translations } from '../i18n/lang.ts';

/** Error codes of the rule routes (merged into domain/i18n/errorMessages.ts). */
export const RULES_ERRORS = {
  BILLING_RULE_IN_USE: {
    cn: '该计费规则已被票种的景点权限使用，不能删除或移到其他景区',
    en: "This billing rule is used by a ticket type's zone permission; it cannot be deleted or moved",
    es: 'Esta regla de tarificación la usa un permiso de zona de un tipo de entrada; no se puede eliminar ni mover',
  },
  PRINT_TEMPLATE_IN_USE: {
    cn: '该打印模板已被设备使用，不能删除或移到其他景区',
    en: 'This print template is used by a device; it cannot be deleted or moved',
    es: 'Esta plantilla de impresión la usa un dispositivo; no se puede eliminar ni mover',
  },
  TICKET_TYPE_NOT_IN_AREA: {
    cn: '所选票种不存在或不属于所选景区',
    en: 'The chosen ticket type does not exist in the chosen scenic area',
    es: 'El tipo de entrada elegido no existe en la zona turística elegida',
  },
  PRICE_DIFFERENCE_TAKEN: {
    cn: '该票种已有启用的补差规则“{name}”，请先停用',
    en: 'This ticket type already has the enabled price-difference rule "{name}"; disable it first',
    es: 'Este tipo de entrada ya tiene la regla de diferencia de precio activa «{name}»; desactívela primero',
  },
  PREVIEW_EXIT_BEFORE_ENTRY: {
    cn: '离开时间必须晚于进入时间',
    en: 'The exit must be after the entry',
    es: 'La salida debe ser posterior a la entrada',
  },
  PREVIEW_STAY_TOO_LONG: {
    cn: '试算的停留时间不能超过 {days} 天',
    en: 'A stay to try cannot be longer than {days} days',
    es: 'La estancia de prueba no puede durar más de {days} días',
  },
} satisfies Record<Uppercase<string>, Translations>;
export type RulesErrorCode = keyof typeof RULES_ERRORS;

/** Validation messages of the rule previews (`i18n:<key>`, merged into CUSTOM). */
export const RULES_VALIDATION = {
  previewPaidTimeRequired: {
    cn: '请填写已付费截止时间，或入园时间和可用分钟数',
    en: 'Give the end of the paid time, or the entry time and the allowed minutes',
    es: 'Indique el fin del tiempo pagado, o la hora de entrada y los minutos permitidos',
  },
} satisfies Record<string, Translations>;
