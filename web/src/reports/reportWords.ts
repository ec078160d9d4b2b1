// The words the server's export writes (domain/reports/reportLabels.ts: titles, column headers,
// "total", "none") taken into the screens' texts, so a sheet and the table it came from read alike.
import type { Lang, Translations } from '../../../domain/i18n/lang.ts';

/** One language's words of a record of translations. */
export const wordsIn = (labels: Record<string, Translations>, lang: Lang): Record<string, string> =>
  Object.fromEntries(Object.entries(labels).map(([key, words]) => [key, words[lang]]));
