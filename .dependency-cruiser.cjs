/**
 * The structure check of `npm test` (`npm run lint:structure`): no import circle anywhere and no
 * import that runs up a layer. Layers of src, lowest first: shared < entities < features < widgets <
 * pages < app (Feature-Sliced Design); inside shared, segments lowest first: i18n < lib < config <
 * api, telegram < socket, ui, routing; a segment of src/shared missing from that order fails the check. A slice of entities, features, widgets or pages is reached from outside
 * only through its public `index.ts` (or an `index.<part>.ts` entry, e.g. `index.queries.ts`); a
 * feature never imports another feature. The mock provider and the conformance runner stand beside
 * the app: they may use `shared` and `entities` (contracts, parsing, rules), never a screen.
 *
 * dependency-cruiser reads the TypeScript aliases (`@/…`, `@tests/…`) from tsconfig.base.json.
 */

const { readdirSync } = require('node:fs');
const { join } = require('node:path');

const LAYERS = ['shared', 'entities', 'features', 'widgets', 'pages', 'app'];
const SHARED_SEGMENTS = [['i18n'], ['lib'], ['config'], ['api', 'telegram'], ['socket', 'ui', 'routing']];
const unordered = readdirSync(join(__dirname, 'src/shared'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED_SEGMENTS.flat().includes(entry.name))
  .map((entry) => entry.name);
if (unordered.length) throw new Error(`src/shared/${unordered.join(', ')}: add each segment to SHARED_SEGMENTS in .dependency-cruiser.cjs`);
const TESTS = '\\.(test|spec)\\.tsx?$';

/** One rule per layer: nothing in it imports a layer above it. */
const upwardLayerRules = LAYERS.slice(0, -1).map((layer, i) => ({
  name: `no-upward-import-from-${layer}`,
  comment: `src/${layer} is below ${LAYERS.slice(i + 1).join(', ')}: it must not import them`,
  severity: 'error',
  from: { path: `^src/${layer}/` },
  to: { path: `^src/(${LAYERS.slice(i + 1).join('|')})/` },
}));

/** One rule per shared segment: nothing in it imports a segment above it. */
const upwardSharedRules = SHARED_SEGMENTS.slice(0, -1).map((segments, i) => ({
  name: `no-upward-import-in-shared-from-${segments.join('-')}`,
  comment: `src/shared/${segments.join(', ')} is below src/shared/${SHARED_SEGMENTS.slice(i + 1).flat().join(', ')}`,
  severity: 'error',
  from: { path: `^src/shared/(${segments.join('|')})/` },
  to: { path: `^src/shared/(${SHARED_SEGMENTS.slice(i + 1).flat().join('|')})/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle: modules that import each other, directly or through others',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...upwardLayerRules,
    ...upwardSharedRules,
    {
      name: 'no-feature-to-feature',
      comment: 'A feature never imports another feature (compose them in a widget or a page)',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'slice-public-api-only',
      comment: 'A slice is imported from outside only through its index.ts (or an index.<part>.ts entry)',
      severity: 'error',
      from: { path: '^src/(entities|features|widgets|pages)/([^/]+)/' },
      to: {
        path: '^src/(entities|features|widgets|pages)/[^/]+/',
        pathNot: ['^src/$1/$2/', '^src/(entities|features|widgets|pages)/[^/]+/index[.a-z-]*\\.tsx?$'],
      },
    },
    {
      name: 'slice-public-api-only-from-outside-slices',
      comment: 'app, shared, tests, the mock and the runner also reach a slice only through its index',
      severity: 'error',
      from: { pathNot: ['^src/(entities|features|widgets|pages)/', '^tests/', TESTS] },
      to: {
        path: '^src/(entities|features|widgets|pages)/[^/]+/',
        pathNot: '^src/(entities|features|widgets|pages)/[^/]+/index[.a-z-]*\\.tsx?$',
      },
    },
    {
      name: 'no-screens-in-mock-or-conformance',
      comment: 'The mock provider and the conformance runner stand beside the app: shared and entities only',
      severity: 'error',
      from: { path: '^(mock-provider|conformance)/' },
      to: { path: '^src/(app|pages|widgets|features)/' },
    },
    {
      name: 'mock-provider-only-in-the-mock-build',
      comment: 'Only the entry (src/app/1-entry/main.tsx) loads the mock provider, for the mock build; no other app code',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/app/1-entry/main\\.tsx$', TESTS] },
      to: { path: '^mock-provider/' },
    },
    {
      name: 'mock-provider-imports-no-harness',
      comment: 'The mock is one server among many: it never imports the conformance harness (the states table lives in provider-states/)',
      severity: 'error',
      from: { path: '^mock-provider/', pathNot: TESTS },
      to: { path: '^conformance/' },
    },
    {
      name: 'no-tests-in-product-code',
      comment: 'Product code never imports a test file or the test helpers',
      severity: 'error',
      from: { path: '^(src|mock-provider|conformance)/', pathNot: [TESTS, '^mock-provider/engine/core/test-doubles\\.ts$'] },
      to: { path: [TESTS, '^tests/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/shared/i18n/paraglide/', '^node_modules/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'] },
    skipAnalysisNotInRules: true,
  },
};
