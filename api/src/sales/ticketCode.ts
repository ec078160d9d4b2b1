// What a ticket's QR code holds: the ticket number and an HMAC-SHA256 signature with a server key
// (`<ticketNo>.<22 characters of base64url>`), so a forged or altered code is refused wherever it is
// scanned. The key is TICKET_CODE_KEY, else one generated once and shared by every process.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { TICKET_NO_PATTERN } from '../../../domain/sales/saleNumbers.ts';
import type { AppContext } from '../appContext.ts';
import { sharedSecret } from '../config/secrets.ts';

export interface TicketCodes {
  sign(ticketNo: string): string;
  /** The ticket number of a genuine code; undefined for a forged, altered or malformed one. */
  verify(code: string): string | undefined;
}

export function ticketCodes(key: string): TicketCodes {
  const mac = (ticketNo: string) =>
    createHmac('sha256', key).update(`ticket:${ticketNo}`).digest().subarray(0, 16).toString('base64url');
  return {
    sign: (ticketNo) => `${ticketNo}.${mac(ticketNo)}`,
    verify(code) {
      const [ticketNo, signature, ...rest] = code.trim().split('.');
      if (!ticketNo || !signature || rest.length || !TICKET_NO_PATTERN.test(ticketNo)) return undefined;
      const expected = Buffer.from(mac(ticketNo));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? ticketNo : undefined;
    },
  };
}

/** The codes of this deployment: TICKET_CODE_KEY, else the key generated once and shared in the database. */
export async function ticketCodesOf(ctx: AppContext): Promise<TicketCodes> {
  return ticketCodes(ctx.config.TICKET_CODE_KEY ?? (await sharedSecret(ctx.pool, 'ticket_code_key')));
}
