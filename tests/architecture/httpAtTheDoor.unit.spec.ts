// The HTTP request stays at the door (issue 9): below the routes, the code that writes and checks
// (repositories, the CRUD writes, reference and rank checks, imports) takes the caller as a plain
// Actor and reaches no module that imports fastify, directly or through another file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importGraph, ROOT } from './importGraph.ts';

const BELOW_THE_ROUTES =
  /\.repository\.ts$|crud\/audited\w*\.ts$|References\.ts$|roleGuards\.ts$|manageable\.ts$|grantable\.ts$|deviceImport\.ts$|actorScope\.ts$/;

const graph = importGraph(['api', 'domain']);
const importsFastify = (file: string) =>
  ts
    .preProcessFile(readFileSync(path.join(ROOT, file), 'utf8'), true, true)
    .importedFiles.some(({ fileName }) => fileName === 'fastify' || fileName.startsWith('@fastify/'));

/** The first chain of imports from `file` to a module importing fastify, if any. */
function pathToFastify(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  if (importsFastify(file)) return [file];
  for (const next of graph.get(file) ?? []) {
    const chain = pathToFastify(next, seen);
    if (chain) return [file, ...chain];
  }
  return null;
}

describe('below the routes', () => {
  const files = [...graph.keys()].filter((f) => BELOW_THE_ROUTES.test(f) && !f.includes('.spec.'));

  it('the rule looks at the write layer', () => {
    expect(files).toContain('api/src/crud/auditedWrites.ts');
    expect(files.length).toBeGreaterThan(10);
  });

  it('nothing reaches fastify', () => {
    const chains = files.flatMap((f) => pathToFastify(f)?.join(' → ') ?? []);
    expect(chains).toEqual([]);
  });
});
