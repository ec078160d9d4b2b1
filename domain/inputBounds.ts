import { z } from 'zod';

/**
 * Bounds every input shares, whatever the feature: whole numbers fit Postgres int4 (the type of every
 * id and whole-number column) and texts carry no control characters (NUL cannot be stored at all).
 * The server applies both to every request (api/src/http/inputGuard.ts); the field helpers state
 * them too, so the forms that import the schemas refuse such input before sending it.
 */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

export const CONTROL_CHARACTER_MESSAGE = 'i18n:controlCharacter';

/**
 * Whether `text` holds a C0 control character (U+0000 to U+001F). With `keepLineBreaks`, tab, line
 * feed and carriage return are allowed (multi-line texts).
 */
export function hasControlCharacter(text: string, keepLineBreaks: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && !(keepLineBreaks && (c === 0x09 || c === 0x0a || c === 0x0d))) return true;
  }
  return false;
}

/** A record id in a JSON body. */
export const Int4Id = z.number().int().positive().max(INT4_MAX);
/** A record id in a query string or path. */
export const QueryId = z.coerce.number().int().positive().max(INT4_MAX);

/** A single-line text: no control character at all. */
export const singleLine = (text: z.ZodString) =>
  text.refine((v) => !hasControlCharacter(v, false), { message: CONTROL_CHARACTER_MESSAGE });

/** A text that may span lines: tabs and line breaks, but no other control character. */
export const multiLine = (text: z.ZodString) =>
  text.refine((v) => !hasControlCharacter(v, true), { message: CONTROL_CHARACTER_MESSAGE });
