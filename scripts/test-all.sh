#!/usr/bin/env bash
# npm test: every check, in order of speed. Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export VITE_CONFIG_NATIVE_IGNORE_WARNING=true

# each step's heading says when it started (seconds since npm test began), so a slow step shows in the log
step() { printf '\n== %s == (at %ss)\n' "$1" "$SECONDS"; }

step "compiled messages (Paraglide, from the catalogues: not committed)"
npx tsx scripts/gen-messages.ts --if-stale
step "type-check"
npm run --silent typecheck
step "lint (eslint + steiger)"
npm run --silent lint
step "structure (dependency-cruiser: no import circle, no upward or cross-slice import)"
npm run --silent lint:structure
step "OpenAPI lint (redocly)"
npm run --silent lint:openapi
step "OpenAPI changes against the last contract release (oasdiff; major version for breaking changes, CHANGELOG.md entry)"
npm run --silent check:openapi-breaking
step "gen:check"
npm run --silent gen:check
step "AsyncAPI document current and valid"
npm run --silent check:asyncapi
step "unit and component tests"
npx vitest run --project unit
step "fuzzing (fast-check: 10 000 payloads per socket event and money answer through the real parse and models)"
npx vitest run --project fuzz
step "contract tests (Pact consumer; pacts/ rewritten from scratch)"
npm run --silent test:contract
if [ -n "${CI:-}" ] && [ -n "$(git status --porcelain -- pacts/)" ]; then
  git --no-pager diff --stat -- pacts/
  echo "pacts/ differs from the committed pact: run npm run test:contract and commit pacts/"; exit 1
fi
step "pact ⊂ OpenAPI (swagger-mock-validator)"
npm run --silent pact:openapi
step "provider verification (Pact Verifier against the mock provider)"
# the kit's self-test against its deliberately wrong mock keeps the Pact core's failure summary to
# itself: a green run must not end with a failure a partner would read as theirs
verify_log="$(mktemp)"
npm run --silent pact:verify 2>&1 | tee "$verify_log"
if grep -q 'Verification unsuccessful\|pact failures' "$verify_log"; then
  echo "a green pact:verify printed the self-test's failure summary"; exit 1
fi
rm -f "$verify_log"
# runs "$@" while `npm run provider` serves on $1 (its own process group, stopped after); MOCK_CONFIG,
# MOCK_AUTO_CONFIG and MOCK_WORLD as exported by the caller
with_provider() {
  local port="$1"; shift
  PROVIDER_PORT="$port" setsid npm run --silent provider > "/tmp/cartela-provider-$port.log" 2>&1 &
  local group=$!
  for _ in $(seq 1 60); do
    node -e "fetch('http://127.0.0.1:$port/__mock/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" && break
    sleep 1
  done
  local status=0
  "$@" || status=$?
  kill -- -"$group" 2>/dev/null || true
  return "$status"
}
step "provider verification as a partner's server is verified (npm run provider + its state-change URL)"
PARTNER_PORT="${PARTNER_PORT:-8796}"
MOCK_CONFIG='{"countdownMs":600000,"callIntervalMs":0,"checkMs":20,"restartMs":600000,"bots":0,"seed":7}' \
  MOCK_AUTO_CONFIG='{"firstStartMs":600000,"spacingMs":600000,"callIntervalMs":0,"ahead":3,"bots":0}' \
  PACT_PROVIDER_BASE_URL="http://127.0.0.1:$PARTNER_PORT" PACT_PROVIDER_STATES_URL="http://127.0.0.1:$PARTNER_PORT/__pact/provider-states" \
  with_provider "$PARTNER_PORT" npx vitest run --project provider tests/provider/pact.verify.ts
step "conformance runner (npm run conformance) against npm run provider"
CONFORMANCE_PORT="${CONFORMANCE_PORT:-8797}"
MOCK_CONFIG='{"countdownMs":600000,"callIntervalMs":0,"checkMs":50,"restartMs":1000,"bots":0}' \
  MOCK_AUTO_CONFIG='{"firstStartMs":600000,"spacingMs":600000,"callIntervalMs":0,"bots":0}' \
  with_provider "$CONFORMANCE_PORT" npm run --silent conformance -- --api "http://127.0.0.1:$CONFORMANCE_PORT/api" --states "http://127.0.0.1:$CONFORMANCE_PORT/__pact/provider-states"
step "the partner kit, unchanged, against a second, differently configured server (npm run partner: other boards, usernames and passwords, proposed calls answering 501, no acks)"
SECOND_PORT="${SECOND_PORT:-8798}"
MOCK_WORLD='{"boardSeed":3,"accounts":{"0911000001":{"username":"tsion","password":"tsion-pass-1"},"0911000002":{"username":"dawit","password":"dawit-pass-2"},"0911000003":{"username":"hanna","password":"hanna-pass-3"}},"proposedOff":true,"acksOff":true}' \
  MOCK_CONFIG='{"countdownMs":600000,"callIntervalMs":0,"checkMs":20,"restartMs":600000,"bots":0,"seed":11}' \
  MOCK_AUTO_CONFIG='{"firstStartMs":600000,"spacingMs":600000,"callIntervalMs":0,"ahead":3,"bots":0}' \
  CONFORMANCE_PLAYER_A=0911000001:tsion-pass-1 CONFORMANCE_PLAYER_B=0911000002:dawit-pass-2 \
  with_provider "$SECOND_PORT" npm run --silent partner -- --base "http://127.0.0.1:$SECOND_PORT" --states "http://127.0.0.1:$SECOND_PORT/__pact/provider-states"
step "size budget (production build for a real server)"
rm -rf dist-size
CARTELA_SOURCEMAP=hidden CARTELA_OUT_DIR=dist-size VITE_API_MOCKING=false VITE_API_BASE_URL=https://provider.invalid/api VITE_SOCKET_URL=https://provider.invalid \
  npx vite build --logLevel warn
test ! -e dist-size/mockServiceWorker.js || { echo "a real-server build must not ship mockServiceWorker.js"; exit 1; }
node scripts/size-budget.mjs dist-size
node scripts/i18n-cost.mjs dist-size
node scripts/font-budget.mjs dist-size
step "browser tests (Chromium)"
node scripts/ensure-test-tools.mjs
npx vitest run --project e2e
printf '\n== all checks passed in %ss ==\n' "$SECONDS"
