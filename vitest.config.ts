import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every workspace; e2e has its own config (it needs the built app and Chromium).
export default defineConfig({
  test: {
    // One test file per core at a time (vitest's default is cores - 1, a single worker on the 2-core CI machine):
    // server files spend much of their time waiting on PostgreSQL, Redis and child processes, so a second file keeps
    // both cores busy (bench/test-suite/results.md).
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node' } },
      {
        test: {
          name: 'judge',
          root: 'packages/judge',
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Migrates once per run into a template that createTestDb copies per file (src/test/migrated-template.ts).
          globalSetup: ['./src/test/global-setup.ts'],
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: { name: 'web', root: 'apps/web', environment: 'jsdom', setupFiles: ['./src/test/setup.ts'] },
      },
    ],
  },
});
