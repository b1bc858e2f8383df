/**
 * Initial JavaScript (gzip) of the problem page route /problems/<slug>, the listing and the landing page, measured
 * two ways:
 *
 *   1. From a fresh production build of apps/web (vite build --manifest into a temp folder): the entry chunk, its
 *      static imports, the route's lazily loaded screen chunk and its static imports, plus the classic scripts in
 *      index.html; each file gzipped with zlib. Chunks reachable only through a further dynamic import (the code
 *      editor, charts) are listed apart as "on demand".
 *   2. In Debian Chromium against the real server serving that same build (measure-browser.ts): the gzip bytes of
 *      every script response from the DevTools protocol's Network events, until the code editor is interactive
 *      (problem page, compiler) or the page is idle (others), classified with the manifest. The budgets of issue 21
 *      (budget.ts) are checked on these: problem page <= 250 kB (the editor's own code apart), anonymous and signed
 *      in; landing page <= 200 kB. The script exits 1 when one is not met.
 *
 *   node --import tsx bench/web/initial-js.ts [--slug telegraph-run-length] [--no-browser] [--keep]
 *
 * Prints the machine, the commit and Markdown tables (bench/web/results.md keeps a run). Sizes in kB = 1000 bytes,
 * as Vite's build report prints them.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { printMachine } from '../judge/machine.ts';
import {
  htmlScripts,
  keyByFile,
  planRoute,
  readManifest,
  routeSizes,
  type Manifest,
  type RoutePlan,
  type RouteSizes,
} from './manifest.ts';
import {
  countBudget,
  LANDING_PAGE_BUDGET_BYTES,
  PROBLEM_PAGE_BUDGET_BYTES,
  SIGNED_IN_LANDING_CEILING_BYTES,
} from './budget.ts';
import { measurePage, type PageLoad, type Readiness } from './measure-browser.ts';
import { serveBuild, signUpLearner } from './serve-build.ts';

const TARGET_KB = 250;
const { values } = parseArgs({
  options: {
    slug: { type: 'string', default: 'telegraph-run-length' },
    'no-browser': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const repoRoot = resolve(import.meta.dirname, '../..');
const webDir = join(repoRoot, 'apps/web');

interface RouteCase {
  label: string;
  path: string;
  /** The route's screen module(s) as the router imports them (route-screen.tsx). */
  screens: string[];
  /** Kinds of lazy code (manifest.ts onDemandKind) the screen's first render asks for. */
  firstRender: string[];
  /** Loaded in the browser as a signed-in learner rather than an anonymous visitor. */
  signedIn?: boolean;
  /** When the browser measurement stops counting: the code editor interactive, or the page quiet. */
  readiness: Readiness;
  /** Budget in bytes (gzip on the wire, before the readiness point, editor code apart), if the route has one. */
  budget?: number;
}
const EDITOR: Readiness = { kind: 'editor', label: 'Code editor' };
const IDLE: Readiness = { kind: 'idle' };
/** A FILL_UP item of the catalogue (content/items). */
const FILL_UP_SLUG = 'integer-division-signs';
const ROUTES: RouteCase[] = [
  {
    label: 'problem page, anonymous',
    path: `/problems/${values.slug}`,
    screens: ['src/features/classroom/routes/classroom-page.tsx'],
    // The statement arrives as HTML rendered on the server (KaTeX markup + CSS): no Markdown code in the browser.
    firstRender: [],
    readiness: EDITOR,
    budget: PROBLEM_PAGE_BUDGET_BYTES,
  },
  {
    label: 'problem page, signed in',
    path: `/problems/${values.slug}`,
    screens: ['src/features/classroom/routes/classroom-page.tsx'],
    // A learner's classroom also opens the realtime connection (socket.io client) for submission progress.
    firstRender: ['realtime'],
    signedIn: true,
    readiness: EDITOR,
    budget: PROBLEM_PAGE_BUDGET_BYTES,
  },
  {
    label: 'fill-up item, anonymous',
    path: `/problems/${FILL_UP_SLUG}`,
    screens: ['src/features/classroom/routes/classroom-page.tsx'],
    // Rendered on the server too: the blanks are placeholders the page fills with its inputs (React portals).
    firstRender: [],
    readiness: IDLE,
  },
  {
    label: 'listing',
    path: '/problems',
    screens: ['src/features/problems/routes/problems-page.tsx'],
    firstRender: [],
    readiness: IDLE,
  },
  {
    label: 'landing',
    path: '/',
    screens: ['src/features/home/routes/home-page.tsx'],
    firstRender: [],
    readiness: IDLE,
    budget: LANDING_PAGE_BUDGET_BYTES,
  },
  {
    label: 'landing, signed in',
    path: '/',
    screens: ['src/features/home/routes/home-page.tsx'],
    firstRender: [],
    readiness: IDLE,
    signedIn: true,
    // Measured against an interim ceiling (budget.ts): a learner's landing page is not yet within the 200 kB.
    budget: SIGNED_IN_LANDING_CEILING_BYTES,
  },
  {
    label: 'python compiler',
    path: '/online-compiler/online-python-compiler',
    screens: ['src/features/compiler/routes/compiler-page.tsx'],
    firstRender: [],
    readiness: { kind: 'editor', label: 'Code' },
  },
];

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const base = (file: string) => file.replace(/^.*\//, '');

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
}

