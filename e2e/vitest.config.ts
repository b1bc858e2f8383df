import { defineConfig } from 'vitest/config';

// End-to-end: one real server (built web app, PGlite in a temp dir) for the run, real Chromium per file.
export default defineConfig({
  test: {
    root: __dirname,
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
