import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every workspace; e2e has its own config (it needs the built app and Chromium).
export default defineConfig({
  test: {
    // One test file per core at a time (vitest's default is cores - 1, a single worker on the 2-core CI machine):
    // server files spend much of their time waiting on PostgreSQL, Redis and child processes, so a second file keeps
    // both cores busy (bench/test-suite/results.md).
    maxWorkers: availableParallelism(),
    // Tests stand for "a server that is down" with 127.0.0.1:9 (Redis, SMTP, OIDC): a client's reconnect attempt can
    // still fail after its file closed the app, and with the worker shared (isolate: false below) that late refusal
    // lands in a later file. Only that refusal is dropped; every other unhandled error still fails the run.
    onUnhandledError: (error) => {
      const e = error as { code?: string; address?: string; port?: number };
      return !(e.code === 'ECONNREFUSED' && e.address === '127.0.0.1' && e.port === 9);
    },
    // Test files share their worker's module cache (and, on the web, its jsdom): importing the server app or the
    // web app again for every file was over half of the phase (bench/test-suite/results.md, round 5). Tests leave
    // global state as they found it: web/src/test/setup.ts resets the document and storage after each test.
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node', isolate: false } },
      {
        test: {
          name: 'judge',
          root: 'packages/judge',
          environment: 'node',
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Migrates once per run into a template that createTestDb copies per file (src/test/migrated-template.ts).
          globalSetup: ['./src/test/global-setup.ts'],
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
