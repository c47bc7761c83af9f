import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './tests/e2e/builds';

// vitest's default on 2 cores is one worker (cores − 1); the tests wait on timers, sockets and
// browsers more than on the CPU, so two files at a time finish sooner
const WORKERS = Math.max(1, Number(process.env.CARTELA_TEST_WORKERS ?? 2));

const alias = {
  '@contracts/socket': resolve(import.meta.dirname, 'socket-contracts/index.ts'),
  '@contracts/socket-constants': resolve(import.meta.dirname, 'socket-contracts/constants.ts'),
  '@mock-provider/browser': resolve(import.meta.dirname, 'mock-provider/browser.ts'),
  '@mock-provider/node': resolve(import.meta.dirname, 'mock-provider/node.ts'),
  '@tests': resolve(import.meta.dirname, 'tests'),
  '@': resolve(import.meta.dirname, 'src'),
  // the Ethiopic subset's @font-face is made by the build (scripts/build/vite/ethiopic-font.ts); unit tests load the entries without it
  'virtual:ethiopic-font.css': resolve(import.meta.dirname, 'tests/setup/empty.css'),
};

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  define: { __API_MOCKING__: 'true' },
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          maxWorkers: WORKERS,
          // a test that scans the sources or parses the whole contract takes ~0.6 s alone, seconds beside a second worker
          testTimeout: 15_000,
          include: ['src/**/*.test.{ts,tsx}', 'socket-contracts/**/*.test.ts', 'mock-provider/**/*.test.ts', 'openapi/**/*.test.ts', 'scripts/**/*.test.ts'],
          // react-renders first: React DOM finds the hook that counts renders only when it loads
          setupFiles: ['./tests/setup/react-renders.ts', './tests/setup/unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          // property-based fuzzing (fast-check) of every socket event and money answer through the real parse and models
          name: 'fuzz',
          environment: 'happy-dom',
          maxWorkers: WORKERS,
          include: ['tests/fuzz/**/*.fuzz.ts'],
          setupFiles: ['./tests/setup/unit.ts', './tests/setup/fuzz.ts'],
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Pact consumer tests (tests/contract): the real generated client against Pact's mock server
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.pact.ts'],
          setupFiles: ['./tests/setup/contract.ts'],
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 30_000,
          // Pact's mock server now and then reports a request the client sent as "expected but not received"
          // (about one run in four on this machine, a different test each time; cause not found yet): an
          // interaction is tried afresh up to twice more, and a real mismatch fails every try
          retry: 2,
        },
      },
      {
        extends: true,
        test: {
          // Pact provider verification (tests/provider): the Verifier against the mock provider as a real server
          name: 'provider',
          environment: 'node',
          include: ['tests/provider/**/*.verify.ts'],
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          pool: 'forks',
          // each worker has its own network build, nginx and provider (tests/e2e/global-setup.ts)
          maxWorkers: E2E_WORKERS,
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // expect.poll's default 1 s is too short on a loaded 2-core CI machine (a socket round trip between two browsers)
          expect: { poll: { timeout: 10_000 } },
          globalSetup: ['./tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
