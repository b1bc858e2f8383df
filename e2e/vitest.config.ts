import { defineConfig } from 'vitest/config';
import AccessibilityFirst from './support/sequencer.ts';

// End-to-end: one real server (built web app, PGlite in a temp dir) for the run, real Chromium per file. Two files
// run at a time: the accessibility sweep's files first, then the journeys on whichever worker is free (much of a
// journey is waiting on the judge, timers and live updates, which the sweep fills; bench/test-suite/results.md).
export default defineConfig({
  test: {
    root: __dirname,
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: AccessibilityFirst },
  },
});
