// The spec's visitor messages by code (domain/booking/bookingMessages.ts and the refund messages),
// in the chosen language, and the text to show for a failed call.

import { BOOKING_ERRORS, type BookingErrorCode } from '../../../domain/booking/bookingMessages.ts';
import { fill } from '../../../domain/i18n/lang.ts';
import { REFUND_ERRORS } from '../../../domain/refunds/refundMessages.ts';
import { storedLanguage } from '../i18n/i18n.ts';
import { VisitorApiError } from './visitorHttp.ts';

export type MessageCode = BookingErrorCode | 'REFUND_SELECT_TICKETS';

export interface Problem {
  code: MessageCode;
  params?: Record<string, string | number>;
}

export function messageOf(problem: Problem | MessageCode): string {
  const { code, params } = typeof problem === 'string' ? { code: problem, params: undefined } : problem;
  const texts = code === 'REFUND_SELECT_TICKETS' ? REFUND_ERRORS[code] : BOOKING_ERRORS[code];
  return fill(texts[storedLanguage()], params);
}

/** The server's translated message for a refused call, else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof VisitorApiError && error.code !== 'NETWORK' && !error.code.startsWith('HTTP_')) {
    return error.message;
  }
  return fallback;
}
