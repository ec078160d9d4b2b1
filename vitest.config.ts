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
        },
      },
      {
        test: {
          name: 'int',
          include: ['tests/**/*.int.spec.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/**/*.e2e.spec.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
