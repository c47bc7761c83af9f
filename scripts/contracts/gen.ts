// npm run gen: regenerates everything generated from the contracts:
//   the contract version in openapi/openapi.yaml from CHANGELOG.md's newest section (scripts/contracts/gen-version.ts),
//   orval (HTTP client, zod, MSW handlers) from openapi/openapi.yaml, and from its zod validators the
//   standalone parsers of the session check's and the login's answers (scripts/contracts/gen-fast-parsers.ts),
//   the HTTP client's list of fetchers and a validated call per operation (scripts/contracts/gen-calls.ts),
//   openapi-typescript's `paths` / `components` types from the same file (the server's view: the mock
//   provider's HTTP handlers are typed with them, so the mock cannot drift from the contract),
//   TanStack Router's route tree from src/app/routes, the AsyncAPI document from socket-contracts/,
//   the compiled messages (Paraglide, scripts/build/gen-messages.ts) from the catalogues in
//   src/shared/i18n/messages, and the partner kit's counts in docs/partners.md (scripts/contracts/gen-partner-docs.ts).
// npm run gen:check: the same, then fails when the committed files differ (CI). The compiled messages
// are not committed (git-ignored; made at install and build time), so the check leaves them out.
import { execSync } from 'node:child_process';

const check = process.argv.includes('--check');
const run = (cmd: string, env: Record<string, string> = {}) => execSync(cmd, { stdio: 'inherit', env: { ...process.env, ...env } });
const GENERATED = ['mock-provider/generated', 'src/shared/api/generated', 'src/app/routeTree.gen.ts', 'socket-contracts/asyncapi.json'];

// the contract version: CHANGELOG.md's newest section into openapi.yaml's info.version (the check only compares)
run(`npx tsx scripts/contracts/gen-version.ts${check ? ' --check' : ''}`);
// orval 8 needs Map.groupBy, which Node 20 lacks: the polyfill (TypeScript, so tsx's loader first) is
// loaded into orval's own process (not through NODE_OPTIONS: npm itself hangs under tsx's loader)
run('node --import tsx --import ./scripts/contracts/node20-polyfills.ts node_modules/.bin/orval --config orval.config.ts');
// the answers a first paint waits on, compiled from orval's zod validators (no zod before that paint)
run('npx tsx scripts/contracts/gen-fast-parsers.ts');
// the HTTP client's list of fetchers and a validated call per operation (src/shared/api/index.calls.ts)
run('npx tsx scripts/contracts/gen-calls.ts');
run('npx openapi-typescript openapi/openapi.yaml --output mock-provider/generated/openapi.ts');
run('npx tsx scripts/contracts/gen-routes.ts');
run('npx tsx scripts/contracts/gen-asyncapi.ts');
// the partner kit's counts in docs/partners.md (checked here rather than by git status: the page is also written by hand)
run(`npx tsx scripts/contracts/gen-partner-docs.ts${check ? ' --check' : ''}`);
// not committed, so nothing for the check to compare (npm test compiles them first)
if (!check) run('npx tsx scripts/build/gen-messages.ts');

if (check) {
  const status = execSync(`git status --porcelain -- ${GENERATED.join(' ')}`, { encoding: 'utf8' });
  if (status.trim()) {
    console.error('gen:check: regenerating changed committed files; run `npm run gen` and commit:\n' + status);
    process.exit(1);
  }
  console.log('gen:check: generated code is current');
}
