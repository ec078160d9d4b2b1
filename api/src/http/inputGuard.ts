// Every route's request validation, wrapped once here so that no route, present or future, lets
// through what the database cannot take: before the route's schema, no text may hold a control
// character (NUL included; tab, line feed and carriage return are left to the field's own schema);
// after it, no number may fall outside Postgres int4 (query strings are numbers only by then).
// A refusal is an ordinary validation issue: a 400 in the caller's language naming the field.
// The spec's clients put their `token` in bodies and query strings too (spec 001 §7, 002 §6): a
// top-level `token` there is dropped before the route's schema on every route that does not name
// `token` itself — the Authorization header decides who calls (docs/features/spec-clients.md).
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTROL_CHARACTER_MESSAGE,
  hasControlCharacter,
  INT4_MAX,
  INT4_MIN,
} from '../../../domain/inputBounds.ts';

type Path = (string | number)[];

/** Calls `visit` on every string and number inside plain objects and arrays. */
function eachLeaf(value: unknown, path: Path, visit: (leaf: string | number, path: Path) => void): void {
  if (typeof value === 'string' || typeof value === 'number') visit(value, path);
  else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) eachLeaf(v, [...path, i], visit);
  } else if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    for (const [k, v] of Object.entries(value)) eachLeaf(v, [...path, k], visit);
  }
}

function noControlCharacters(value: unknown, ctx: z.RefinementCtx): void {
  eachLeaf(value, [], (leaf, path) => {
    if (typeof leaf === 'string' && hasControlCharacter(leaf, true)) {
      ctx.addIssue({ code: 'custom', message: CONTROL_CHARACTER_MESSAGE, path });
    }
  });
}

function withinInt4(value: unknown, ctx: z.RefinementCtx): void {
  eachLeaf(value, [], (leaf, path) => {
    if (typeof leaf !== 'number') return;
    if (leaf > INT4_MAX) {
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: INT4_MAX,
        inclusive: true,
        input: leaf,
        path,
      });
    } else if (leaf < INT4_MIN) {
      ctx.addIssue({
        code: 'too_small',
        origin: 'number',
        minimum: INT4_MIN,
        inclusive: true,
        input: leaf,
        path,
      });
    }
  });
}

/** Whether an object schema (or the input of a pipe) names `key`. */
function namesKey(schema: z.ZodType, key: string): boolean {
  if (schema instanceof z.ZodObject) return key in schema.shape;
  if (schema instanceof z.ZodPipe) return namesKey(schema.in as z.ZodType, key);
  return false;
}

/** Drops the spec clients' `token` from a body or query string that has no such field. */
function withoutSpecToken(part: string | undefined, schema: z.ZodType): (value: unknown) => unknown {
  const applies = (part === 'body' || part === 'querystring') && !namesKey(schema, 'token');
  return (value) => {
    if (!applies || value === null || typeof value !== 'object' || !('token' in value)) return value;
    const { token: _ignored, ...rest } = value as Record<string, unknown>;
    return rest;
  };
}

/** fastify-type-provider-zod's validator around each route schema, with the checks above. */
export const guardedValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({
    ...route,
    schema: z
      .unknown()
      .transform(withoutSpecToken(route.httpPart, route.schema))
      .superRefine(noControlCharacters)
      .pipe(route.schema)
      .superRefine(withinInt4),
  });
