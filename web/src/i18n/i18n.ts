// i18next for the back office: cn (default), en, es; the choice is remembered under `lang` in local
// storage (spec 000 §1). Antd and dayjs follow the language.

import 'dayjs/locale/zh-cn.js';
import 'dayjs/locale/es.js';
import enUS from 'antd/es/locale/en_US.js';
import esES from 'antd/es/locale/es_ES.js';
import type { Locale } from 'antd/es/locale/index.js';
import zhCN from 'antd/es/locale/zh_CN.js';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cn } from './cn.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { withFeatures } from './features.ts';

export const LANGUAGES = ['cn', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'cn';
export const LANG_STORAGE_KEY = 'lang';

export const resources = { cn, en, es } as const;

/** antd's locale files are ES modules at run time but typed as CommonJS; accept either shape. */
function unwrap(mod: unknown): Locale {
  return ((mod as { default?: Locale }).default ?? mod) as Locale;
}

const ANTD_LOCALES: Record<Language, Locale> = { cn: unwrap(zhCN), en: unwrap(enUS), es: unwrap(esES) };
const DAYJS_LOCALES: Record<Language, string> = { cn: 'zh-cn', en: 'en', es: 'es' };
/** BCP 47 tags for the `lang` attribute and `Accept-Language`. */
const HTML_LANGS: Record<Language, string> = { cn: 'zh-CN', en: 'en', es: 'es' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANG_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : storedLanguage();
}

export function antdLocale(lang: Language): Locale {
  return ANTD_LOCALES[lang];
}

function applyLanguage(lang: Language): void {
  dayjs.locale(DAYJS_LOCALES[lang]);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANGS[lang];
}

export function initI18n(): typeof i18next {
  const lng = storedLanguage();
  applyLanguage(lng);
  void i18next.use(initReactI18next).init({
    resources: {
      cn: { translation: withFeatures(cn, 'cn') },
      en: { translation: withFeatures(en, 'en') },
      es: { translation: withFeatures(es, 'es') },
    },
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnEmptyString: false,
  });
  return i18next;
}

/** Switches the language everywhere and remembers it. */
export async function setLanguage(lang: Language): Promise<void> {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // private mode: the choice lasts for this page only
  }
  applyLanguage(lang);
  await i18next.changeLanguage(lang);
}
