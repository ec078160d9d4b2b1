import { z } from 'zod';

/** Ids are integers (numbers in JSON, as the spec's calls use them). */
export const RecordId = z.number().int().positive();

/** A required text of at most `max` characters, trimmed. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** Paging of a list call (spec call style: `?pageItems=20&pageNumber=1`). */
export const PageQuery = z.object({
  pageItems: z.coerce.number().int().min(1).max(1000).default(20),
  pageNumber: z.coerce.number().int().min(1).default(1),
});

/** An optional numeric filter of a query string ('' means no filter). */
export const IdFilter = z
  .preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive())
  .optional();
