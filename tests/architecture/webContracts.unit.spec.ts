// Every type a screen gives to a server answer comes from a schema in domain/ (issue 9): the type
// arguments of the API calls (`http.get<…>`, `listRows<…>`, …) may name only types imported from
// domain/, type parameters, TypeScript's own helpers, or aliases (in any screen file) built from those.
// A hand-written interface standing for an answer fails here, so a client cannot drift from the server.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importGraph, ROOT } from './importGraph.ts';

const CALLS = /^(?:http\.(?:get|post|put|patch|delete)|request|listRows|allRows|saveRow)$/;
const BUILT_IN = new Set([
  'Array',
  'Record',
  'Partial',
  'Pick',
  'Omit',
  'Promise',
  'Readonly',
  'NonNullable',
]);

const parsed = new Map<string, ts.SourceFile>();
function source(file: string): ts.SourceFile {
  let sf = parsed.get(file);
  if (!sf) {
    sf = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(file, sf);
  }
  return sf;
}

function typeNames(node: ts.Node): string[] {
  const names: string[] = [];
  const walk = (n: ts.Node): void => {
    if (ts.isTypeReferenceNode(n)) names.push(n.typeName.getText().split('.')[0] ?? '');
    if (ts.isTypeQueryNode(n)) names.push(n.exprName.getText().split('.')[0] ?? '');
    ts.forEachChild(n, walk);
  };
  walk(node);
  return names;
}

/** Whether `name`, as seen in `file`, is a type taken from domain/ (or built only from such). */
function fromDomain(file: string, name: string, seen = new Set<string>()): boolean {
  const key = `${file}#${name}`;
  if (BUILT_IN.has(name) || seen.has(key)) return true;
  seen.add(key);
  const sf = source(file);
  for (const statement of sf.statements) {
    if (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) {
      const spec = (statement.moduleSpecifier as ts.StringLiteral | undefined)?.text;
      const clause = ts.isImportDeclaration(statement)
        ? statement.importClause?.namedBindings
        : statement.exportClause;
      if (!spec || !clause || !(ts.isNamedImports(clause) || ts.isNamedExports(clause))) continue;
      for (const element of clause.elements) {
        if (element.name.text !== name) continue;
        if (spec.includes('/domain/')) return true;
        const target = path.join(path.dirname(file), spec);
        return (
          existsSync(path.join(ROOT, target)) && fromDomain(target, element.propertyName?.text ?? name, seen)
        );
      }
    }
    if (ts.isTypeAliasDeclaration(statement) && statement.name.text === name) {
      const params = new Set(statement.typeParameters?.map((p) => p.name.text));
      return typeNames(statement.type).every((n) => params.has(n) || fromDomain(file, n, seen));
    }
  }
  return false;
}

/** The type arguments of API calls in a file that are not from domain/, as `file: Type`. */
function handWrittenAnswers(file: string): string[] {
  const found: string[] = [];
  const typeParams = new Set<string>();
  const walk = (node: ts.Node): void => {
    if ((ts.isFunctionLike(node) || ts.isClassLike(node)) && node.typeParameters) {
      for (const p of node.typeParameters) typeParams.add(p.name.text);
    }
    if (
      ts.isCallExpression(node) &&
      node.typeArguments &&
      CALLS.test(node.expression.getText().replace(/\s/g, ''))
    ) {
      for (const name of node.typeArguments.flatMap(typeNames)) {
        if (!typeParams.has(name) && !fromDomain(file, name)) found.push(`${file}: ${name}`);
      }
    }
    ts.forEachChild(node, walk);
  };
  walk(source(file));
  return found;
}

const screenFiles = [...importGraph(['web', 'visitor', 'signage']).keys()].filter(
  (f) => !f.includes('.spec.'),
);

describe('screen clients of the API', () => {
  it('type every answer with a schema from domain/', () => {
    expect(screenFiles.flatMap(handWrittenAnswers)).toEqual([]);
  });

  it('are found: the check sees the calls it judges', () => {
    const calls = screenFiles.filter((f) =>
      /http\s*\.\s*(?:get|post)</.test(readFileSync(path.join(ROOT, f), 'utf8')),
    );
    expect(calls.length).toBeGreaterThan(5);
  });
});
