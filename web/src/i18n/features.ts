// Translations of feature screens, each in its own file beside the feature
// (`web/src/<feature>/<feature>.i18n.ts` exporting `{ cn, en, es }` under one namespace key).
// Add one line per feature here; i18nKeys.unit.spec.ts checks every language has every key.

export type FeatureTranslations = { cn: object; en: object; es: object };

export const FEATURE_TRANSLATIONS: FeatureTranslations[] = [];

/** Base resources of one language with every feature's namespace merged in. */
export function withFeatures<T extends object>(base: T, lang: keyof FeatureTranslations): T {
  return Object.assign({}, base, ...FEATURE_TRANSLATIONS.map((f) => f[lang]));
}
