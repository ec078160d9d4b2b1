import type { Lang, Translations } from '../i18n/lang.ts';

/**
 * The coded fields of a gate device (spec 000 §3, §4). Gates speak small integers (the `uc…`
 * fields are unsigned chars), so every choice is stored and sent as its code; these labels are
 * what people see (screens, spreadsheet cells). A spreadsheet cell may hold the code or the label
 * in any language.
 */
export const MODULE_TYPES = {
  0: { cn: '智能闸机', en: 'Smart gate', es: 'Torniquete inteligente' },
  1: { cn: '自助售取票机', en: 'Self-service ticket terminal', es: 'Terminal de autoservicio' },
  2: { cn: '手持终端', en: 'Handheld terminal', es: 'Terminal portátil' },
  3: { cn: '开门继电器', en: 'Door-opening relay', es: 'Relé de apertura' },
  4: { cn: '门板', en: 'Door board', es: 'Placa de puerta' },
  5: { cn: '门禁', en: 'Access control', es: 'Control de acceso' },
} satisfies Record<number, Translations>;

/** ucOpenDoorType: what opens the door. */
export const OPEN_DOOR_TYPES = {
  0: { cn: '继电器', en: 'Relay', es: 'Relé' },
  1: { cn: '闸机板', en: 'Gate board', es: 'Placa de torniquete' },
} satisfies Record<number, Translations>;

export const DOOR_MODES = {
  0: { cn: '正常', en: 'Normal', es: 'Normal' },
  1: { cn: '常开', en: 'Normally open', es: 'Siempre abierta' },
  2: { cn: '常闭', en: 'Normally closed', es: 'Siempre cerrada' },
} satisfies Record<number, Translations>;

export const DIRECTIONS = {
  0: { cn: '进', en: 'Enter', es: 'Entrada' },
  1: { cn: '出', en: 'Out', es: 'Salida' },
} satisfies Record<number, Translations>;

export type CodeLabels = Record<number, Translations>;

export const codesOf = (labels: CodeLabels): number[] => Object.keys(labels).map(Number);

/** The label of a code in a language (the code itself when unknown). */
export function codeLabel(labels: CodeLabels, code: number, lang: Lang): string {
  return labels[code]?.[lang] ?? String(code);
}

/** Reads a code from a cell: the number itself or a label in any language (case-insensitive). */
export function codeFromText(labels: CodeLabels, text: string): number | undefined {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return undefined;
  for (const [code, names] of Object.entries(labels)) {
    if (wanted === code || Object.values(names).some((n) => n.toLowerCase() === wanted)) return Number(code);
  }
  return undefined;
}
