/**
 * The document the Preview frame shows for a front-end problem's files: the entry page with its own stylesheets and
 * scripts inlined (the frame may load nothing: its policy allows no requests), and a first script that forwards the
 * page's console and errors to the classroom's Console tab. A React page's bundle.js is the bundle the server built
 * from the files with the judge's esbuild (POST /api/v1/problems/:slug/preview), inlined like any script.
 */
import type { FrontendFiles } from '@katana/shared/frontend-files';

export const PREVIEW_FRAME_URL = '/preview-frame.html';

type ConsoleLevel = 'log' | 'info' | 'warn' | 'error' | 'debug';
export interface ConsoleLine {
  level: ConsoleLevel;
  text: string;
}

/** Runs first in the frame: every console call and uncaught error is posted to the classroom as well. */
const CONSOLE_BRIDGE = `(function () {
  function text(args) {
    return Array.prototype.map.call(args, function (a) {
      if (typeof a === 'string') return a;
      try { return JSON.stringify(a); } catch (e) { return String(a); }
    }).join(' ');
  }
  function send(level, args) {
    try { parent.postMessage({ katanaConsole: { level: level, text: text(args) } }, '*'); } catch (e) {}
  }
  ['log', 'info', 'warn', 'error', 'debug'].forEach(function (level) {
    var original = console[level];
    console[level] = function () { send(level, arguments); if (original) original.apply(console, arguments); };
  });
  addEventListener('error', function (e) { send('error', [e.message]); });
  addEventListener('unhandledrejection', function (e) {
    send('error', ['Uncaught (in promise) ' + ((e.reason && e.reason.message) || e.reason)]);
  });
})();`;

/** `</script` inside inlined code would end the element early. */
const scriptText = (code: string) => code.replace(/<\/(script)/gi, '<\\/$1');
const styleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

const attr = (tag: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*["']?([^"'\\s>]+)`, 'i').exec(tag)?.[1]?.replace(/^\.\//, '');

/** A build error as the Console tab shows it: `App.jsx:3: message`, as the judge's compiler message reads. */
export function buildErrorLine(error: {
  file: string | null;
  line: number | null;
  text: string;
}): ConsoleLine {
  return {
    level: 'error',
    text: `${error.file !== null ? `${error.file}:${error.line ?? 1}: ` : ''}${error.text}`,
  };
}

/** `bundle`: a React page's bundle.js (null while there is none: the build failed, or the page is not React). */
export function previewDocument(
  files: FrontendFiles,
  bundle: string | null = null,
  entry = 'index.html',
): string {
  const page = files[entry] ?? '<!doctype html><html><body></body></html>';
  const withStyles = page.replace(/<link\b[^>]*>/gi, (tag) => {
    const href = attr(tag, 'href');
    return href !== undefined && /stylesheet/i.test(tag) && files[href] !== undefined
      ? `<style>${styleText(files[href])}</style>`
      : tag;
  });
  const withScripts = withStyles.replace(/<script\b([^>]*)>\s*<\/script>/gi, (tag, attrs: string) => {
    const src = attr(attrs, 'src');
    if (src === undefined) return tag;
    if (files[src] !== undefined) {
      const type = /type\s*=\s*["']?module/i.test(attrs) ? ' type="module"' : '';
      return `<script${type}>${scriptText(files[src])}</script>`;
    }
    if (src === 'bundle.js') return bundle === null ? '' : `<script>${scriptText(bundle)}</script>`;
    return tag;
  });
  const bridge = `<script>${CONSOLE_BRIDGE}</script>`;
  return /<head[^>]*>/i.test(withScripts)
    ? withScripts.replace(/<head[^>]*>/i, (head) => `${head}${bridge}`)
    : `${bridge}${withScripts}`;
}

/** A console message posted by the frame, or null for any other message. */
export function consoleLineOf(data: unknown): ConsoleLine | null {
  if (typeof data !== 'object' || data === null || !('katanaConsole' in data)) return null;
  const line = (data as { katanaConsole: unknown }).katanaConsole;
  if (typeof line !== 'object' || line === null) return null;
  const { level, text } = line as { level?: unknown; text?: unknown };
  const levels: ConsoleLevel[] = ['log', 'info', 'warn', 'error', 'debug'];
  return levels.includes(level as ConsoleLevel) && typeof text === 'string'
    ? { level: level as ConsoleLevel, text: text.slice(0, 2000) }
    : null;
}
