// Runs INSIDE the judge's sandbox (plain JavaScript: Node starts it without a TypeScript loader). It bundles a
// React submission with esbuild when asked, opens the learner's page in headless Chromium (playwright-core) and runs
// the problem's hidden tests, each in a fresh browser context. Every request goes to an in-memory origin served from
// the learner's files; anything else is aborted (the sandbox has no network anyway: this makes a fetch fail at once
// instead of waiting). Results go to stdout, one `@@katana ` JSON line per event, read by run-frontend.ts.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildErrorLines, formatBuildError, REACT_BUILD_OPTIONS, refusedImport } from './react-build.mjs';

const job = JSON.parse(await readFile('/box/job.json', 'utf8'));
const emit = (event) => process.stdout.write(`@@katana ${JSON.stringify(event)}\n`);
const FILES_DIR = '/box/files';
const ORIGIN = 'http://app.katana.test';
const TYPES = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
};
/** A test keeps at most this many console messages, each cut to MAX_CONSOLE_CHARS (stored with the submission). */
const MAX_CONSOLE_LINES = 50;
const MAX_CONSOLE_CHARS = 500;

async function bundleReact() {
  const esbuild = await import('esbuild');
  // The learner's files may import each other and React; React's own files import what they need.
  const fromLearner = (args) => args.importer.startsWith(`${FILES_DIR}/`);
  const onlyReact = {
    name: 'only-react',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        const refused = fromLearner(args) ? refusedImport(args.path) : null;
        return refused === null ? undefined : { errors: [{ text: refused }] };
      });
      build.onResolve({ filter: /^\// }, (args) =>
        args.kind === 'entry-point' || !fromLearner(args)
          ? undefined
          : { errors: [{ text: `'${args.path}': import files with a relative path (./name)` }] },
      );
    },
  };
  try {
    await esbuild.build({
      ...REACT_BUILD_OPTIONS,
      entryPoints: [path.join(FILES_DIR, job.bundleEntry)],
      outfile: path.join(FILES_DIR, 'bundle.js'),
      nodePaths: [job.nodeModules],
      plugins: [onlyReact],
    });
    return null;
  } catch (error) {
    const lines = buildErrorLines(error, (file) => path.relative(FILES_DIR, file));
    return lines.map(formatBuildError).join('\n') || String(error.message ?? error);
  }
}

async function launch(chromium) {
  return chromium.launch({
    executablePath: job.chromium,
    headless: true,
    timeout: job.launchTimeoutMs,
    args: [
      // bubblewrap is the sandbox: Chromium's own needs namespaces and a setuid helper the box does not give it.
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--disable-gpu',
      '--no-zygote',
      '--disable-extensions',
      '--disable-background-networking',
      '--no-first-run',
      '--mute-audio',
    ],
  });
}

async function serve(route) {
  const url = new URL(route.request().url());
  if (url.origin !== ORIGIN) return route.abort('blockedbyclient');
  const name = decodeURIComponent(url.pathname).replace(/^\/+/, '') || job.entry;
  const file = path.normalize(path.join(FILES_DIR, name));
  if (!file.startsWith(`${FILES_DIR}/`)) return route.fulfill({ status: 404, body: 'not found' });
  try {
    const body = await readFile(file);
    const type = TYPES[path.extname(file).slice(1)] ?? 'application/octet-stream';
    return route.fulfill({ status: 200, body, headers: { 'content-type': type } });
  } catch {
    return route.fulfill({ status: 404, body: 'not found' });
  }
}

function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve({ timedOut: true }), ms);
  });
  return Promise.race([promise.then((value) => ({ value })), timeout]).finally(() => clearTimeout(timer));
}

function firstLine(error) {
  const text = String(error?.message ?? error).replace(/\u001b\[[0-9;]*m/g, '');
  return text.split('\n').slice(0, 6).join('\n').slice(0, 600);
}

/** CPU time (ms) of every Chromium process now, by pid (clock ticks of 10 ms; this run's pid namespace only). */
async function chromiumCpu() {
  const byPid = new Map();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (!cmdline.startsWith(job.chromium)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => null);
    const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields) byPid.set(entry, (Number(fields[11]) + Number(fields[12])) * 10);
  }
  return byPid;
}

