// Mutation testing of the business deciders (`npm run test:mutation:domain`, part of `npm test`):
// sales, refunds, ticket uses, gates, booking and quota, cards, agency credit, shifts, judged by
// the domain unit tests alone (vitest.mutation.domain.config.ts). Static mutants (module-level
// constants, run at import) are skipped: each would need a fresh import of every test file.
// The run fails below 85 % overall (thresholds.break); scripts/mutationFolders.mjs then fails it
// when any one folder is below 85 %. See docs/testing.md "Mutation testing".
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.domain.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'domain/sales/sale.ts',
    'domain/sales/ticketUses.ts',
    'domain/refunds/refundPolicy.ts',
    'domain/refunds/ticketRefund.ts',
    'domain/gates/passChecks.ts',
    'domain/gates/device.ts',
    'domain/booking/booking.ts',
    'domain/booking/quota.ts',
    'domain/cards/card.ts',
    'domain/cards/cardStay.ts',
    'domain/agencies/agencyCredit.ts',
    'domain/agencies/agencySale.ts',
    'domain/shifts/shift.ts',
  ],
  ignoreStatic: true,
  coverageAnalysis: 'perTest',
  concurrency: 2,
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
  reporters: ['clear-text', 'progress', 'json'],
  clearTextReporter: { logTests: false },
  jsonReporter: { fileName: 'reports/mutation-domain/mutation.json' },
  thresholds: { high: 90, low: 85, break: 85 },
};
