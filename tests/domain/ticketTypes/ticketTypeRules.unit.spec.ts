// Pure rules of ticket types and regions: regional control, the free-pass rule, photo types, the
// category list of the listing call, and the shipped region code table.
import { describe, expect, it } from 'vitest';
import { regionAllowed } from '../../../domain/regions/regionalControl.schema.ts';
import { findRegion, regionChildren, regionCount, regionFullName } from '../../../domain/regions/regions.ts';
import { freePassAdmits } from '../../../domain/ticketTypes/freePassRule.schema.ts';
import { photoTypeOf } from '../../../domain/ticketTypes/imageType.ts';
import { yuanToFen } from '../../../domain/ticketTypes/ticketTypeFields.ts';
import { parseCodeList } from '../../../domain/ticketTypes/ticketTypeQuery.schema.ts';

describe('regional control', () => {
  it('is off when no region is ticked', () => {
    expect(regionAllowed([], '440305')).toBe(true);
    expect(regionAllowed([{ regionCode: '110000', isAuthorised: 0 }], '440305')).toBe(true);
  });

  it('admits residents of a ticked region and of the regions inside it', () => {
    const ticked = [
      { regionCode: '110000', isAuthorised: 1 as const },
      { regionCode: '440300', isAuthorised: 1 as const },
    ];
    expect(regionAllowed(ticked, '110105')).toBe(true); // Beijing, Chaoyang
    expect(regionAllowed(ticked, '440305')).toBe(true); // Shenzhen, Nanshan
    expect(regionAllowed(ticked, '440106')).toBe(false); // Guangzhou
    expect(regionAllowed(ticked, '110199')).toBe(true); // a retired Beijing county code
  });
});

describe('free-pass rule', () => {
  const holder = (age: number, regionName: string) => ({ age, regionName });
  const rule = (passMode: number) => ({ minAge: 60, areaName: '北京, 天津', passMode });

  it('passes by age, by region, either or both as the mode says', () => {
    expect(freePassAdmits(rule(0), holder(60, '河北省'))).toBe(true);
    expect(freePassAdmits(rule(0), holder(59, '北京市'))).toBe(false);
    expect(freePassAdmits(rule(1), holder(20, '天津市 / 和平区'))).toBe(true);
    expect(freePassAdmits(rule(2), holder(20, '河北省'))).toBe(false);
    expect(freePassAdmits(rule(2), holder(70, '河北省'))).toBe(true);
    expect(freePassAdmits(rule(3), holder(70, '河北省'))).toBe(false);
    expect(freePassAdmits(rule(3), holder(70, '北京市'))).toBe(true);
  });
});

describe('photo type', () => {
  it('is judged by the first bytes', () => {
    expect(photoTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(photoTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe('image/jpeg');
    expect(photoTypeOf(new TextEncoder().encode('hello.png'))).toBeNull();
    expect(photoTypeOf(new Uint8Array([]))).toBeNull();
  });
});

describe('listing parameters and money', () => {
  it('reads ticketCateArray in every shape the callers send', () => {
    expect(parseCodeList('[0]')).toEqual([0]);
    expect(parseCodeList('[0, 1]')).toEqual([0, 1]);
    expect(parseCodeList('0,4')).toEqual([0, 4]);
    expect(parseCodeList(['0', '1'])).toEqual([0, 1]);
    expect(parseCodeList('')).toBeUndefined();
  });

  it('turns yuan into whole fen', () => {
    expect(yuanToFen(0.1 + 0.2)).toBe(30);
    expect(yuanToFen(99999)).toBe(9_999_900);
    expect(yuanToFen(12.34)).toBe(1234);
  });
});

describe('region code table', () => {
  it('covers mainland provinces, Taiwan, Hong Kong and Macau down to counties', () => {
    expect(regionChildren()).toHaveLength(34);
    expect(regionCount()).toBeGreaterThan(3000);
    expect(findRegion('710000')?.name).toBe('台湾省');
    expect(regionFullName('810001')).toBe('香港特别行政区 / 中西区');
    expect(regionFullName('820001')).toBe('澳门特别行政区 / 花地玛堂区');
    expect(regionFullName('429004')).toBe('湖北省 / 省直辖县级行政区划 / 仙桃市');
    const codes = new Set<string>();
    const walk = (parent: string | null) => {
      for (const r of regionChildren(parent)) {
        expect(codes.has(r.code)).toBe(false);
        codes.add(r.code);
        walk(r.code);
      }
    };
    walk(null);
    expect(codes.size).toBe(regionCount());
  });
});
