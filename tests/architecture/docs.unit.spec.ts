// The docs stay true: every relative link in README.md and docs/ points to a file that exists, every
// repository path a doc names in backticks (`api/src/startApp.ts`) exists, the settings table of
// docs/settings.md lists exactly the variables api/src/config/config.ts reads, the README stays a
// front page (≤ 200 lines, one click to each feature page), and no page speaks in issue numbers.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './importGraph.ts';

/** README.md and every Markdown page under docs/, as paths from the repository root. */
function docFiles(): string[] {
  const pages = readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file));
  return ['README.md', ...pages.sort()];
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The text outside fenced code blocks, line numbers kept (a fenced line becomes empty). */
function prose(text: string): string[] {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (line.trimStart().startsWith('```')) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** Each `where: what` a doc's lines name, by a regular expression's first group. */
function occurrences(file: string, pattern: RegExp): { where: string; what: string }[] {
  return prose(read(file)).flatMap((line, i) =>
    [...line.matchAll(pattern)].map((m) => ({ where: `${file}:${i + 1}`, what: m[1] ?? '' })),
  );
}

/** Markdown links `[text](target)` and HTML `src=`/`href=` attributes. */
const LINK = /\]\(([^)\s]+)[^)]*\)|(?:src|href)="([^"]+)"/g;

function relativeLinks(file: string): { where: string; what: string }[] {
  return prose(read(file)).flatMap((line, i) =>
    [...line.matchAll(LINK)]
      .map((m) => m[1] ?? m[2] ?? '')
      .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
      .map((target) => ({ where: `${file}:${i + 1}`, what: target })),
  );
}

/** The repository's source folders: a backticked path starting with one of them names a file of ours. */
const SOURCE_ROOTS = new Set([
  '.ci',
  'api',
  'commands',
  'docs',
  'domain',
  'projections',
  'scripts',
  'signage',
  'tests',
  'visitor',
  'web',
]);
const PATH_LIKE = /^[\w.-]+(?:\/[\w.-]+)+\/?$/;

function namedPaths(file: string): { where: string; what: string }[] {
  return occurrences(file, /`([^`\n]+)`/g).filter(
    ({ what }) => PATH_LIKE.test(what) && SOURCE_ROOTS.has(what.split('/')[0] ?? ''),
  );
}

/** The keys of `const Env = z.object({ … })` in api/src/config/config.ts. */
function configVariables(): string[] {
  const file = 'api/src/config/config.ts';
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true);
  const keys: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'Env' && node.initializer) {
      const call = node.initializer;
      const shape = ts.isCallExpression(call) ? call.arguments[0] : undefined;
      if (shape && ts.isObjectLiteralExpression(shape)) {
        for (const property of shape.properties) if (property.name) keys.push(property.name.getText());
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return keys.sort();
}

/** The variables the first column of the table under "## Read by `api/src/config/config.ts`" names. */
function documentedSettings(): string[] {
  const lines = read('docs/settings.md').split('\n');
  const start = lines.findIndex(
    (line) => line.startsWith('## ') && line.includes('`api/src/config/config.ts`'),
  );
  if (start < 0) return [];
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  const rows = lines.slice(start + 1, end < 0 ? undefined : end).filter((line) => line.startsWith('|'));
  return rows
    .slice(2) // the header and its separator
    .flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] ?? ''))
    .sort();
}

describe('the docs', () => {
  const files = docFiles();

  it('link only to files that exist', () => {
    const broken = files.flatMap((file) =>
      relativeLinks(file)
        .filter(({ what }) => !existsSync(path.resolve(ROOT, path.dirname(file), what.split('#')[0] ?? '')))
        .map(({ where, what }) => `${where} → ${what}`),
    );
    expect(broken).toEqual([]);
  });

  it('name only repository paths that exist', () => {
    const missing = files.flatMap((file) =>
      namedPaths(file)
        .filter(({ what }) => !existsSync(path.join(ROOT, what)))
        .map(({ where, what }) => `${where} → ${what}`),
    );
    expect(missing).toEqual([]);
  });

  it('list exactly the settings api/src/config/config.ts reads', () => {
    const variables = configVariables();
    expect(variables.length).toBeGreaterThan(10);
    expect(documentedSettings()).toEqual(variables);
  });

  it('keep the README a front page, one click from each feature page', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
    const linked = new Set(relativeLinks('README.md').map(({ what }) => what));
    const features = readdirSync(path.join(ROOT, 'docs/features')).filter((file) => file.endsWith('.md'));
    expect(features.length).toBeGreaterThan(0);
    expect(features.filter((page) => !linked.has(`docs/features/${page}`))).toEqual([]);
  });

  it('speak of features, never of issue numbers', () => {
    const numbered = files.flatMap((file) =>
      occurrences(file, /\b(issues? #?\d+)/gi).map(({ where, what }) => `${where}: ${what}`),
    );
    expect(numbered).toEqual([]);
  });
});