/**
 * Resolves when the page has used more than the test's CPU time (a loop burning the processor) or, as a backstop,
 * when far more wall time has passed: on a busy machine a healthy page waits for the processor without using it, so
 * the verdict follows CPU time, as for programs.
 */
function budget(started) {
  let stop = false;
  const done = (async () => {
    const since = Date.now();
    while (!stop) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = await chromiumCpu();
      let used = 0;
      for (const [pid, ms] of now) used += ms - (started.get(pid) ?? 0);
      if (used > job.cpuLimitMs) return { over: 'cpu' };
      if (Date.now() - since > job.wallLimitMs) return { over: 'wall' };
    }
    return { over: null };
  })();
  return { done, cancel: () => (stop = true) };
}

const LOOP = 'the page used more than its CPU time (an endless loop?)';

async function runTest(browser, test) {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
  const consoleLines = [];
  const watch = budget(await chromiumCpu());
  let page = null;
  try {
    await context.route('**/*', serve);
    page = await context.newPage();
    page.setDefaultTimeout(job.actionTimeoutMs);
    page.setDefaultNavigationTimeout(job.actionTimeoutMs);
    const log = (level, text) => {
      if (consoleLines.length < MAX_CONSOLE_LINES)
        consoleLines.push(`[${level}] ${text}`.slice(0, MAX_CONSOLE_CHARS));
    };
    page.on('console', (m) => log(m.type(), m.text()));
    page.on('pageerror', (e) => log('error', e.message));
    const url = `${ORIGIN}/${job.entry}`;
    const open = () => page.goto(url, { waitUntil: 'load' });
    const ran = await Promise.race([
      test.run({ page, assert, open, url }).then(() => ({ over: null })),
      watch.done,
    ]);
    if (ran.over === 'cpu') return { status: 'TO', message: LOOP, console: consoleLines };
    if (ran.over === 'wall') throw new Error(`the test did not finish within ${job.wallLimitMs} ms`);
    return { status: 'MATCH', message: '', console: consoleLines };
  } catch (error) {
    // A page stuck in a loop fails every wait: tell that apart from a plain wrong page by asking it for a value
    // (generously: a busy machine is slow to answer a healthy page too).
    const probe = page
      ? await withTimeout(
          page.evaluate('1').catch(() => 1),
          5000,
        )
      : { value: 1 };
    if (probe.timedOut) return { status: 'TO', message: LOOP, console: consoleLines };
    return { status: 'NO_MATCH', message: firstLine(error), console: consoleLines };
  } finally {
    watch.cancel();
    await withTimeout(context.close(), 2000);
  }
}

/** The run has its own pid namespace: every Chromium process in it is this run's. */
async function killChromium() {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.startsWith(job.chromium)) {
      try {
        process.kill(Number(entry), 'SIGKILL');
      } catch {
        // gone already
      }
    }
  }
}

async function main() {
  if (job.bundleEntry) {
    const error = await bundleReact();
    if (error) {
      emit({ type: 'build-error', message: error });
      return;
    }
  }
  const { default: tests } = await import(pathToFileURL('/box/tests.mjs').href);
  const { chromium } = await import('playwright-core');
  await mkdir('/tmp/home', { recursive: true });
  let browser = await launch(chromium);
  emit({ type: 'ready', names: tests.map((t) => t.name) });
  for (const test of tests) {
    const started = Date.now();
    // runTest stops its test at its limits; this guard only catches a browser that stopped answering us.
    const outcome = await withTimeout(runTest(browser, test), job.wallLimitMs + 10_000);
    const ms = Date.now() - started;
    if (outcome.timedOut) {
      emit({
        type: 'test',
        name: test.name,
        status: 'TO',
        message: 'the page did not answer in time',
        ms,
        console: [],
      });
      // A page stuck in a loop keeps its renderer busy: start over with a fresh browser for the next test.
      await killChromium();
      browser = await launch(chromium);
      continue;
    }
    emit({ type: 'test', name: test.name, ...outcome.value, ms });
  }
  await withTimeout(browser.close(), 3000);
  await killChromium();
  await writeFile('/box/done', '');
}

await main();
process.exit(0);
