// Mutation testing of the core (`npm run test:mutation`). Reports go to reports/mutation/ (ignored
// by git). It runs the real-Postgres tests named in vitest.mutation.config.ts, so it takes a while:
// see docs/testing.md "Mutation scores" for the last score, run time and the survivors judged harmless.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'commands/**/*.ts',
    'projections/**/*.ts',
    // Deciders of domain/ go here as they are written, with their unit tests in the vitest config.
    // The KurrentDB adapter: no server can run here, so its mutants could only be "no coverage".
    '!commands/eventStore/kurrent*.ts',
    '!**/*.spec.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: [
    'dist',
    'web',
    'visitor',
    'signage',
    'docs',
    'tests/e2e',
    'tests/artifacts',
    '.data',
    '/reports',
  ],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
};
