/**
 * What a route loads before it can paint, read from Vite's build manifest (`.vite/manifest.json`): the entry chunk
 * and its static imports, plus the route's lazily imported screen chunk(s) and their static imports. Chunks that
 * are only reachable through a further dynamic import (the code editor, charts, ...) are "on demand": the browser
 * fetches them after the screen asked for them, not as part of the route's first load.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** zlib's default level (6): what Vite prints in its build report and close to what a server compresses on the fly. */
export function gzipBytes(buf: Buffer): number {
  return gzipSync(buf).length;
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!key) throw new Error('the manifest has no entry chunk');
  return key;
}

/** `keys` and everything they import statically, transitively. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** What kind of lazily loaded code a dynamic entry is, by its source path. */
export function onDemandKind(src: string | undefined): string {
  if (!src) return 'other lazy';
  if (/components\/code-editor\//.test(src) || /@codemirror|codemirror|@lezer/.test(src)) return 'editor';
  if (/chart/i.test(src)) return 'charts';
  if (/components\/markdown\//.test(src) || /react-markdown|katex|remark|rehype/.test(src)) return 'markdown';
  if (/socket\.io|engine\.io|lib\/realtime\//.test(src)) return 'realtime';
  if (/features\/[^/]+\/routes\//.test(src)) return 'other screen';
  return `lazy ${src}`;
}

export interface RoutePlan {
  /** Manifest keys of the route's first load (entry closure + screen closure + first-render lazy closures). */
  initial: Set<string>;
  /** Manifest key -> kind, for chunks reachable only through a dynamic import from the initial set. */
  onDemand: Map<string, string>;
  /** Manifest key -> the source of the dynamic import that first reaches it (e.g. node_modules/@codemirror/lang-cpp/...). */
  reachedFrom: Map<string, string>;
  /** Screens named for the route that are dynamic entries in this build (the others are inside the entry). */
  lazyScreens: string[];
  /** Dynamic entries pulled into the first load because the first render asks for them (by kind). */
  firstRenderEntries: string[];
}

function walk(manifest: Manifest, roots: readonly string[]) {
  const initial = staticClosure(manifest, roots);
  const onDemand = new Map<string, string>();
  const reachedFrom = new Map<string, string>();
  const dynamicEntries = new Map<string, string>();
  // Walk dynamic imports out of the initial set; everything they pull in statically loads on demand too.
  const frontier = [...initial].flatMap((k) => manifest[k]!.dynamicImports ?? []);
  const visited = new Set<string>();
  while (frontier.length) {
    const dyn = frontier.pop()!;
    if (visited.has(dyn) || initial.has(dyn)) continue;
    visited.add(dyn);
    const kind = onDemandKind(manifest[dyn]?.src ?? dyn);
    dynamicEntries.set(dyn, kind);
    for (const key of staticClosure(manifest, [dyn])) {
      if (initial.has(key)) continue;
      if (!onDemand.has(key)) {
        onDemand.set(key, kind);
        reachedFrom.set(key, manifest[dyn]?.src ?? dyn);
      }
      frontier.push(...(manifest[key]!.dynamicImports ?? []));
    }
  }
  return { initial, onDemand, reachedFrom, dynamicEntries };
}

/**
 * `screenSources`: the route's screen modules (src paths relative to apps/web). Those that the build split into
 * their own chunk are part of the first load, since the router imports them to render the route.
 * `firstRenderKinds`: kinds of lazy code the screen's first render requests (the problem statement's Markdown);
 * those dynamic entries and their static imports count as first load too. Everything else lazy is on demand.
 */
export function planRoute(
  manifest: Manifest,
  screenSources: readonly string[],
  firstRenderKinds: readonly string[] = [],
): RoutePlan {
  const lazyScreens = screenSources.filter((s) => manifest[s]?.isDynamicEntry);
  const roots = [entryKey(manifest), ...lazyScreens];
  const firstRenderEntries: string[] = [];
  for (;;) {
    const { dynamicEntries, ...walked } = walk(manifest, [...roots, ...firstRenderEntries]);
    const more = [...dynamicEntries]
      .filter(([, kind]) => firstRenderKinds.includes(kind))
      .map(([key]) => key);
    if (!more.length) return { ...walked, lazyScreens, firstRenderEntries };
    firstRenderEntries.push(...more);
  }
}

export interface SizedFile {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export function sizeOf(distDir: string, file: string): SizedFile {
  const buf = readFileSync(join(distDir, file));
  return { file, rawBytes: buf.length, gzipBytes: gzipBytes(buf) };
}

/** Classic scripts that index.html loads outside the bundle (e.g. the theme bootstrap): part of every first load. */
export function htmlScripts(distDir: string, manifest: Manifest): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const bundled = new Set(Object.values(manifest).map((c) => c.file));
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/?([^"]+)"/g)]
    .map((m) => m[1]!)
    .filter((f) => !bundled.has(f) && !/^https?:/.test(f));
}

export interface RouteSizes {
  js: SizedFile[];
  css: SizedFile[];
  onDemand: (SizedFile & { kind: string; from: string })[];
  jsGzip: number;
  cssGzip: number;
}

export function routeSizes(distDir: string, manifest: Manifest, plan: RoutePlan): RouteSizes {
  const js = [...plan.initial].map((k) => sizeOf(distDir, manifest[k]!.file));
  js.push(...htmlScripts(distDir, manifest).map((f) => sizeOf(distDir, f)));
  const cssFiles = new Set([...plan.initial].flatMap((k) => manifest[k]!.css ?? []));
  const css = [...cssFiles].map((f) => sizeOf(distDir, f));
  const onDemand = [...plan.onDemand].map(([k, kind]) => ({
    ...sizeOf(distDir, manifest[k]!.file),
    kind,
    from: plan.reachedFrom.get(k) ?? k,
  }));
  const sum = (files: SizedFile[]) => files.reduce((n, f) => n + f.gzipBytes, 0);
  js.sort((a, b) => b.gzipBytes - a.gzipBytes);
  onDemand.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { js, css, onDemand, jsGzip: sum(js), cssGzip: sum(css) };
}

/** Manifest file name -> key, to classify what the browser fetched. */
export function keyByFile(manifest: Manifest): Map<string, string> {
  return new Map(Object.entries(manifest).map(([k, c]) => [c.file, k]));
}
