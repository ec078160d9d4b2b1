import { z } from 'zod';
import { FEE_METHODS, TICKET_CATES } from './ticketTypeCodes.ts';
import { TICKET_TYPE_NAME_MAX } from './ticketTypeFields.ts';

/**
 * `GET /api/ticketType` (spec 002 §7): pageItems, pageNumber and the filters the visitor pages and
 * the back office send. `ticketCateArray` arrives as `[0,1]`, `0,1`, a repeated key or `ticketCateArray[]`.
 */
export function parseCodeList(raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((v) =>
    String(v)
      .replace(/[[\]\s]/g, '')
      .split(','),
  );
  return parts.filter((p) => p !== '').map(Number);
}

const CodeList = z.preprocess(
  parseCodeList,
  z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(TICKET_CATES.length - 1),
    )
    .max(TICKET_CATES.length)
    .optional(),
);
const optionalInt = (max: number) => z.coerce.number().int().min(0).max(max).optional();

export const PAGE_ITEMS_MAX = 9999;

export const TicketTypeQuery = z.object({
  pageItems: z.coerce.number().int().min(1).max(PAGE_ITEMS_MAX).default(20),
  pageNumber: z.coerce.number().int().min(1).default(1),
  scenicAreaID: z.coerce.number().int().positive().optional(),
  ticketCateArray: CodeList,
  'ticketCateArray[]': CodeList,
  ticketFeeMethod: optionalInt(FEE_METHODS.length - 1),
  /** 1: only ticket types sold on the visitor platforms (public account, mini-program). */
  isLoadThirdPlatform: optionalInt(1),
  isEnable: optionalInt(1),
  /** Part of the name. */
  ticketTypeName: z.string().max(TICKET_TYPE_NAME_MAX).optional(),
});
export type TicketTypeQuery = z.infer<typeof TicketTypeQuery>;

/** The filters a repository applies, once the route has decided the caller's scope. */
export interface TicketTypeFilter {
  areaIds: number[] | 'all';
  ticketCates?: number[];
  ticketFeeMethod?: number;
  visitorPlatformsOnly: boolean;
  isEnable?: 0 | 1;
  ticketTypeName?: string;
  limit: number;
  offset: number;
}
