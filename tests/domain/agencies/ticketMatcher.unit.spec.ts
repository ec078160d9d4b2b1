// Matching a tourist to a ticket type (domain/agencies/ticketMatcher.ts) at the rules' edges: age on
// the play date (the day before and of the birthday), height bounds, supporting materials, regions,
// regional control, free-pass rule, the priority type first, and the ordinary type otherwise.
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  type ConcessionRule,
  type MatchCatalog,
  type MatchTicketType,
  matchTourist,
} from '../../../domain/agencies/ticketMatcher.ts';
import { idNumber } from './idNumbers.ts';

const rule = (over: Partial<ConcessionRule> = {}): ConcessionRule => ({
  id: 1,
  name: 'r',
  minAge: null,
  maxAge: null,
  minHeight: null,
  maxHeight: null,
  needsSupportingMaterials: false,
  regionCodes: [],
  ...over,
});
const type = (id: number, price: number, rules: ConcessionRule[], over: Partial<MatchTicketType> = {}) => ({
  id,
  ticketTypeName: `T${id}`,
  ticketPrice: price,
  rules,
  freePassRule: null,
  regions: [],
  ...over,
});
const ordinary = type(9, 10000, []);
const catalog = (...concessions: MatchTicketType[]): MatchCatalog => ({ concessions, ordinary });
const beijing = idNumber('110105', '2016-05-02');
const tourist = (over: Partial<Parameters<typeof matchTourist>[1]> = {}) => ({
  certificateType: 0,
  idNumber: beijing,
  height: 120,
  supportingMaterials: '0' as const,
  playDate: '2026-05-01',
  ...over,
});
const matched = (c: MatchCatalog, t = tourist(), priority: number | null = null) =>
  matchTourist(c, t, priority).matchTicketType?.id;

describe('ticket matching', () => {
  it('age is whole years on the play date: the day before the birthday is one year less', () => {
    expect(ageOn(beijing, '2026-05-01')).toBe(9);
    expect(ageOn(beijing, '2026-05-02')).toBe(10);
    expect(ageOn('E12345678', '2026-05-02')).toBeNull();
  });

  it('age bounds are inclusive: 9 fits [6, 9] the day before the 10th birthday, not on it', () => {
    const child = catalog(type(1, 5000, [rule({ minAge: 6, maxAge: 9 })]));
    expect(matched(child, tourist({ playDate: '2026-05-01' }))).toBe(1);
    const on = matchTourist(child, tourist({ playDate: '2026-05-02' }), null);
    expect(on.matchTicketType?.id).toBe(9);
    expect(on.reasons.map((r) => r.code)).toEqual(['MATCH_AGE_OUT', 'MATCH_ORDINARY']);
    expect(on.IDInfo.age).toBe(10);
  });

  it('height bounds are inclusive; no height fails a height rule', () => {
    const small = catalog(type(1, 0, [rule({ minHeight: 0, maxHeight: 120 })]));
    expect(matched(small, tourist({ height: 120 }))).toBe(1);
    expect(matched(small, tourist({ height: 121 }))).toBe(9);
    expect(matchTourist(small, tourist({ height: null }), null).reasons[0]?.code).toBe(
      'MATCH_HEIGHT_UNKNOWN',
    );
  });

  it('a rule needing supporting materials admits only 是', () => {
    const c = catalog(type(1, 0, [rule({ needsSupportingMaterials: true })]));
    expect(matched(c, tourist({ supportingMaterials: '1' }))).toBe(1);
    expect(matched(c, tourist({ supportingMaterials: '0' }))).toBe(9);
  });

  it('a rule naming regions admits residents of them (a province covers its counties)', () => {
    const c = catalog(type(1, 0, [rule({ regionCodes: ['110000'] })]));
    expect(matched(c)).toBe(1);
    expect(matched(c, tourist({ idNumber: idNumber('310101', '2016-05-02') }))).toBe(9);
    // A passport has no region: a region rule cannot admit it.
    expect(matched(c, tourist({ certificateType: 2, idNumber: 'E12345678' }))).toBe(9);
  });

  it('regional control and the free-pass rule of the type must admit the tourist too', () => {
    const controlled = catalog(
      type(1, 0, [rule()], { regions: [{ regionCode: '310000', isAuthorised: 1 }] }),
    );
    expect(matchTourist(controlled, tourist(), null).reasons[0]?.code).toBe('MATCH_REGIONAL_CONTROL');
    const freePass = catalog(
      type(1, 0, [rule()], { freePassRule: { minAge: 60, areaName: '上海', passMode: 0 } }),
    );
    expect(matchTourist(freePass, tourist(), null).reasons[0]?.code).toBe('MATCH_FREE_PASS_REFUSED');
  });

  it('the priority type is tried first, then the cheapest; none fits → the ordinary type', () => {
    const two = catalog(type(1, 3000, [rule()]), type(2, 2000, [rule()]));
    expect(matched(two)).toBe(2);
    expect(matched(two, tourist(), 1)).toBe(1);
    const none = matchTourist(catalog(type(1, 0, [rule({ minAge: 60 })])), tourist(), null);
    expect(none.matchTicketType).toEqual({
      id: 9,
      ticketTypeName: 'T9',
      isConcession: false,
      ticketPrice: 10000,
    });
    expect(matchTourist({ concessions: [], ordinary: null }, tourist(), null).matchTicketType).toBeNull();
  });
});
