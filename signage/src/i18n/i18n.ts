// Signage i18n: cn (default), en, es, from `lang` in local storage (or `?lang=` on the display's URL).

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cn } from './cn.ts';
import { en } from './en.ts';
import { es } from './es.ts';

export const LANGUAGES = ['cn', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
/** BCP 47 tags for `Intl` and the `lang` attribute. */
export const LOCALE_TAGS: Record<Language, string> = { cn: 'zh-CN', en: 'en-GB', es: 'es-ES' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function chosenLanguage(search: string, stored: string | null): Language {
  const fromUrl = new URLSearchParams(search).get('lang');
  if (isLanguage(fromUrl)) return fromUrl;
  return isLanguage(stored) ? stored : 'cn';
}

export function initI18n(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem('lang');
  } catch {
    // no storage: default language
  }
  const lng = chosenLanguage(window.location.search, stored);
  document.documentElement.lang = LOCALE_TAGS[lng];
  void i18next.use(initReactI18next).init({
    resources: { cn: { translation: cn }, en: { translation: en }, es: { translation: es } },
    lng,
    fallbackLng: 'cn',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return lng;
}
