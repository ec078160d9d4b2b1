// Texts of the card screens under the `cards` namespace (web/src/i18n/features.ts).
import { cardsCn } from './cards.cn.ts';
import { cardsEn } from './cards.en.ts';
import { cardsEs } from './cards.es.ts';

export const cardsI18n = {
  cn: { cards: cardsCn },
  en: { cards: cardsEn },
  es: { cards: cardsEs },
};
