// Bad input that got past the route schemas, answered as the caller's mistake (400 / 413 with a
// translated code) instead of a 500: values Postgres refuses, and multipart bodies the parser
// refuses. The schemas should catch these first; this is the safety net.
import pg from 'pg';

/** SQLSTATE of values Postgres cannot take → the error code answered with a 400. */
const POSTGRES_CODES: Record<string, string> = {
  '23503': 'INVALID_REFERENCE', // foreign_key_violation
  '22003': 'NUMBER_OUT_OF_RANGE', // numeric_value_out_of_range
  '22P02': 'INVALID_VALUE', // invalid_text_representation
  '22001': 'TEXT_TOO_LONG', // string_data_right_truncation
  '22021': 'INVALID_CHARACTER', // character_not_in_repertoire (NUL in text)
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
