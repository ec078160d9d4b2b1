import { z } from 'zod';
import {
  FLAG_GROUP_KEYS,
  FLAG_GROUPS,
  type FlagGroupKey,
  normaliseFlags,
  TICKET_DETAIL_RECORD_FLAG,
} from '../auth/permissionFlags.ts';
import { ROLE_TYPES } from './category.ts';
import { IdFilter, PageQuery, RecordId, requiredText } from './fields.ts';

/**
 * Permission roles (spec 000 §3, §5, §6): a name of at most 12 characters, a scenic area, a kind
 * (administrator or seller), an enable flag and the authority tree of 0/1 flags with at least one
 * function ticked (the always-on ticket detail record does not count).
 */
export const ROLE_NAME_MAX = 12;

const FlagBit = z.literal([0, 1]);

/** `{ [group]: { [flag]: 0 | 1 } }`: only known groups and flags; missing ones are 0. */
export type AuthorityInput = { [G in FlagGroupKey]?: { [F in (typeof FLAG_GROUPS)[G][number]]?: 0 | 1 } };

export const Authority = z.strictObject(
  Object.fromEntries(
    FLAG_GROUP_KEYS.map((group) => [
      group,
      z
        .strictObject(Object.fromEntries(FLAG_GROUPS[group].map((flag) => [flag, FlagBit.optional()])))
        .optional(),
    ]),
  ),
) as unknown as z.ZodType<AuthorityInput>;

export const RoleType = z.literal([ROLE_TYPES.administrator, ROLE_TYPES.seller]);

/** Whether an authority ticks at least one function besides the always-on ticket detail record. */
export function ticksAFunction(authority: unknown): boolean {
  const flags = normaliseFlags(authority);
  return Object.entries(flags).some(([flag, value]) => value === 1 && flag !== TICKET_DETAIL_RECORD_FLAG);
}

/** The authority a role is saved with: at least one function ticked. */
export const RoleAuthority = Authority.refine(ticksAFunction, { message: 'i18n:functionRequired' });

export const RoleInput = z.strictObject({
  name: requiredText(ROLE_NAME_MAX),
  scenicAreaID: RecordId,
  type: RoleType,
  isEnable: z.boolean().default(true),
  authority: RoleAuthority,
});
export type RoleInput = z.infer<typeof RoleInput>;

export const RoleEdit = RoleInput.extend({ id: RecordId });
export type RoleEdit = z.infer<typeof RoleEdit>;

export const RoleListQuery = PageQuery.extend({
  name: z.string().trim().max(ROLE_NAME_MAX).optional(),
  scenicAreaID: IdFilter,
});
export type RoleListQuery = z.infer<typeof RoleListQuery>;

export const RoleRow = z.object({
  id: RecordId,
  name: z.string(),
  scenicAreaID: z.number(),
  scenicAreaName: z.string(),
  type: z.number(),
  isEnable: z.boolean(),
  /** The full tree, every flag present. */
  authority: z.record(z.string(), z.record(z.string(), z.number())),
  userCount: z.number(),
});
export type RoleRow = z.infer<typeof RoleRow>;
