// What every master-data route shares: the spec's list query (pageItems, pageNumber, scenicAreaID)
// and answers ({ msg: '', data: [rows, total] } / { msg: '', data: row }).
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PAGE_ITEMS_MAX, RecordId } from '../../../domain/masterData/fields.ts';
import { areaScope } from '../auth/guard.ts';
import type { Condition, ListOptions } from './masterTable.ts';

export const PageQuery = z.object({
  pageItems: z.coerce.number().int().min(1).max(PAGE_ITEMS_MAX).default(20),
  pageNumber: z.coerce.number().int().min(1).default(1),
  scenicAreaID: z.coerce.number().int().positive().optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** A name filter: rows whose name contains the text. */
export const NameQuery = z.object({ name: z.string().trim().max(64).optional() });

export const IdBody = z.strictObject({ id: RecordId });

/** The spec's enable call: `isEnable` as a boolean or 0/1. */
export const EnableBody = z.strictObject({
  id: RecordId,
  isEnable: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1),
});

export const listAnswer = <T extends z.ZodType>(row: T) =>
  z.object({ msg: z.string(), data: z.tuple([z.array(row), z.number().int()]) });

export const rowAnswer = <T extends z.ZodType>(row: T) => z.object({ msg: z.string(), data: row });

/** Paging, scope and filters of a list call; `scenicAreaID` narrows it to one area when given. */
export function listOptions(
  request: FastifyRequest,
  query: PageQuery,
  where: ListOptions['where'] = [],
  areaColumn = 'scenic_area_id',
): ListOptions {
  const area: Condition | undefined =
    query.scenicAreaID === undefined ? undefined : [`t.${areaColumn} = ?`, query.scenicAreaID];
  return {
    scope: areaScope(request),
    pageItems: query.pageItems,
    pageNumber: query.pageNumber,
    where: [area, ...(where ?? [])],
  };
}

/** `t.name ilike %text%` when a name filter is given. */
export function nameLike(text: string | undefined, column = 't.name'): Condition | undefined {
  if (!text) return undefined;
  return [`${column} ilike ?`, likePattern(text)];
}

/** An ilike pattern matching values that contain `text` literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Removes `id` from an edit body, leaving the values to write. */
export function withoutId<T extends { id: number }>(body: T): { id: number; values: Omit<T, 'id'> } {
  const { id, ...values } = body;
  return { id, values };
}
