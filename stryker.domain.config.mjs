// Mutation testing of the business deciders (`npm run test:mutation:domain`):
// sales, refunds, ticket uses, gates, booking and quota, cards, agency credit, shifts, judged by
// the domain unit tests alone (vitest.mutation.domain.config.ts). Static mutants (module-level
// constants, run at import) are skipped: each would need a fresh import of every test file.
// The run fails below 85 % overall (thresholds.break); scripts/mutationFolders.mjs then fails it
// when any one folder is below 85 %. See docs/testing.md "Mutation testing".
import core from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // The runner, the ignored folders and the temporary folder as the core's run has them.
  ...core,
  vitest: { configFile: 'vitest.mutation.domain.config.ts' },
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
  incremental: false,
  incrementalFile: undefined,
  reporters: ['clear-text', 'progress', 'json'],
  htmlReporter: undefined,
  clearTextReporter: { logTests: false },
  jsonReporter: { fileName: 'reports/mutation-domain/mutation.json' },
  thresholds: { high: 90, low: 85, break: 85 },
};
