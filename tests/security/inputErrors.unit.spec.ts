// The error handler's safety net: values Postgres refuses and multipart errors are the caller's
// mistake (400 / 413 with a translated code), other database errors stay 500s.

import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inputErrorReply } from '../../api/src/http/inputErrors.ts';
import { ERROR_MESSAGES } from '../../domain/i18n/errorMessages.ts';

const dbError = (code: string) => Object.assign(new pg.DatabaseError('refused', 0, 'error'), { code });

describe('input errors', () => {
  it.each([
    ['23503', 'INVALID_REFERENCE'],
    ['22003', 'NUMBER_OUT_OF_RANGE'],
    ['22P02', 'INVALID_VALUE'],
    ['22001', 'TEXT_TOO_LONG'],
    ['22021', 'INVALID_CHARACTER'],
  ])('answers Postgres %s with a 400 %s', (sqlState, code) => {
    expect(inputErrorReply(dbError(sqlState))).toEqual([400, code]);
    expect(Object.keys(ERROR_MESSAGES)).toContain(code);
  });

  it('leaves other database errors alone (a 500)', () => {
    expect(inputErrorReply(dbError('40P01'))).toBeUndefined();
    expect(inputErrorReply(Object.assign(new Error('x'), { code: '23503' }))).toBeUndefined();
  });

  it('answers multipart refusals with 400 / 413', () => {
    const fastify = (code: string) => Object.assign(new Error(code), { code });
    expect(inputErrorReply(fastify('FST_INVALID_MULTIPART_CONTENT_TYPE'))).toEqual([
      400,
      'INVALID_MULTIPART',
    ]);
    expect(inputErrorReply(fastify('FST_FILES_LIMIT'))).toEqual([413, 'BODY_TOO_LARGE']);
  });
});
