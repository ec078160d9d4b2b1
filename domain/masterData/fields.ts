import { z } from 'zod';
import { INT4_MAX, Int4Id, multiLine, singleLine } from '../inputBounds.ts';

/**
 * Field types shared by the master-data schemas (spec 000 §3, §5). Ids are integers (numbers in
 * JSON, as the spec's calls use them) within int4; texts are trimmed and free of control characters; a
 * required text has at least one character.
 */

export const RecordId = Int4Id;

/** A required single-line text of at most `max` characters (names, numbers, addresses). */
export const requiredText = (max: number) => singleLine(z.string().trim().min(1).max(max));

/** An optional text of at most `max` characters ('' when absent); remarks may span lines. */
export const optionalText = (max: number) => multiLine(z.string().trim().max(max)).default('');

/** A whole number from 0 to the largest one typed with `digits` characters (5 → 99999). */
export const countOfDigits = (digits: number) =>
  z
    .number()
    .int()
    .min(0)
    .max(Math.min(10 ** digits - 1, INT4_MAX));

/** A time of day "HH:mm" (00:00 to 23:59). */
export const HHmm = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/);

/** A local date "YYYY-MM-DD" (in the scenic area's time zone). */
export const LocalDate = z.iso.date();

/** Issue raised by cross-field rules when an end comes before its start. */
export const END_BEFORE_START = 'i18n:endBeforeStart';

/** Paging of every list call (spec 000 §7 call style). */
export const PAGE_ITEMS_MAX = 1000;
