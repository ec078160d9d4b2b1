// antd Form rules from the zod schemas in domain/: the limit a form checks is the one the server
// checks, and the message is the server's too (`translateIssue`, domain/i18n/validationMessages.ts).

import type { Rule, RuleObject, RuleRender } from 'antd/es/form/index.js';
import type { z } from 'zod';
import { translateIssue } from '../../../domain/i18n/validationMessages.ts';
import { currentLanguage } from '../i18n/i18n.ts';

type Path = readonly (string | number)[];
/** Turns what the input holds into what the schema takes (yuan → fen, '' → undefined, …). */
export type ValueMap = (value: unknown) => unknown;

/** antd inputs hold '' or null when cleared; zod's "required" is about a missing value. */
const emptyToUndefined: ValueMap = (value) => (value === '' || value === null ? undefined : value);

function fail(issue: z.core.$ZodIssue): never {
  throw new Error(translateIssue(issue, currentLanguage()));
}

/** A rule checking the field's value against `schema` (the first issue is the message). */
export function zodRule(schema: z.ZodType, map: ValueMap = emptyToUndefined): RuleObject {
  return {
    validator: async (_rule, value) => {
      const result = schema.safeParse(map(value));
      if (!result.success) fail(result.error.issues[0]!);
    },
  };
}

/** The rule of one field of an object schema: `zodFieldRule(TicketTypeFields, 'ticketTypeName')`. */
export function zodFieldRule<T extends z.ZodObject>(
  schema: T,
  key: keyof T['shape'] & string,
  map?: ValueMap,
): RuleObject {
  return zodRule(schema.shape[key] as z.ZodType, map);
}

/** Whether the field must be filled (for Form.Item's `required` asterisk; the rule gives the message). */
export function isRequired(schema: z.ZodType): boolean {
  return !schema.safeParse(undefined).success;
}

const samePath = (a: PropertyKey[], b: Path) => a.length === b.length && a.every((p, i) => p === b[i]);

/**
 * A rule for rules across fields: validates the object `read(form)` returns with `schema` and fails
 * with the issue reported at `path` (e.g. `useTimesByDay` of a zone permission row).
 */
export function zodObjectRule(
  schema: z.ZodType,
  read: (form: Parameters<RuleRender>[0]) => unknown,
  path: Path,
): Rule {
  return (form) => ({
    validator: async () => {
      const result = schema.safeParse(read(form));
      const issue = result.error?.issues.find((i) => samePath(i.path, path));
      if (issue) fail(issue);
    },
  });
}
