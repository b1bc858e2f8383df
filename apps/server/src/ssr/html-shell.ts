/**
 * The HTML shell of the web app with one page's head and (for error pages) body injected. The shell is
 * WEB_DIST_DIR/index.html when the app is built, else a minimal built-in template, so the server and its tests
 * run without a web build.
 *
 * Injection points: `<!--app-head-->` in <head> and `<!--app-html-->` inside <div id="root">. A plain Vite
 * index.html without them works too: its <title>, description/robots/keywords/katana-config/canonical/og tags
 * are replaced,
 * the head goes before </head>, and the body into the empty <div id="root"></div>.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const HEAD_PLACEHOLDER = '<!--app-head-->';
export const ROOT_PLACEHOLDER = '<!--app-html-->';

export const BUILTIN_SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    ${HEAD_PLACEHOLDER}
  </head>
  <body>
    <div id="root">${ROOT_PLACEHOLDER}</div>
  </body>
</html>
`;

const REPLACED_HEAD_TAGS = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+[^>]*name=["'](?:description|robots|keywords|katana-config)["'][^>]*>\s*/gi,
  /<meta\s+[^>]*property=["']og:[a-z_:]+["'][^>]*>\s*/gi,
  /<link\s+[^>]*rel=["']canonical["'][^>]*>\s*/gi,
];
const EMPTY_ROOT = /<div id=(["'])root\1>\s*<\/div>/i;

/** Function replacers throughout: a `$&` in a title must stay text, not become a replacement pattern. */
export function injectIntoShell(shell: string, head: string, rootHtml: string): string {
  let html = shell;
  if (html.includes(HEAD_PLACEHOLDER)) {
    html = html.replace(HEAD_PLACEHOLDER, () => head);
  } else {
    for (const re of REPLACED_HEAD_TAGS) html = html.replace(re, '');
    html = html.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
  }
  if (html.includes(ROOT_PLACEHOLDER)) return html.replace(ROOT_PLACEHOLDER, () => rootHtml);
  return html.replace(EMPTY_ROOT, (_m, q: string) => `<div id=${q}root${q}>${rootHtml}</div>`);
}

/**
 * Loads the built index.html, re-reading it only when its mtime changes (a rebuild while the server runs), and
 * falls back to the built-in shell when there is no build.
 */
export function createShellSource(webDistDir: string): () => string {
  const file = join(webDistDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return BUILTIN_SHELL;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}
