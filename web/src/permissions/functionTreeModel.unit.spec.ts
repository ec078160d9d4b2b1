import { describe, expect, it } from 'vitest';
import { ALL_FLAGS, FLAG_GROUP_KEYS } from '../../../domain/auth/permissionFlags.ts';
import { cn } from '../i18n/cn.ts';
import { withFeatures } from '../i18n/features.ts';
import { authorityOf, checkedFlags, FUNCTION_TREE, flagLabelKey } from './functionTreeModel.ts';

const texts = withFeatures(cn, 'cn');
const lookup = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);

describe('function tree', () => {
  it('lists every flag once, under its group, each with a label', () => {
    expect(FUNCTION_TREE.map((g) => g.key)).toEqual(FLAG_GROUP_KEYS.map((g) => `group:${g}`));
    const leaves = FUNCTION_TREE.flatMap((g) => g.children!.map((c) => c.key));
    expect(leaves).toEqual([...ALL_FLAGS]);
    const unlabelled = [...FUNCTION_TREE, ...FUNCTION_TREE.flatMap((g) => g.children!)].filter(
      (n) => typeof lookup(n.labelKey) !== 'string',
    );
    expect(unlabelled).toEqual([]);
    expect(lookup(flagLabelKey('ticketReport1'))).toBe('订单报表');
  });

  it('turns checked keys into the authority tree and back; group keys are ignored', () => {
    const authority = authorityOf(['group:sales', 'sellticket1', 'user']);
    expect(authority.sales?.sellticket1).toBe(1);
    expect(authority.sales?.sellticket2).toBe(0);
    expect(authority.settings).toEqual({ unit: 0, permission: 0, user: 1 });
    expect(checkedFlags(authority)).toEqual(['user', 'sellticket1', 'ticketDetailRecord']);
  });

  it('keeps the ticket detail record on whatever is unticked', () => {
    expect(checkedFlags(authorityOf([]))).toEqual(['ticketDetailRecord']);
    expect(checkedFlags(undefined)).toEqual(['ticketDetailRecord']);
  });
});
