// A card's number (spec 001 §5): required, at most 24 characters, no Chinese characters (letters,
// digits and signs a card reader sends). Apart so the sale's payment can name a card without
// importing the cards' schemas. Stream id: one card, one stream.
import { z } from 'zod';

export const CARD_NO_MAX = 24;

/** Visible ASCII only: letters, digits and signs. */
export const CARD_NO_PATTERN = /^[\x21-\x7e]{1,24}$/;

export const CardNo = z
  .string()
  .trim()
  .min(1, 'i18n:cardNoRequired')
  .max(CARD_NO_MAX)
  .regex(/^[\x21-\x7e]+$/, 'i18n:cardNoNoChinese');

export const cardStreamId = (cardNo: string): string => `card-${cardNo}`;
