import type { Translations } from '../i18n/lang.ts';

/** Refusals of gates (giving a pass back, a device the back office names), merged into domain/i18n/errorMessages.ts. */
export const GATE_ERRORS = {
  PASS_NOT_FOUND: {
    cn: '未找到这次通行记录',
    en: 'That pass was not found',
    es: 'No se encontró ese paso',
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
  DEVICE_NOT_FOUND: { cn: '设备不存在', en: 'Device not found', es: 'Dispositivo no encontrado' },
} satisfies Record<Uppercase<string>, Translations>;
