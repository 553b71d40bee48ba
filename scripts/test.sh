#!/usr/bin/env bash
# `npm test`: the whole suite, as CI runs it.
#   0. lint: ESLint and Prettier in check mode (`npm run lint`); any finding fails the run
#   1. strict type-check (src, server, types, test, scripts, config)
#   2. build both targets (always, so the tests see the current code)
#   3. jest over every project (unit, server, weapp, e2e) in ONE invocation, 2 workers
# Extra arguments go to jest (e.g. `npm test -- -t "language toggle"`).
# Build logs: test-results/build-h5.log, test-results/build-weapp.log; jest's JSON: test-results/jest.json.
# Exits non-zero on any failure. The last line is always `tests: N passed, N failed`, where N counts
# the jest tests plus the lint, the type-check and each build as one test each (a jest file that fails to
# load counts as one failure).
set -uo pipefail
cd "$(dirname "$0")/.."

RESULTS=test-results
mkdir -p "$RESULTS"
passed=0
failed=0
status=0

now() { date +%s; }

# step NAME LOGFILE CMD...: runs CMD (output to LOGFILE, or the terminal when LOGFILE is -).
step() {
  local name=$1 log=$2
  shift 2
  local start rc
  start=$(now)
  echo "== $name: $*"
  if [ "$log" = - ]; then
    "$@"
  else
    "$@" >"$log" 2>&1
  fi
  rc=$?
  if [ $rc -eq 0 ]; then
    passed=$((passed + 1))
    echo "== $name: ok ($(( $(now) - start ))s)"
  else
    failed=$((failed + 1))
    status=1
    if [ "$log" != - ]; then
      echo "---- last lines of $log ----"
      tail -n 40 "$log"
      echo "----"
    fi
    echo "== $name: FAILED (exit $rc, $(( $(now) - start ))s)"
  fi
  return $rc
}

total_start=$(now)

step lint - npm run --silent lint
step typecheck - npx tsc -p tsconfig.json --noEmit

projects=(unit server)
if step build:h5 "$RESULTS/build-h5.log" npm run build:h5; then
  projects+=(e2e)
else
  echo "   (e2e tests not run: the H5 build failed)"
fi
if step build:weapp "$RESULTS/build-weapp.log" npm run build:weapp; then
  projects+=(weapp)
else
  echo "   (weapp tests not run: the weapp build failed)"
fi

JSON="$RESULTS/jest.json"
rm -f "$JSON"
jest_start=$(now)
echo "== jest: projects ${projects[*]}"
# A missing build is a failure here, never a skip.
STOREFRONT_REQUIRE_BUILD=1 CI=${CI:-true} npx jest --ci --maxWorkers=2 \
  --selectProjects "${projects[@]}" --json --outputFile="$JSON" "$@"
jest_rc=$?
echo "== jest: exit $jest_rc ($(( $(now) - jest_start ))s)"
[ $jest_rc -eq 0 ] || status=1

if [ -s "$JSON" ]; then
  read -r jp jf < <(node -e '
    const r = require(process.argv[1]);
    // A file that fails to load has no failed test but a failed status: count it once.
    const broken = r.testResults.filter(
      (t) => t.status === "failed" && !t.assertionResults.some((a) => a.status === "failed"),
    ).length;
    console.log(r.numPassedTests, r.numFailedTests + broken);
  ' "$PWD/$JSON") || { jp=0; jf=1; }
else
  echo "== jest wrote no results ($JSON)"
  jp=0
  jf=1
fi
passed=$((passed + jp))
failed=$((failed + jf))
[ $failed -eq 0 ] || status=1

echo "== total $(( $(now) - total_start ))s"
echo "tests: $passed passed, $failed failed"
exit $status
