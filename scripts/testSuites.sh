#!/usr/bin/env bash
# The test run after lint, typecheck and build (npm test): the unit tests, then the integration and
# the browser tests side by side. Each of those two runs its files one at a time (vitest.config.ts),
# but they do not share a server or a database, so the two queues run at once: on two cores the
# suite takes about as long as the longer queue instead of both. Exits non-zero when either fails.
set -uo pipefail

npx vitest run --project unit || exit 1

npx vitest run --project int &
int=$!
npx vitest run --project e2e
e2e=$?
wait "$int"
int_status=$?
echo "integration tests: exit ${int_status}; browser tests: exit ${e2e}"
[ "$int_status" = 0 ] && [ "$e2e" = 0 ]
