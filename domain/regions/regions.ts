// The region code table (GB/T 2260 province / city / county of mainland China, plus Taiwan 710000,
// Hong Kong 810000 and Macau 820000), shipped with the product in regions.json (generated once by
// scripts/generateRegions.mjs; no network at run time). Codes are 6-digit strings.
import table from './regions.json' with { type: 'json' };

type Node = [code: string, name: string, children?: Node[]];

export interface Region {
  code: string;
  name: string;
  /** Province code for a top-level region, else the parent's code. */
  parent: string | null;
  level: 1 | 2 | 3;
  isLeaf: boolean;
}

export const REGION_SOURCE: string = table.source;

const byCode = new Map<string, Region>();
const childrenOf = new Map<string | null, Region[]>();

function load(nodes: Node[], parent: string | null, level: 1 | 2 | 3): void {
  for (const [code, name, children] of nodes) {
    const region: Region = { code, name, parent, level, isLeaf: !children || children.length === 0 };
    byCode.set(code, region);
    const siblings = childrenOf.get(parent) ?? [];
    siblings.push(region);
    childrenOf.set(parent, siblings);
    if (children) load(children, code, Math.min(level + 1, 3) as 1 | 2 | 3);
  }
}
load(table.regions as Node[], null, 1);

export const REGION_CODE_PATTERN = /^\d{6}$/;

export function findRegion(code: string): Region | undefined {
  return byCode.get(code);
}

/** Provinces when `parent` is null, else the parent's children (empty for a leaf or unknown code). */
export function regionChildren(parent: string | null = null): Region[] {
  return childrenOf.get(parent) ?? [];
}

/** Codes from the province down to the region itself. */
export function regionPath(code: string): string[] {
  const path: string[] = [];
  for (let r = byCode.get(code); r; r = r.parent ? byCode.get(r.parent) : undefined) path.unshift(r.code);
  return path;
}

/** "湖北省 / 武汉市 / 江岸区" */
export function regionFullName(code: string, separator = ' / '): string {
  return regionPath(code)
    .map((c) => byCode.get(c)!.name)
    .join(separator);
}

/**
 * Whether `code` is `ancestor` itself or lies inside it (a province covers its cities and counties).
 * Judged by the code's digits, so retired county codes still found on old ID cards are covered too.
 */
export function regionCovers(ancestor: string, code: string): boolean {
  if (ancestor === code) return true;
  if (ancestor.endsWith('0000')) return code.startsWith(ancestor.slice(0, 2));
  if (ancestor.endsWith('00')) return code.startsWith(ancestor.slice(0, 4));
  return false;
}

export function regionCount(): number {
  return byCode.size;
}
