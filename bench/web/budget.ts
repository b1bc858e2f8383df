/**
 * The JavaScript budget (issue 21), applied to what Chromium fetched (measure-browser.ts): the problem page may
 * fetch at most 250 kB of gzip JavaScript before its code editor is interactive, not counting the editor's own code
 * (CodeMirror and the language pack, which is what "interactive" waits for); the landing page at most 200 kB before
 * it is idle (a signed-in learner's, for now, under SIGNED_IN_LANDING_CEILING_BYTES). Shared by the bench (initial-js.ts) and the e2e check (e2e/specs/js-budget.e2e.ts).
 */
import { keyByFile, onDemandKind, staticClosure, type Manifest } from './manifest.ts';
import type { LoadedScript, PageLoad } from './measure-browser.ts';

export const PROBLEM_PAGE_BUDGET_BYTES = 250_000;
export const LANDING_PAGE_BUDGET_BYTES = 200_000;
/**
 * A learner's landing page is not yet within the 200 kB (bench/web/results.md, Run 6: 274.6 kB on main, 241.9 kB
 * after its header widgets stopped loading their dropdowns up front): this ceiling keeps it from growing back while
 * the rest (the engagement layer's views, the socket.io client) is still in its first load.
 */
export const SIGNED_IN_LANDING_CEILING_BYTES = 250_000;

/** Built files that belong to the code editor: every chunk a dynamic entry of kind "editor" reaches statically. */
export function editorFiles(manifest: Manifest): Set<string> {
  const keys = Object.keys(manifest);
  const isEditor = (k: string) => onDemandKind(manifest[k]!.src ?? k) === 'editor';
  const editorEntries = keys.filter((k) => manifest[k]!.isDynamicEntry && isEditor(k));
  // A chunk that other code also imports statically (react, a shared helper) is not the editor's own.
  const others = keys.filter((k) => (manifest[k]!.isEntry || manifest[k]!.isDynamicEntry) && !isEditor(k));
  const shared = staticClosure(manifest, others);
  const files = new Set<string>();
  for (const key of staticClosure(manifest, editorEntries)) {
    if (!shared.has(key)) files.add(manifest[key]!.file);
  }
  return files;
}

export interface BudgetCount {
  /** Wire bytes (gzip) of the scripts counted against the budget. */
  bytes: number;
  counted: LoadedScript[];
  /** Editor chunks fetched before ready (not counted) and scripts that finished after ready. */
  editorBytes: number;
  afterBytes: number;
}

/** Sums the gzip wire bytes of the scripts that finished before the readiness point, apart from the editor's. */
export function countBudget(load: PageLoad, manifest: Manifest): BudgetCount {
  const editor = editorFiles(manifest);
  const known = keyByFile(manifest);
  const counted: LoadedScript[] = [];
  let editorBytes = 0;
  let afterBytes = 0;
  for (const s of load.scripts) {
    const file = s.path.replace(/^\//, '');
    if (!s.beforeReady) afterBytes += s.wireBytes;
    else if (known.has(file) && editor.has(file)) editorBytes += s.wireBytes;
    else counted.push(s);
  }
  return { bytes: counted.reduce((n, s) => n + s.wireBytes, 0), counted, editorBytes, afterBytes };
}
