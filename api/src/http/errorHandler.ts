import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import pg from 'pg';
import type { z } from 'zod';
import { DomainError } from '../../../domain/decider.ts';
import { InvalidEventStoreInputError, WrongExpectedVersionError } from '../../../domain/eventStore.ts';
import { translate } from '../../../domain/i18n/errorMessages.ts';
import { type Lang, pickLang } from '../../../domain/i18n/lang.ts';
import { describeIssues } from '../../../domain/i18n/validationMessages.ts';
import { AppError } from './appError.ts';
import { DATABASE_BUSY_RETRY_AFTER_S, isDatabaseBusy } from './databaseBusy.ts';
import { DOMAIN_ERROR_STATUS } from './domainErrors.ts';
import { inputErrorReply } from './inputErrors.ts';

export interface ErrorBody {
  code: string;
  message: string;
  details?: unknown;
  /** The spec's screens read `msg`: non-empty means failure. */
  msg: string;
}

export function requestLang(request: FastifyRequest): Lang {
  const cookie = (request.cookies as Record<string, string | undefined> | undefined)?.lang;
  return pickLang(cookie ?? request.headers['accept-language']);
}

const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'BODY_TOO_LARGE'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'BODY_REQUIRED'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'INVALID_JSON'],
};

/** Turns any thrown error into `{ code, message, details }` in the caller's language. */
function toReply(error: unknown, lang: Lang): { status: number; body: ErrorBody } | undefined {
  const body = (status: number, code: string, params?: Record<string, unknown>, details?: unknown) => {
    const message = translate(code, lang, params);
    return { status, body: { code, message, details, msg: message } };
  };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      ...v.params,
      code: v.keyword,
      message: v.message,
      path: v.instancePath
        .split('/')
        .filter(Boolean)
        .map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    })) as unknown as z.core.$ZodIssue[];
    return body(400, 'VALIDATION_FAILED', { detail: describeIssues(issues, lang) }, issues);
  }
  if (error instanceof AppError) return body(error.statusCode, error.code, error.params, error.details);
  if (error instanceof DomainError) {
    const params =
      error.details !== null && typeof error.details === 'object'
        ? (error.details as Record<string, unknown>)
        : {};
    return body(DOMAIN_ERROR_STATUS[error.code] ?? 409, error.code, params, error.details);
  }
  if (error instanceof WrongExpectedVersionError) return body(409, 'CONCURRENT_CHANGE');
  if (isDatabaseBusy(error)) return body(503, 'DATABASE_BUSY');
  if (error instanceof InvalidEventStoreInputError)
    return body(400, 'VALIDATION_FAILED', { detail: error.message });
  const input = inputErrorReply(error);
  if (input) return body(input[0], input[1]);
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) return body(known[0], known[1]);
  if (fastifyError.statusCode === 429) return body(429, 'TOO_MANY_REQUESTS');
  if (fastifyError.statusCode && fastifyError.statusCode < 500)
    return body(fastifyError.statusCode, 'VALIDATION_FAILED', { detail: fastifyError.message });
  return undefined;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply: FastifyReply) => {
    const lang = requestLang(request);
    const known = toReply(error, lang);
    if (known && error instanceof pg.DatabaseError) {
      // A schema let through what the database refused: answered as bad input, worth a look.
      request.log.warn({ err: error }, 'database refused the input');
    }
    if (known?.body.code === 'DATABASE_BUSY') reply.header('retry-after', DATABASE_BUSY_RETRY_AFTER_S);
    if (known) return reply.status(known.status).send(known.body);
    request.log.error({ err: error }, 'unhandled error');
    const message = translate('INTERNAL', lang);
    return reply.status(500).send({ code: 'INTERNAL', message, msg: message } satisfies ErrorBody);
  });
}
