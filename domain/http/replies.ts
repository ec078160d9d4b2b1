// The answer shapes of the spec's calls, written once for the server's response schemas and the
// screens' types: `{ msg: '', data }`, `{ msg: '', data: [rows, total] }` and a bare `{ msg: '' }`.
import { z } from 'zod';

/** `{ msg: '', data }`: the answer of every spec-style call (`msg` is '' on success). */
export const ok = <T extends z.ZodType>(data: T) => z.object({ msg: z.string(), data });

/** `{ msg: '', data: [rows, total] }`: the answer of a list call. */
export const page = <T extends z.ZodType>(row: T) => ok(z.tuple([z.array(row), z.number().int()]));

/** `{ msg: '' }`: a call that answers nothing but success. */
export const Done = z.object({ msg: z.literal('') });
export type Done = z.infer<typeof Done>;

/** The type of `ok(schema)`'s answer, for generic clients (checked against `ok` below). */
export type Ok<T> = { msg: string; data: T };
/** The type of `page(schema)`'s answer. */
export type Page<T> = Ok<[T[], number]>;

// The hand-written generic types above must stay what the schemas infer: the type checker says so.
const Probe = z.object({ id: z.number() });
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const okMatches: Same<Ok<z.infer<typeof Probe>>, z.infer<ReturnType<typeof ok<typeof Probe>>>> = true;
export const pageMatches: Same<
  Page<z.infer<typeof Probe>>,
  z.infer<ReturnType<typeof page<typeof Probe>>>
> = true;
