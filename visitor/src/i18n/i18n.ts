// Visitor i18n: cn (default), en, es, remembered under `lang` like the back office.

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cn } from './cn.ts';
import { en } from './en.ts';
import { es } from './es.ts';

export const LANGUAGES = ['cn', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
const HTML_LANGS: Record<Language, string> = { cn: 'zh-CN', en: 'en', es: 'es' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem('lang');
    return isLanguage(value) ? value : 'cn';
  } catch {
    return 'cn';
  }
}

export function initI18n(): typeof i18next {
  const lng = storedLanguage();
  document.documentElement.lang = HTML_LANGS[lng];
  void i18next.use(initReactI18next).init({
    resources: { cn: { translation: cn }, en: { translation: en }, es: { translation: es } },
    lng,
    fallbackLng: 'cn',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18next;
}

export async function setLanguage(lang: Language): Promise<void> {
  try {
    localStorage.setItem('lang', lang);
  } catch {
    // private mode: this page only
  }
  document.documentElement.lang = HTML_LANGS[lang];
  await i18next.changeLanguage(lang);
}
