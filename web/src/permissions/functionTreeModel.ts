// The permission screen's function tree (spec 000 §6): flag groups with their flags, labelled like
// the menu entries they show, and the conversions between the stored authority tree and the
// checked keys of antd's Tree.

import { menuItems } from '../../../domain/auth/menu.ts';
import {
  ALL_FLAGS,
  FLAG_GROUP_KEYS,
  FLAG_GROUPS,
  type FlagKey,
  normaliseFlags,
  TICKET_DETAIL_RECORD_FLAG,
  toAuthorityTree,
} from '../../../domain/auth/permissionFlags.ts';
import type { AuthorityInput } from '../../../domain/users/role.schema.ts';

const GROUP_PREFIX = 'group:';

/** The i18n key of a flag: the label of the menu entry it shows. */
export function flagLabelKey(flag: FlagKey): string {
  return menuItems().find((item) => item.flag === flag)?.labelKey ?? `flags.${flag}`;
}

export interface FunctionNode {
  key: string;
  labelKey: string;
  alwaysOn?: boolean;
  children?: FunctionNode[];
}

export const FUNCTION_TREE: FunctionNode[] = FLAG_GROUP_KEYS.map((group) => ({
  key: `${GROUP_PREFIX}${group}`,
  labelKey: `flags.${group}`,
  children: FLAG_GROUPS[group].map((flag: FlagKey) => ({
    key: flag,
    labelKey: flagLabelKey(flag),
    alwaysOn: flag === TICKET_DETAIL_RECORD_FLAG,
  })),
}));

/** The flags ticked in an authority (group keys are not flags). */
export function checkedFlags(authority: unknown): FlagKey[] {
  const flags = normaliseFlags(authority ?? {});
  return ALL_FLAGS.filter((flag) => flags[flag] === 1);
}

/** The authority tree from the keys antd reports checked (group keys ignored). */
export function authorityOf(keys: readonly (string | number | bigint)[]): AuthorityInput {
  const on = new Set(keys.map(String));
  const flat = Object.fromEntries(ALL_FLAGS.map((flag) => [flag, on.has(flag) ? 1 : 0]));
  return toAuthorityTree(normaliseFlags(flat));
}