function printSource(): void {
  const dirty = git('status', '--porcelain', '--', 'apps/web', 'packages/shared').split('\n').filter(Boolean);
  console.log(
    `commit: ${git('rev-parse', '--short', 'HEAD')} "${git('log', '-1', '--format=%s')}"` +
      (dirty.length
        ? `; working tree has ${dirty.length} uncommitted file(s) under apps/web, packages/shared (built as they are)`
        : '; clean tree'),
  );
}

function build(outDir: string): number {
  const started = Date.now();
  const res = spawnSync(
    process.execPath,
    [
      join(repoRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--manifest',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: webDir, encoding: 'utf8' },
  );
  if (res.status !== 0) throw new Error(`vite build failed:\n${res.stdout}\n${res.stderr}`);
  return (Date.now() - started) / 1000;
}

interface PlannedRoute {
  route: RouteCase;
  plan: RoutePlan;
  sizes: RouteSizes;
  /** Entry + screen closures only, without the lazy code the first render asks for. */
  staticGzip: number;
}

function printBuildTables(routes: PlannedRoute[]): void {
  console.log('\n## From the build (Vite manifest, zlib gzip per file)\n');
  console.log(
    '| route | entry + screen gz kB | + first-render lazy = initial JS gz kB | files | initial JS raw kB | CSS gz kB | on demand gz kB (by kind) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const { route, sizes, staticGzip, plan } of routes) {
    const byKind = new Map<string, number>();
    for (const f of sizes.onDemand) byKind.set(f.kind, (byKind.get(f.kind) ?? 0) + f.gzipBytes);
    const od = [...byKind].map(([k, n]) => `${k} ${kB(n)}`).join(', ') || '-';
    const raw = sizes.js.reduce((n, f) => n + f.rawBytes, 0);
    const lazy = plan.firstRenderEntries.length ? ` (${route.firstRender.join(', ')})` : '';
    console.log(
      `| ${route.label} \`${route.path}\` | ${kB(staticGzip)} | ${kB(sizes.jsGzip)}${lazy} | ${sizes.js.length} | ${kB(raw)} | ` +
        `${kB(sizes.cssGzip)} | ${od} |`,
    );
  }
  const problem = routes.find((r) => r.route.signedIn) ?? routes[0]!;
  console.log(`\n### ${problem.route.label}: initial files\n`);
  console.log('| file | raw kB | gz kB |');
  console.log('| --- | ---: | ---: |');
  for (const f of problem.sizes.js)
    console.log(`| ${base(f.file)} | ${kB(f.rawBytes)} | ${kB(f.gzipBytes)} |`);
  console.log(`\n### ${problem.route.label}: on demand (not in the initial load)\n`);
  console.log('| file | kind | reached through the dynamic import of | raw kB | gz kB |');
  console.log('| --- | --- | --- | ---: | ---: |');
  for (const f of problem.sizes.onDemand) {
    const from = f.from.replace(/^(\.\.\/)*node_modules\//, '').replace(/\/dist\/index\.js$/, '');
    console.log(`| ${base(f.file)} | ${f.kind} | ${from} | ${kB(f.rawBytes)} | ${kB(f.gzipBytes)} |`);
  }
  for (const { route, sizes } of routes.filter((r) => r.route.screens[0]!.includes('classroom'))) {
    const verdict = sizes.jsGzip <= TARGET_KB * 1000 ? 'met' : 'NOT met';
    console.log(
      `\nTarget <= ${TARGET_KB} kB gz, ${route.label} (build): ${kB(sizes.jsGzip)} kB, ${verdict}.`,
    );
  }
}

/** A fetched script's class: part of the route's planned first load, an on-demand kind, or outside the plan. */
function classify(manifest: Manifest, plan: RoutePlan, htmlOnly: Set<string>, path: string): string {
  const file = path.replace(/^\//, '');
  if (htmlOnly.has(file)) return 'initial';
  const key = keyByFile(manifest).get(file);
  if (!key) return 'not in the build';
  if (plan.initial.has(key)) return 'initial';
  return plan.onDemand.get(key) ?? 'outside the plan';
}

function printBrowserTables(
  manifest: Manifest,
  distDir: string,
  loads: (PlannedRoute & { label: string; load: PageLoad })[],
): boolean {
  const htmlOnly = new Set(htmlScripts(distDir, manifest));
  let allMet = true;
  console.log(
    '\n## In Chromium (real server, this build; CDP Network encodedDataLength of script responses)\n',
  );
  console.log(
    '| route | HTTP | ready at | ms | counted JS gz kB (wire) | budget | editor code gz kB | after ready gz kB | counted, zlib gz kB | build plan gz kB |',
  );
  console.log('| --- | ---: | --- | ---: | ---: | --- | ---: | ---: | ---: | ---: |');
  for (const { label, route, sizes, load } of loads) {
    const c = countBudget(load, manifest);
    const zlib = c.counted.reduce((n, s) => n + s.gzipBytes, 0);
    const encodings = [...new Set(load.scripts.map((s) => s.encoding))].join('/');
    let verdict = '-';
    if (route.budget !== undefined) {
      const met = load.ready && c.bytes <= route.budget;
      allMet &&= met;
      verdict = `<= ${kB(route.budget)}: ${met ? 'met' : '**NOT met**'}`;
    }
    const at = route.readiness.kind === 'editor' ? 'editor interactive' : 'idle';
    console.log(
      `| ${label} \`${route.path}\` | ${load.status ?? '-'} | ${at}${load.ready ? '' : ' (not reached)'} | ${load.readyMs} | ` +
        `**${kB(c.bytes)}** (${encodings}) | ${verdict} | ${kB(c.editorBytes)} | ${kB(c.afterBytes)} | ${kB(zlib)} | ${kB(sizes.jsGzip)} |`,
    );
  }
  for (const { label, plan, load } of loads.filter((l) => l.route.budget !== undefined)) {
    console.log(`\n### ${label}: scripts in arrival order\n`);
    console.log('| ms | file | class | before ready | wire gz kB | raw kB |');
    console.log('| ---: | --- | --- | --- | ---: | ---: |');
    for (const s of load.scripts) {
      console.log(
        `| ${s.atMs} | ${base(s.path)} | ${classify(manifest, plan, htmlOnly, s.path)} | ${s.beforeReady ? 'yes' : 'no'} | ` +
          `${kB(s.wireBytes)} | ${kB(s.rawBytes)} |`,
      );
    }
  }
  return allMet;
}

async function main(): Promise<void> {
  printMachine();
  printSource();
  const work = mkdtempSync(join(tmpdir(), 'katana-bench-web-build-'));
  const distDir = join(work, 'dist');
  try {
    const buildS = build(distDir);
    console.log(`build: vite build --manifest of apps/web in ${buildS.toFixed(1)} s into ${distDir}`);
    const manifest = readManifest(distDir);
    const routes: PlannedRoute[] = ROUTES.map((route) => {
      const plan = planRoute(manifest, route.screens, route.firstRender);
      const staticGzip = routeSizes(distDir, manifest, planRoute(manifest, route.screens)).jsGzip;
      return { route, plan, sizes: routeSizes(distDir, manifest, plan), staticGzip };
    });
    printBuildTables(routes);
    if (values['no-browser']) return;

    const server = await serveBuild(repoRoot, distDir);
    const browser = await launchBrowser();
    try {
      console.log(`\nserver ready in ${server.startS.toFixed(1)} s (migrations, seed, catalogue import)`);
      const cookies = await signUpLearner(server.baseURL);
      const loads = [];
      for (const r of routes) {
        const load = await measurePage(browser, server.baseURL, r.route.path, {
          cookies: r.route.signedIn ? cookies : [],
          readiness: r.route.readiness,
        });
        loads.push({ label: r.route.label, ...r, load });
      }
      if (!printBrowserTables(manifest, distDir, loads)) process.exitCode = 1;
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    if (values.keep) console.log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

await main();
