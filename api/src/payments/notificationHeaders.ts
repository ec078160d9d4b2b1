// Notification headers arrive as the web framework hands them over (Fastify: lower-case keys) or as a
// test writes them (Wechatpay-Signature): a payment adapter looks them up without regard to case.

/** The header `name`, whatever its case in `headers`; undefined when absent or empty. */
export function headerOf(headers: Record<string, string | undefined>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted && value !== undefined && value !== '') return value;
  }
  return undefined;
}

/** How far a notification's timestamp may be from our clock (WeChat Pay's and the sandbox's). */
export const NOTIFICATION_MAX_SKEW_MS = 5 * 60_000;

/** Whole seconds since the epoch, as the providers' timestamps count. */
export const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** Throws unless `amountFen` is a positive whole number of fen. */
export function assertAmountFen(amountFen: number, what = 'amountFen'): void {
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0) {
    throw new RangeError(`${what} must be a positive whole number of fen, got ${amountFen}`);
  }
}

/** The time in China (UTC+8, no daylight saving), as `YYYY-MM-DDTHH:mm:ss`. */
export const chinaLocalTime = (date: Date): string =>
  new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19);
