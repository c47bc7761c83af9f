import { defineConfig } from 'orval';

// Generated from openapi/openapi.yaml; never edit the output. `npm run gen` regenerates,
// `npm run gen:check` fails when the committed output differs.
/**
 * The contract without its `description` texts, for the zod validators only: orval writes each
 * description into the validator as `zod.describe('…')`, metadata the app never reads, about half
 * the validators' bytes, which every logged-in page loads before its first paint (the session
 * check's answer is validated). The HTTP client and the contract keep them.
 */
function withoutDescriptions<T>(spec: T): T {
  // only inside schemas and parameters (below `schema`, `schemas`, `parameters`): responses need theirs to stay
  // valid OpenAPI. A string `description` is documentation; a property named "description" has a
  // schema as its value and stays.
  const strip = (value: unknown, inSchema: boolean): unknown =>
    Array.isArray(value)
      ? value.map((item) => strip(item, inSchema))
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([key, v]) => !(inSchema && key === 'description' && typeof v === 'string'))
              .map(([key, v]) => [key, strip(v, inSchema || key === 'schema' || key === 'schemas' || key === 'parameters')]),
          )
        : value;
  return strip(spec, false) as T;
}

export default defineConfig({
  http: {
    input: { target: './openapi/openapi.yaml' },
    output: {
      mode: 'tags-split',
      target: './src/shared/api/generated/http',
      schemas: './src/shared/api/generated/http/model',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      mock: { generators: [{ type: 'msw', delay: false }] },
      override: {
        mutator: { path: './src/shared/api/http/not-offered.ts', name: 'offeredFetch' },
        // Fetch functions for every call and no hooks elsewhere: components read through query options
        // kept in each slice's api/ segment, with the app's zod-validating fetchers as queryFn. The GET
        // reads that TanStack Query caches are generated as queries only for their key helpers
        // (getGet…QueryKey); orval emits those keys with a query's hook, which stays unused.
        query: { useQuery: false, useMutation: false, useSuspenseQuery: false, shouldExportKeys: true },
        operations: {
          getTransactionHistoryData: { query: { useQuery: true } },
          getGamesByDateAndPhone: { query: { useQuery: true } },
          getAutoGamesByStatus: { query: { useQuery: true } },
        },
        mock: {
          properties: {
            phone: () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
            username: () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
            current_balance: () => Math.round(Math.random() * 100000) / 100,
            promo_balance: () => Math.round(Math.random() * 10000) / 100,
          },
        },
      },
    },
  },
  zod: {
    input: { target: './openapi/openapi.yaml', override: { transformer: withoutDescriptions } },
    output: {
      mode: 'tags-split',
      target: './src/shared/api/generated/zod',
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
      // Zod Mini's functional API: the validators tree-shake to the checks they use, so a logged-in
      // page's first paint (the session check's answer is validated before the layout renders) waits
      // on a fraction of classic zod (perf/size.md)
      override: { zod: { variant: 'mini' } },
    },
  },
});
