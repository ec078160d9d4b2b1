// A bound on how deeply a JSON body nests (issue 29): a body nested 10,000 deep overflowed the stack
// of the code walking it (a 500 before sign-in, with a stack trace in the log). The server's JSON
// parser measures the nesting first, in one pass that recurses nowhere, and refuses a deeper body
// with a 400 in the caller's language. No call of ours nests beyond a few levels.
import type { FastifyInstance } from 'fastify';
import { AppError } from './appError.ts';

export const MAX_JSON_DEPTH = 64;

/** Whether `text` nests arrays and objects more than `max` deep (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** Replaces the JSON parser of `app` (and of the scopes it registers) with the bounded one. */
export function boundJsonDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new AppError(400, 'BODY_TOO_DEEP', { max: MAX_JSON_DEPTH }), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
