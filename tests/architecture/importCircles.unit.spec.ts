// No import circles in the project's own code (issue 9): a circle means two files that cannot be
// read, tested or moved one without the other. Type-only imports count too.
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from './importGraph.ts';

describe('import circles', () => {
  it.each(['api', 'web', 'domain', 'commands', 'projections', 'visitor', 'signage'])(
    'none in %s/',
    (folder) => {
      expect(importCircles(importGraph([folder]))).toEqual([]);
    },
  );

  it('none across the back-end tiers taken together', () => {
    expect(importCircles(importGraph(['api', 'commands', 'projections', 'domain']))).toEqual([]);
  });

  it('finds a circle when there is one (the walker itself works)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
