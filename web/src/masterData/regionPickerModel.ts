// The region pickers' data (domain/regions: GB/T 2260 provinces, cities and counties, names in
// Chinese): the cascader's option tree, codes ↔ cascader paths, the search that matches a region by
// its own name or its code, and name suggestions for the free-text area fields.
import { findRegion, type Region, regionChildren, regionPath } from '../../../domain/regions/regions.ts';

export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

const optionsUnder = (parent: string | null): RegionOption[] =>
  regionChildren(parent).map((r) =>
    r.isLeaf
      ? { value: r.code, label: r.name }
      : { value: r.code, label: r.name, children: optionsUnder(r.code) },
  );

let tree: RegionOption[] | undefined;
/** Every province with its cities and counties (built once). */
export function regionOptions(): RegionOption[] {
  tree ??= optionsUnder(null);
  return tree;
}

/** Cascader paths (province → … → the region) of region codes; unknown codes are left out. */
export const codesToPaths = (codes: readonly string[]): string[][] =>
  codes.filter((c) => findRegion(c) !== undefined).map(regionPath);

/** The codes a multiple cascader's paths name: each path's last step (a province covers its own). */
export const pathsToCodes = (paths: readonly (readonly (string | number)[])[]): string[] =>
  paths.flatMap((p) => (p.length > 0 ? [String(p[p.length - 1])] : []));

/** A search hit: the path's last region has the typed text in its name, or a code starting with it. */
export function regionMatches(input: string, path: readonly RegionOption[]): boolean {
  const last = path[path.length - 1];
  const needle = input.trim();
  return (
    last !== undefined && needle !== '' && (last.label.includes(needle) || last.value.startsWith(needle))
  );
}

/** "湖北省 / 武汉市 / 江岸区" */
export const pathLabel = (path: readonly { label: string }[]) => path.map((o) => o.label).join(' / ');

export interface RegionSuggestion {
  /** What the field receives: the full name, no separators ("湖北省武汉市江岸区"). */
  value: string;
  /** What the list shows ("湖北省 / 武汉市 / 江岸区"). */
  label: string;
}

const fullNameOf = (r: Region) => regionPath(r.code).map((c) => findRegion(c)!.name);

/** Up to `limit` regions whose own name contains `input`, level by level (provinces first), as full names. */
export function regionSuggestions(input: string, limit = 20): RegionSuggestion[] {
  const needle = input.trim();
  const found: RegionSuggestion[] = [];
  let level = needle === '' ? [] : regionChildren(null);
  while (level.length > 0 && found.length < limit) {
    for (const r of level) {
      if (found.length >= limit) break;
      if (!r.name.includes(needle)) continue;
      const names = fullNameOf(r);
      found.push({ value: names.join(''), label: names.join(' / ') });
    }
    level = level.flatMap((r) => regionChildren(r.code));
  }
  return found;
}
