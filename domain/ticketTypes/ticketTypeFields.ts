import { z } from 'zod';
import { Int4Id } from '../inputBounds.ts';

/**
 * Field types of ticket types, with the spec's limits (spec 000 §5) written once. Money is integer
 * fen; the screens type yuan with two decimals. "N characters" limits on numbers are read as "at most
 * N digits": the largest value that fits.
 */

/** Master-data ids are integers. */
export const Id = Int4Id;
/** 0/1 flags, as the spec's calls send them. */
export const Flag01 = z.union([z.literal(0), z.literal(1)]);
export type Flag01 = z.infer<typeof Flag01>;

/** A code of one of the lists in ticketTypeCodes.ts. */
export const codeIn = (list: readonly string[]) =>
  z
    .number()
    .int()
    .min(0)
    .max(list.length - 1);

/** ticket price, display price, replacement fee: 5 characters of yuan, i.e. at most 99 999 yuan. */
export const MAX_PRICE_YUAN = 99_999;
export const MAX_PRICE_FEN = MAX_PRICE_YUAN * 100;
export const PriceFen = z.number().int().min(0).max(MAX_PRICE_FEN);

/** Up to N digits (limitCount, ticketUseDays: 5; useTimes: 6; valid days / time: 4; age: 3). */
export const digits = (n: number) =>
  z
    .number()
    .int()
    .min(0)
    .max(10 ** n - 1);

export const LocalDate = z.iso.date();

export const TICKET_TYPE_NAME_MAX = 16;
export const FREE_PASS_AREA_MAX = 180;
export const TEXT_MAX = 1000;
export const CHECK_PASSWORD_MAX = 12;

/** Where an uploaded ticket photo is served; `headPhoto` holds this path or ''. */
export const PHOTO_PATH = '/api/ticketType/photo/';
export const HeadPhoto = z.union([z.literal(''), z.string().regex(/^\/api\/ticketType\/photo\/\d{1,9}$/)]);
export const PHOTO_MAX_BYTES = 1024 * 1024;

export function photoIdOf(headPhoto: string): number | null {
  return headPhoto.startsWith(PHOTO_PATH) ? Number(headPhoto.slice(PHOTO_PATH.length)) : null;
}

/** 12.5 yuan → 1250 fen (the screens' price fields). */
export function yuanToFen(yuan: number): number {
  return Math.round(yuan * 100);
}

export function fenToYuan(fen: number): number {
  return fen / 100;
}
