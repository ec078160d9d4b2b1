import { describe, expect, it } from 'vitest';
import {
  ALL_FLAGS,
  agencyFlags,
  defaultAdminFlags,
  FLAG_GROUP_KEYS,
  FLAG_GROUPS,
  flagGroupOf,
  flagsForUser,
  homeIsOrderImport,
  normaliseFlags,
  toAuthorityTree,
} from '../../../domain/auth/permissionFlags.ts';

describe('permission flags', () => {
  it('has unique flag keys, none named like a group (a nested tree stays unambiguous)', () => {
    expect(new Set(ALL_FLAGS).size).toBe(ALL_FLAGS.length);
    for (const g of FLAG_GROUP_KEYS) expect(ALL_FLAGS).not.toContain(g);
  });

  it('keeps the spec-named families with their counts', () => {
    const count = (prefix: string) => ALL_FLAGS.filter((f) => new RegExp(`^${prefix}\\d+$`).test(f)).length;
    expect(count('sellticket')).toBe(16);
    expect(count('ticketReport')).toBe(16);
    expect(count('Stockholder')).toBe(4);
    expect(count('Warehouse')).toBe(3);
    expect(count('ticketCollection')).toBe(5);
    expect(count('travelAgencyMenu')).toBe(4);
    expect(flagGroupOf('sellticket7')).toBe('sales');
  });

  it('default administrator: everything on except selling and the agency home', () => {
    const flags = defaultAdminFlags();
    for (const f of FLAG_GROUPS.sales.filter((s) => s !== 'ticketDetailRecord')) expect(flags[f]).toBe(0);
    expect(flags.ticketDetailRecord).toBe(1);
    expect(flags.ticketType).toBe(1);
    expect(flags.ticketReport16).toBe(1);
    expect(flags.travelAgencyMenu4).toBe(1);
    expect(homeIsOrderImport(flags)).toBe(false);
  });

  it('agency: only the travel-agency menu, home is order import', () => {
    const flags = agencyFlags();
    const on = ALL_FLAGS.filter((f) => flags[f] === 1);
    expect(on).toEqual(['travelAgencyMenu1', 'travelAgencyMenu2', 'travelAgencyMenu3']);
    expect(homeIsOrderImport(flags)).toBe(true);
  });

  it('normalises flat, nested, string and JSON forms and forces ticket detail record on', () => {
    const flat = normaliseFlags({ ticketType: 1, sellticket1: '1', zone: true, bogus: 1, user: 0 });
    expect(flat.ticketType).toBe(1);
    expect(flat.sellticket1).toBe(1);
    expect(flat.zone).toBe(1);
    expect(flat.user).toBe(0);
    expect(flat.ticketDetailRecord).toBe(1);
    expect(Object.keys(flat)).toHaveLength(ALL_FLAGS.length);

    const nested = normaliseFlags(
      JSON.stringify({ venue: { venuePlan: 1 }, sales: { ticketDetailRecord: 0 } }),
    );
    expect(nested.venuePlan).toBe(1);
    expect(nested.venueSession).toBe(0);
    expect(nested.ticketDetailRecord).toBe(1);

    for (const junk of [null, undefined, 'not json', 42, []]) {
      const flags = normaliseFlags(junk);
      expect(ALL_FLAGS.filter((f) => flags[f] === 1)).toEqual(['ticketDetailRecord']);
    }
  });

  it('round-trips through the stored authority tree', () => {
    const flags = defaultAdminFlags();
    const tree = toAuthorityTree(flags);
    expect(tree.sales.sellticket3).toBe(0);
    expect(tree.venue.venuePlan).toBe(1);
    expect(normaliseFlags(tree)).toEqual(flags);
  });

  it('chooses the session flags from the user', () => {
    expect(flagsForUser({ options: { useType: 10 }, role: { authority: { ticketType: 1 } } })).toEqual(
      agencyFlags(),
    );
    expect(flagsForUser({ useType: '10' })).toEqual(agencyFlags());
    expect(flagsForUser({ role: null })).toEqual(defaultAdminFlags());
    expect(flagsForUser({ role: { authority: { user: 1 } }, options: { useType: 0 } }).user).toBe(1);
  });
});
