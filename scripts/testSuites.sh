#!/usr/bin/env bash
# The test run after lint, typecheck and build (npm test): the unit tests, then the integration and
# the browser tests. Each of those two queues runs its files one at a time (vitest.config.ts); they
# share no server or database, so when Postgres takes enough connections (two servers of about 40
# each, their shadow compares and the tests' own clients: max_connections >= 300, which .ci/run
# sets) the two queues run at once and the suite takes about as long as the longer one. Otherwise
# they run one after the other. Exits non-zero when either fails.
set -uo pipefail

npx vitest run --project unit || exit 1

max="$(node -e "
  const pg = require('pg');
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
  c.connect().then(() => c.query('show max_connections')).then((r) => { console.log(r.rows[0].max_connections); return c.end(); })
    .catch(() => { console.log(0); process.exit(0); });
")"
if [ "${max:-0}" -lt 300 ]; then
  echo "Postgres max_connections ${max}: the integration and browser tests run one after the other"
  npx vitest run --project int && npx vitest run --project e2e
  exit $?
fi

# Browser files run at the end of the integration queue, so the two queues end about together.
LATE_E2E=(tests/e2e/signage.e2e.spec.ts tests/e2e/agency.e2e.spec.ts tests/e2e/reports.e2e.spec.ts)
EXCLUDE=()
for file in "${LATE_E2E[@]}"; do EXCLUDE+=(--exclude "$file"); done

(npx vitest run --project int && npx vitest run --project e2e "${LATE_E2E[@]}") &
int=$!
npx vitest run --project e2e "${EXCLUDE[@]}"
e2e=$?
wait "$int"
int_status=$?
echo "integration tests (then ${LATE_E2E[*]}): exit ${int_status}; other browser tests: exit ${e2e}"
[ "$int_status" = 0 ] && [ "$e2e" = 0 ]
