// A ticket's passes zone by zone (domain/sales/ticketUses.ts): what a zone allows in total and per
// day, a pass spent at one zone spends that zone only, a return undoes no more than the day spent.
import { describe, expect, it } from 'vitest';
import {
  remainingOf,
  spend,
  spentInAll,
  unspend,
  usedUp,
  type ZoneUses,
  zoneUsesOf,
} from '../../../domain/sales/ticketUses.ts';
import { ZonePermissionFields } from '../../../domain/ticketTypes/zonePermission.schema.ts';

const DAY = '2026-11-25';
const NEXT = '2026-11-26';
const zone = (zoneID: number, useTimes: number, useTimesByDay: number) =>
  ZonePermissionFields.parse({ zoneID, useTimes, useTimesByDay });
/** Two zones each limited: 11 twice in total, 12 three times in total and twice a day. */
const TWO = zoneUsesOf([zone(11, 2, 0), zone(12, 3, 2)]);
const of = (uses: readonly ZoneUses[], zoneId: number) => uses.find((z) => z.zoneId === zoneId);

describe('ticket uses', () => {
  it('a new ticket has spent nothing; 0 means unlimited', () => {
    expect(TWO).toEqual([
      { zoneId: 11, limit: 2, perDay: null, spent: 0, spentOn: {} },
      { zoneId: 12, limit: 3, perDay: 2, spent: 0, spentOn: {} },
    ]);
    expect(zoneUsesOf([zone(13, 0, 0)])).toEqual([
      { zoneId: 13, limit: null, perDay: null, spent: 0, spentOn: {} },
    ]);
    expect(zoneUsesOf([zone(14, 1, 1)])[0]).toMatchObject({ limit: 1, perDay: 1 });
  });

  it('a pass spent at one zone leaves every other zone of the ticket as it was', () => {
    const after = spend(TWO, 11, 1, DAY);
    expect(of(after, 11)).toEqual({ zoneId: 11, limit: 2, perDay: null, spent: 1, spentOn: { [DAY]: 1 } });
    expect(of(after, 12)).toEqual(of(TWO, 12));
    expect(remainingOf(of(after, 12) as ZoneUses, DAY)).toBe(2);
  });

  it('spending adds to what the zone and the day already spent', () => {
    const after = spend(spend(spend(TWO, 12, 1, DAY), 12, 1, DAY), 12, 1, NEXT);
    expect(of(after, 12)).toMatchObject({ spent: 3, spentOn: { [DAY]: 2, [NEXT]: 1 } });
  });

  it('what is left is the smaller of the total and the day, never below zero', () => {
    const z12 = of(spend(TWO, 12, 2, DAY), 12) as ZoneUses;
    expect(remainingOf(z12, DAY)).toBe(0);
    expect(remainingOf(z12, NEXT)).toBe(1);
    expect(remainingOf(of(spend(TWO, 11, 3, DAY), 11) as ZoneUses, DAY)).toBe(0);
    expect(remainingOf(of(TWO, 11) as ZoneUses, DAY)).toBe(2);
    const daily = zoneUsesOf([zone(15, 0, 2)]);
    expect(remainingOf(daily[0] as ZoneUses, DAY)).toBe(2);
    expect(remainingOf(spend(daily, 15, 3, DAY)[0] as ZoneUses, DAY)).toBe(0);
    expect(remainingOf(zoneUsesOf([zone(13, 0, 0)])[0] as ZoneUses, DAY)).toBeNull();
  });

  it("a return gives back no more than that zone spent that day, and nothing to another zone's", () => {
    const spent = spend(spend(TWO, 11, 2, DAY), 12, 1, DAY);
    expect(of(unspend(spent, 11, 1, DAY), 11)).toMatchObject({ spent: 1, spentOn: { [DAY]: 1 } });
    expect(of(unspend(spent, 11, 5, DAY), 11)).toMatchObject({ spent: 0, spentOn: { [DAY]: 0 } });
    expect(unspend(spent, 11, 1, NEXT)).toEqual(spent);
    expect(unspend(spent, 99, 1, DAY)).toEqual(spent);
    expect(of(unspend(spent, 11, 1, DAY), 12)).toEqual(of(spent, 12));
  });

  it('used up once every zone limited in total has spent its limit; an unlimited zone never is', () => {
    expect(usedUp(TWO)).toBe(false);
    expect(usedUp(spend(TWO, 11, 2, DAY))).toBe(false);
    expect(usedUp(spend(spend(TWO, 11, 2, DAY), 12, 3, DAY))).toBe(true);
    expect(usedUp(spend(zoneUsesOf([zone(13, 0, 0)]), 13, 50, DAY))).toBe(false);
    expect(usedUp([])).toBe(false);
    expect(spentInAll(spend(spend(TWO, 11, 2, DAY), 12, 1, DAY))).toBe(3);
  });
});
