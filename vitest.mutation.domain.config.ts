import { defineConfig } from 'vitest/config';

// The tests that judge the business deciders' mutants (stryker.domain.config.mjs): the pure unit
// tests of domain/ only (no database, no server), so each mutant runs in milliseconds.
export default defineConfig({
  test: {
    include: ['tests/domain/**/*.unit.spec.ts', 'domain/**/*.unit.spec.ts'],
    isolate: false,
  },
});
