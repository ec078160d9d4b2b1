import { defineConfig } from 'vitest/config';

// Three tiers, named by file suffix: *.unit.spec.ts (pure), *.int.spec.ts (real Postgres/Redis),
// *.e2e.spec.ts (real browser against a running server).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{domain,commands,projections,api,web,visitor,signage,tests}/**/*.unit.spec.{ts,tsx}'],
          // The architecture checks parse every source file: seconds on a busy machine, not a hang.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'int',
          include: ['tests/**/*.int.spec.ts'],
          // One migrated and seeded database that every test server copies.
          globalSetup: ['tests/support/seededTemplate.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // The files of a queue share one module graph: each file imported the server again
          // (≈2 s a file, a quarter of the queue). No test changes a module's state or the env.
          isolate: false,
          // A read model trails its command by a batch; side by side with the browser queue a
          // poll may need more than the default second.
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/**/*.e2e.spec.ts'],
          globalSetup: ['tests/support/seededTemplate.setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          isolate: false,
          // Screens and the read models behind them, side by side with the integration queue.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          // A click that lands while a busy machine is still drawing the screen can be lost: a
          // failed browser test runs once more, and the report says so (✓ with "retry"); the first
          // attempt's error is printed all the same (reportFailedAttempts.ts).
          retry: 1,
          setupFiles: ['tests/support/reportFailedAttempts.ts'],
        },
      },
    ],
  },
});
