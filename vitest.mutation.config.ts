import { defineConfig } from 'vitest/config';

// The tests that judge the core's mutants (stryker.config.mjs): the event-store contract on
// Postgres, the command handler and primitives, the projection runner. Real Postgres, like `int`.
// Left out: the crash test (a child process per kill, ~1 s each, would run for most mutants and
// multiply the run time; its child processes would not run the mutant anyway).
export default defineConfig({
  test: {
    include: [
      'tests/contract/pgEventStore.int.spec.ts',
      'tests/contract/pgEventStore.multiAppend.int.spec.ts',
      'tests/commands/**/*.spec.ts',
      'tests/projections/**/*.int.spec.ts',
    ],
    exclude: ['tests/projections/projectionCrash.int.spec.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
