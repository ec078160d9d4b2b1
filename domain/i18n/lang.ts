export const LANGS = ['cn', 'en', 'es'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'cn';

/** Maps an Accept-Language value or a stored choice to one of ours (cn when unknown). */
export function pickLang(value: string | undefined | null): Lang {
  const first = (value ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('en')) return 'en';
  if (first.startsWith('es')) return 'es';
  return 'cn';
}

export type Translations = Record<Lang, string>;

/** Fills `{name}` placeholders. */
export function fill(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}
