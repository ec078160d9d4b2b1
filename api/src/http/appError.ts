import type { ErrorCode } from '../../../domain/i18n/errorMessages.ts';

/** An error a route raises on purpose: HTTP status, a code from the catalogue, message parameters. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly params: Record<string, unknown> = {},
    readonly details?: unknown,
  ) {
    super(code);
  }
}

export const unauthorized = (code: 'UNAUTHORIZED' | 'SESSION_EXPIRED' = 'UNAUTHORIZED') =>
  new AppError(401, code);
export const forbidden = (code: 'FORBIDDEN' | 'OUT_OF_SCOPE' = 'FORBIDDEN') => new AppError(403, code);
export const notFound = () => new AppError(404, 'NOT_FOUND');
