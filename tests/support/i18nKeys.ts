// Compares translation trees: every language must have exactly the reference's keys, each leaf a
// non-empty string. Used by the i18n key tests of web/, visitor/ and signage/.

type Tree = { readonly [key: string]: unknown };

function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of leaves(value as Tree, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

/** Problems found, as readable lines; empty when every language matches. */
export function i18nProblems(languages: Record<string, Tree>): string[] {
  const problems: string[] = [];
  const all = Object.entries(languages).map(([lang, tree]) => [lang, leaves(tree)] as const);
  const keys = new Set(all.flatMap(([, map]) => [...map.keys()]));
  for (const key of [...keys].sort()) {
    for (const [lang, map] of all) {
      if (!map.has(key)) problems.push(`${lang}: missing ${key}`);
      else {
        const value = map.get(key);
        if (typeof value !== 'string') problems.push(`${lang}: ${key} is not a string`);
        else if (value.trim() === '') problems.push(`${lang}: ${key} is empty`);
      }
    }
  }
  return problems;
}

/** `{{name}}` placeholders of a string, sorted. */
export function placeholders(value: string): string[] {
  return [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();
}

/** Keys whose placeholders differ between languages. */
export function placeholderProblems(languages: Record<string, Tree>): string[] {
  const [first, ...rest] = Object.entries(languages).map(([lang, tree]) => [lang, leaves(tree)] as const);
  if (!first) return [];
  const problems: string[] = [];
  for (const [key, value] of first[1]) {
    if (typeof value !== 'string') continue;
    const expected = placeholders(value).join(',');
    for (const [lang, map] of rest) {
      const other = map.get(key);
      if (typeof other === 'string' && placeholders(other).join(',') !== expected) {
        problems.push(`${lang}: ${key} has placeholders {${placeholders(other)}} not {${expected}}`);
      }
    }
  }
  return problems;
}
