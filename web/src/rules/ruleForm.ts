// What the rule forms share: the form holds the API's shape (fen, "HH:mm", "YYYY-MM-DD"), and
// Form.Item props convert for the inputs (yuan with two decimals, date pickers), so the zod schemas
// of domain/rules check exactly what will be sent.

import type { Rule } from 'antd/es/form/index.js';
import dayjs, { type Dayjs } from 'dayjs';
import type { z } from 'zod';
import { zodObjectRule } from '../forms/zodRule.ts';

export type Values = Record<string, unknown>;
export type Path = (string | number)[];

/** Money: the form keeps fen, the input shows yuan. */
export const moneyItem = {
  getValueProps: (fen: unknown) => ({ value: typeof fen === 'number' ? fen / 100 : fen }),
  normalize: (yuan: unknown) => (typeof yuan === 'number' ? Math.round(yuan * 100) : undefined),
} as const;

/** A time of day typed as "HH:mm" (24:00 allowed as an end); a cleared input is a missing value. */
export const timeItem = {
  normalize: (text: unknown) => (typeof text === 'string' && text.trim() !== '' ? text.trim() : undefined),
} as const;

/** A local date "YYYY-MM-DD" edited with a DatePicker. */
export const dateItem = {
  getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value) : null }),
  normalize: (day: Dayjs | null) => (day ? day.format('YYYY-MM-DD') : undefined),
} as const;

/** Switches and checkboxes. */
export const checkedItem = { valuePropName: 'checked' } as const;

/** Only the keys a strict schema takes (rows carry id, scenicAreaName, …). */
export function pick(values: Values, keys: readonly string[]): Values {
  return Object.fromEntries(keys.filter((k) => values[k] !== undefined).map((k) => [k, values[k]]));
}

/** A rule validating the whole body built from the form, reporting the issue at `path`. */
export function bodyRule(schema: z.ZodType, toBody: (values: Values) => unknown, path: Path): Rule {
  return zodObjectRule(schema, (form) => toBody(form.getFieldsValue(true) as Values), path);
}

/** A Form.Item's name, label, rule (checking the whole body) and asterisk, for one top-level field. */
export const fieldItem =
  (rule: (path: Path) => Rule, label: (key: string) => string) =>
  (key: string, required = true) => ({ name: key, label: label(key), rules: [rule([key])], required });

/** Fen as yuan text: 1250 → "12.50". */
export const yuanText = (fen: number) => (fen / 100).toFixed(2);
