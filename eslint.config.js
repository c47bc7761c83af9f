import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'src/shared/api/generated/**', 'mock-provider/generated/**', 'src/app/routeTree.gen.ts', 'src/shared/i18n/paraglide/**', 'public/mockServiceWorker.js'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-imports': [
        'error',
        {
          // classic zod cannot be tree-shaken: one import of it puts all of zod's core before every logged-in page's first paint
          paths: [{ name: 'zod', message: "Use Zod Mini: import { z } from 'zod/mini' (or the folder's zod.ts)." }],
          patterns: [
            { group: ['**/generated/**', '!./generated/**'], message: 'Only src/shared/api imports generated code.' },
            // a slice may have a second public index (e.g. index.queries.ts: its query options without its UI, for route loaders)
            { group: ['@/features/*/*', '@/entities/*/*', '@/widgets/*/*', '@/pages/*/*', '!@/*/*/index.*'], message: 'Import a slice through its public index.ts (or index.<part>.ts).' },
            { group: ['**/mock-provider/**', '@/shared/api/mocks/**'], message: 'Import the mock provider through @mock-provider/browser or @mock-provider/node.' },
          ],
        },
      ],
    },
  },
  {
    // a CommonJS config (dependency-cruiser's) reads Node's modules with require
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // the mock provider's own schemas (server side; in the browser only in mock mode) keep classic zod
    files: ['mock-provider/zod.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // the tests' MSW server is built from the generated handlers (house style "Tests")
    files: ['tests/setup/http-server.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // the mock provider's one door to the openapi-typescript types (mock-provider/generated) that type its HTTP handlers
    files: ['mock-provider/http/contract.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // module mocks hide what a test claims to check: a seam is a parameter (dependency injection) or
    // the real module. The two files below observe a module boundary itself (whether a module loads).
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/shared/lib/report-error/reporter.test.ts', 'src/app/3-login/login-app.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'mock', message: 'No module mocks: inject the dependency or use the real module.' },
        { object: 'vi', property: 'doMock', message: 'No module mocks: inject the dependency or use the real module.' },
      ],
    },
  },
  {
    // every text a player sees comes from the catalogues (src/shared/i18n/messages): no literal JSX
    // text, and no literal in the attributes a screen reader or the eye reads
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        { mode: 'jsx-only', 'jsx-attributes': { include: ['aria-label', 'aria-description', 'aria-roledescription', 'title', 'placeholder', 'alt', 'label'], exclude: [] } },
      ],
    },
  },

);
