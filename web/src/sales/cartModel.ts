// The sell screen's cart, independent of React: lines of ticket types with counts (one type at a time
// on the plain sell screen, several in cart mode), the holders a line needs, the quote request, the
// payment and the SellTickets body built from the form. Money is fen; the inputs show yuan.

import type {
  QuoteSale,
  SaleLine,
  SellableTicketType,
  SellTicketsDraft,
} from '../../../domain/sales/sale.schema.ts';
import { MAX_TICKETS_PER_ORDER, type SELL_METHODS } from '../../../domain/sales/saleCodes.ts';

export type CartMode = 'single' | 'cart';
export type CartLine = Pick<SaleLine, 'ticketTypeID' | 'count'>;
export type WindowMethod = (typeof SELL_METHODS)[number];
export type TypesById = ReadonlyMap<number, SellableTicketType>;

export const ticketCount = (lines: readonly CartLine[]) => lines.reduce((n, l) => n + l.count, 0);

/** Sets a line's count, kept within 1 and what the order still has room for; 0 or less removes it. */
export function setCount(lines: readonly CartLine[], ticketTypeID: number, count: number): CartLine[] {
  if (!Number.isFinite(count) || count < 1) return lines.filter((l) => l.ticketTypeID !== ticketTypeID);
  const others = ticketCount(lines.filter((l) => l.ticketTypeID !== ticketTypeID));
  const room = Math.max(1, MAX_TICKETS_PER_ORDER - others);
  const next = Math.min(Math.floor(count), room);
  return lines.map((l) => (l.ticketTypeID === ticketTypeID ? { ...l, count: next } : l));
}

/**
 * A ticket type chosen: in cart mode it joins the cart (or its line counts one more); on the plain
 * sell screen it replaces the line (one type at a time), keeping the count when chosen again.
 */
export function addType(lines: readonly CartLine[], ticketTypeID: number, mode: CartMode): CartLine[] {
  const existing = lines.find((l) => l.ticketTypeID === ticketTypeID);
  if (mode === 'single') return [{ ticketTypeID, count: existing?.count ?? 1 }];
  if (existing) return setCount(lines, ticketTypeID, existing.count + 1);
  if (ticketCount(lines) >= MAX_TICKETS_PER_ORDER) return [...lines];
  return [...lines, { ticketTypeID, count: 1 }];
}

/** Only lines of types still on offer (another scenic area's, or a type disabled meanwhile, go). */
export const keepOffered = (lines: readonly CartLine[], types: TypesById) =>
  lines.filter((l) => types.has(l.ticketTypeID));

/** "One ticket for many people" needs exactly one line, of a type that allows it. */
export function canOneTicketForMany(lines: readonly CartLine[], types: TypesById): boolean {
  const [only, ...rest] = lines;
  return (
    only !== undefined && rest.length === 0 && types.get(only.ticketTypeID)?.manyPeopleOneTicket === true
  );
}

/** Holders to fill in for a line: one per ticket of a real-name type (one ticket for many: one). */
export function holdersNeeded(
  line: CartLine,
  type: SellableTicketType | undefined,
  oneForMany: boolean,
): number {
  if (!type?.isRealName) return 0;
  return oneForMany ? 1 : line.count;
}

/** What the live quote asks; null for an empty cart. */
export function quoteBody(scenicAreaID: number, lines: readonly CartLine[]): QuoteSale | null {
  if (lines.length === 0) return null;
  return { scenicAreaID, lines: lines.map(({ ticketTypeID, count }) => ({ ticketTypeID, count })) };
}

/** A holder as the form holds it (inputs may still be empty). */
export type HolderValues = { name?: string; idNumber?: string; mobile?: string; photoId?: string | null };

/** The sell form: holders per line (under `holderKey(type)`) and the payment inputs. */
export type SaleFormValues = {
  method: WindowMethod;
  receivedYuan?: number | null;
  paymentCode?: string;
  reference?: string;
  /** Paid from a stored-value card's balance. */
  cardNo?: string;
  /** On credit: the travel agency that owes. */
  travelAgencyID?: number;
  holders?: Record<string, HolderValues[] | undefined>;
};

export const holderKey = (ticketTypeID: number) => `t${ticketTypeID}`;

/** Yuan typed in an input → fen (undefined when empty). */
export function yuanToFen(yuan: unknown): number | undefined {
  return typeof yuan === 'number' && Number.isFinite(yuan) ? Math.round(yuan * 100) : undefined;
}

/** Fen → "12.50". */
export const yuanText = (fen: number) => (fen / 100).toFixed(2);

/** Cash: what to hand back; null until enough is received. */
export function changeFen(receivedYuan: unknown, payableFen: number | undefined): number | null {
  const received = yuanToFen(receivedYuan);
  if (received === undefined || payableFen === undefined || received < payableFen) return null;
  return received - payableFen;
}

export function paymentOf(values: SaleFormValues): SellTicketsDraft['payment'] {
  switch (values.method) {
    case 'cash':
      return { method: 'cash', receivedFen: yuanToFen(values.receivedYuan) ?? 0 };
    case 'paymentCode':
      return { method: 'paymentCode', paymentCode: (values.paymentCode ?? '').trim() };
    case 'storedCard':
      return { method: 'storedCard', cardNo: (values.cardNo ?? '').trim() };
    case 'credit':
      return {
        method: 'credit',
        travelAgencyID: values.travelAgencyID as number,
        reference: (values.reference ?? '').trim(),
      };
    default:
      return { method: values.method, reference: (values.reference ?? '').trim() };
  }
}

export interface SaleDraftInput {
  requestId: string;
  scenicAreaID: number;
  lines: readonly CartLine[];
  types: TypesById;
  oneTicketForMany: boolean;
  values: SaleFormValues;
  sellAgain?: boolean;
}

/** The SellTickets body (before the schema trims and checks it): holders only for real-name lines. */
export function sellBody(input: SaleDraftInput): SellTicketsDraft {
  const oneForMany = input.oneTicketForMany && canOneTicketForMany(input.lines, input.types);
  return {
    requestId: input.requestId,
    scenicAreaID: input.scenicAreaID,
    lines: input.lines.map((line) => {
      const needed = holdersNeeded(line, input.types.get(line.ticketTypeID), oneForMany);
      const typed = input.values.holders?.[holderKey(line.ticketTypeID)] ?? [];
      const tourists = typed.slice(0, needed).map((h) => ({
        name: h?.name ?? '',
        idNumber: h?.idNumber ?? '',
        mobile: h?.mobile ?? '',
        photoId: h?.photoId || null,
      }));
      return { ticketTypeID: line.ticketTypeID, count: line.count, tourists };
    }),
    oneTicketForMany: oneForMany,
    payment: paymentOf(input.values),
    sellAgain: input.sellAgain ?? false,
  };
}

/** A sale's request id: made once per sale, kept when the same sale is sent again. */
export const newRequestId = (): string => crypto.randomUUID();
