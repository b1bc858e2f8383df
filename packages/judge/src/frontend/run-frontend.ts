/**
 * One sandboxed front-end run: the learner's files and the problem's hidden tests go into a fresh box, and
 * frontend-runner.mjs (Node + playwright-core + headless Chromium, and esbuild for React) runs inside bubblewrap with
 * no network and the cgroup's memory and process limits. The runner reports each test on stdout; a run the sandbox
 * stops (wall clock, memory) leaves the tests it did not report as not passed, with the limit that was hit.
 */
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBox, removeBox } from '../compile-run/workspace.ts';
import { pathExists } from '../package/path-exists.ts';
import type { RunResult, Sandbox } from '../sandbox/types.ts';

const require = createRequire(import.meta.url);
const RUNNER = fileURLToPath(new URL('./runner/frontend-runner.mjs', import.meta.url));
/** The node_modules holding playwright-core, esbuild and react: bound read-only into the sandbox. */
const NODE_MODULES = path.dirname(path.dirname(require.resolve('playwright-core/package.json')));
const REACT_MODULES = path.dirname(path.dirname(require.resolve('react/package.json')));
/** Debian's binary itself: /usr/bin/chromium is a wrapper script reading /etc/chromium.d. */
const CHROMIUM = process.env.KATANA_CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const NODE = '/usr/bin/node';

export type FrontendKind = 'FRONTEND' | 'REACT';

interface FrontendRunRequest {
  kind: FrontendKind;
  /** Learner files by name (`index.html`, `style.css`, `App.jsx`); names are checked by the caller. */
  files: Record<string, string>;
  /** The page the tests open (`index.html`). */
  entry: string;
  /** REACT: the module esbuild bundles into bundle.js (`main.jsx`). */
  bundleEntry?: string;
  /** Host path of the hidden tests module (tests/tests.mjs of the package). */
  testsPath: string;
  /** An upper bound on the number of tests, for the run's wall clock (the runner reports the real list). */
  maxTests: number;
  /** Per test, in ms of the browser's CPU time: a test using more is TO and the browser is restarted. */
  testTimeoutMs: number;
  memoryMb: number;
  sandbox: Sandbox;
}

interface FrontendTestEvent {
  name: string;
  status: 'MATCH' | 'NO_MATCH' | 'TO';
  message: string;
  ms: number;
  console: string[];
}

export interface FrontendRunOutput {
  run: RunResult;
  buildError: string | null;
  /** Names of the hidden tests, in order, as the runner loaded them; null when it died before. */
  testNames: string[] | null;
  tests: FrontendTestEvent[];
  /** The runner finished every test (it writes /box/done last). */
  finished: boolean;
}

/**
 * A test's limit is CPU time of the browser (a loop burns it; a healthy page on a busy machine waits without using
 * it); wall time is only a backstop, well above it.
 */
function testWallMs(testTimeoutMs: number): number {
  return Math.max(4 * testTimeoutMs, 20_000);
}

/** Chromium's start-up, each test's wall backstop and the browser restarts after a stuck test. */
function wallTimeFor(testCount: number, testTimeoutMs: number): number {
  return 20_000 + testCount * (testWallMs(testTimeoutMs) + 15_000);
}

function parseEvents(stdout: string): Pick<FrontendRunOutput, 'buildError' | 'testNames' | 'tests'> {
  let buildError: string | null = null;
  let testNames: string[] | null = null;
  const tests: FrontendTestEvent[] = [];
  for (const line of stdout.split('\n')) {
    if (!line.startsWith('@@katana ')) continue;
    let event: Record<string, unknown>;
    try {
      event = JSON.parse(line.slice('@@katana '.length)) as Record<string, unknown>;
    } catch {
      continue;
    }
    if (event.type === 'build-error') buildError = String(event.message);
    if (event.type === 'ready' && Array.isArray(event.names)) testNames = event.names.map(String);
    if (event.type === 'test')
      tests.push({
        name: String(event.name),
        status: event.status as FrontendTestEvent['status'],
        message: String(event.message ?? ''),
        ms: Number(event.ms ?? 0),
        console: Array.isArray(event.console) ? event.console.map(String).slice(0, 50) : [],
      });
  }
  return { buildError, testNames, tests };
}

export async function runFrontend(request: FrontendRunRequest): Promise<FrontendRunOutput> {
  const box = await createBox('run');
  try {
    // The sandbox's user is not the judge's: the box and the files dir must be writable for it (bundle.js, done).
    await chmod(box, 0o777);
    const filesDir = path.join(box, 'files');
    await mkdir(filesDir, { mode: 0o777 });
    await chmod(filesDir, 0o777);
    for (const [name, text] of Object.entries(request.files)) {
      await writeFile(path.join(filesDir, name), text, { mode: 0o644 });
    }
    await copyFile(request.testsPath, path.join(box, 'tests.mjs'));
    await writeFile(
      path.join(box, 'job.json'),
      JSON.stringify({
        entry: request.entry,
        bundleEntry: request.kind === 'REACT' ? (request.bundleEntry ?? 'main.jsx') : null,
        chromium: CHROMIUM,
        nodeModules: REACT_MODULES,
        cpuLimitMs: request.testTimeoutMs,
        wallLimitMs: testWallMs(request.testTimeoutMs),
        // A click on a busy machine waits for the element to be stable (two frames): most of the wall backstop.
        actionTimeoutMs: Math.floor(testWallMs(request.testTimeoutMs) / 2),
        launchTimeoutMs: 15_000,
      }),
    );
    const wallTimeMs = wallTimeFor(request.maxTests, request.testTimeoutMs);
    const run = await request.sandbox.run({
      argv: [NODE, '--max-old-space-size=256', RUNNER],
      boxDir: box,
      readOnlyBinds: [path.dirname(RUNNER), NODE_MODULES, REACT_MODULES, '/etc/fonts'],
      env: { HOME: '/tmp/home', XDG_CONFIG_HOME: '/tmp/home', XDG_CACHE_HOME: '/tmp/home' },
      limits: {
        cpuTimeMs: wallTimeMs,
        wallTimeMs,
        memoryMb: request.memoryMb,
        maxProcesses: 512,
        maxFileBytes: 64 * 1024 * 1024,
        maxOutputBytes: 512 * 1024,
      },
    });
    return { run, ...parseEvents(run.stdout), finished: await pathExists(path.join(box, 'done')) };
  } finally {
    await removeBox(box);
  }
}

/** Whether this machine can judge front-end problems: Chromium's binary must be there (Debian package chromium). */
export function frontendAvailability(): { available: boolean; reason?: string } {
  return existsSync(CHROMIUM)
    ? { available: true }
    : { available: false, reason: `${CHROMIUM} not found (install the Debian package chromium)` };
}
