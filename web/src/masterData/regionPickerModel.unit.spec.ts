import { describe, expect, it } from 'vitest';
import { regionCount } from '../../../domain/regions/regions.ts';
import {
  codesToPaths,
  pathsToCodes,
  type RegionOption,
  regionMatches,
  regionOptions,
  regionSuggestions,
} from './regionPickerModel.ts';

const count = (options: RegionOption[]): number =>
  options.reduce((n, o) => n + 1 + count(o.children ?? []), 0);
const path = (...labels: [string, string][]) => labels.map(([value, label]) => ({ value, label }));

describe('the region picker', () => {
  it('offers every region once, provinces at the top, leaves without children', () => {
    const tree = regionOptions();
    expect(count(tree)).toBe(regionCount());
    const hubei = tree.find((o) => o.value === '420000')!;
    expect(hubei.label).toBe('湖北省');
    const wuhan = hubei.children!.find((o) => o.value === '420100')!;
    expect(wuhan.children!.find((o) => o.value === '420102')).toEqual({ value: '420102', label: '江岸区' });
    expect(regionOptions()).toBe(tree);
  });

  it('turns codes into cascader paths and paths back into the codes (a province stays a province)', () => {
    const codes = ['420000', '420102', '110105'];
    const paths = codesToPaths(codes);
    expect(paths).toEqual([['420000'], ['420000', '420100', '420102'], ['110000', '110105']]);
    expect(pathsToCodes(paths)).toEqual(codes);
    expect(codesToPaths(['999999'])).toEqual([]);
  });

  it("matches a region by its own name or the start of its code, not by a parent's name", () => {
    expect(regionMatches('武汉', path(['420000', '湖北省'], ['420100', '武汉市']))).toBe(true);
    expect(regionMatches('湖北', path(['420000', '湖北省'], ['420100', '武汉市']))).toBe(false);
    expect(regionMatches('4201', path(['420000', '湖北省'], ['420100', '武汉市']))).toBe(true);
    expect(regionMatches('4202', path(['420000', '湖北省'], ['420100', '武汉市']))).toBe(false);
    expect(regionMatches('  ', path(['420000', '湖北省']))).toBe(false);
  });

  it('suggests full names for the free-text area fields, higher levels first', () => {
    expect(regionSuggestions('朝阳')).toEqual([
      { value: '北京市朝阳区', label: '北京市 / 朝阳区' },
      { value: '辽宁省朝阳市', label: '辽宁省 / 朝阳市' },
      { value: '辽宁省朝阳市朝阳县', label: '辽宁省 / 朝阳市 / 朝阳县' },
      { value: '吉林省长春市朝阳区', label: '吉林省 / 长春市 / 朝阳区' },
    ]);
    expect(regionSuggestions('北京')[0]).toEqual({ value: '北京市', label: '北京市' });
    expect(regionSuggestions('区', 5)).toHaveLength(5);
    expect(regionSuggestions('')).toEqual([]);
  });
});
