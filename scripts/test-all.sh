#!/usr/bin/env bash
# npm test: every check, in order of speed. Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export VITE_CONFIG_NATIVE_IGNORE_WARNING=true

step() { printf '\n== %s ==\n' "$1"; }

step "type-check"
npm run --silent typecheck
step "lint (eslint + steiger)"
npm run --silent lint
step "OpenAPI lint (redocly)"
npm run --silent lint:openapi
step "gen:check"
npm run --silent gen:check
step "AsyncAPI document current and valid"
npm run --silent check:asyncapi
step "unit and component tests"
npx vitest run --project unit
step "contract tests (Pact consumer; pacts/ rewritten from scratch)"
npm run --silent test:contract
if [ -n "${CI:-}" ] && [ -n "$(git status --porcelain -- pacts/)" ]; then
  git --no-pager diff --stat -- pacts/
  echo "pacts/ differs from the committed pact: run npm run test:contract and commit pacts/"; exit 1
fi
step "pact ⊂ OpenAPI (swagger-mock-validator)"
npm run --silent pact:openapi
step "provider verification (Pact Verifier against the mock provider)"
npm run --silent pact:verify
step "size budget (production build for a real server)"
rm -rf dist-size
CARTELA_OUT_DIR=dist-size VITE_API_MOCKING=false VITE_API_BASE_URL=https://provider.invalid/api VITE_SOCKET_URL=https://provider.invalid \
  npx vite build --logLevel warn
test ! -e dist-size/mockServiceWorker.js || { echo "a real-server build must not ship mockServiceWorker.js"; exit 1; }
node scripts/size-budget.mjs dist-size
node scripts/font-budget.mjs dist-size
step "browser tests (Chromium)"
node scripts/ensure-chromium.mjs
npx vitest run --project e2e
