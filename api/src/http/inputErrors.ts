// Bad input that got past the route schemas, answered as the caller's mistake (400 / 413 with a
// translated code) instead of a 500: values Postgres refuses, and multipart bodies the parser
// refuses. The schemas should catch these first; this is the safety net.
import pg from 'pg';
import { SQLSTATE } from '../db/pgErrors.ts';

/** SQLSTATE of values Postgres cannot take → the error code answered with a 400. */
const POSTGRES_CODES: Record<string, string> = {
  [SQLSTATE.foreignKeyViolation]: 'INVALID_REFERENCE',
  [SQLSTATE.numericValueOutOfRange]: 'NUMBER_OUT_OF_RANGE',
  [SQLSTATE.invalidTextRepresentation]: 'INVALID_VALUE',
  [SQLSTATE.stringDataRightTruncation]: 'TEXT_TOO_LONG',
  [SQLSTATE.characterNotInRepertoire]: 'INVALID_CHARACTER',
};

/** @fastify/multipart's error codes. */
const MULTIPART_CODES: Record<string, [number, string]> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'INVALID_MULTIPART'],
  FST_MP_PREMATURE_CLOSE: [400, 'INVALID_MULTIPART'],
  FST_PROTO_VIOLATION: [400, 'INVALID_MULTIPART'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'INVALID_MULTIPART'],
  FST_PARTS_LIMIT: [413, 'BODY_TOO_LARGE'],
  FST_FILES_LIMIT: [413, 'BODY_TOO_LARGE'],
  FST_FIELDS_LIMIT: [413, 'BODY_TOO_LARGE'],
  FST_REQ_FILE_TOO_LARGE: [413, 'BODY_TOO_LARGE'],
};

/** The status and code that answer `error` when it is bad input, else undefined. */
export function inputErrorReply(error: unknown): [number, string] | undefined {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return undefined;
  if (error instanceof pg.DatabaseError) {
    const known = POSTGRES_CODES[code];
    return known ? [400, known] : undefined;
  }
  return MULTIPART_CODES[code];
}
