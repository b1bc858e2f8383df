// How a React submission is bundled, shared by the judge (frontend-runner.mjs, inside the sandbox, reading the
// learner's files from /box/files) and the classroom's live Preview (bundle-react-preview.ts, on the server, from the
// files in memory): the same esbuild options, the same rule that only react and react-dom may be imported, and the
// same `file:line: message` errors. Plain JavaScript: Node loads it inside the sandbox without a TypeScript loader.

/** The only packages a learner's file may import; React's own files import what they need. */
const REACT_MODULES = new Set([
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
]);

/** esbuild options every React build uses (entry, output and file access are the caller's). */
export const REACT_BUILD_OPTIONS = {
  bundle: true,
  format: 'iife',
  jsx: 'automatic',
  target: 'es2022',
  define: { 'process.env.NODE_ENV': '"production"' },
  loader: { '.js': 'jsx', '.ts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx' },
  logLevel: 'silent',
};

/** The message for a bare import the learner may not use, or null when it is allowed. */
export function refusedImport(specifier) {
  return REACT_MODULES.has(specifier)
    ? null
    : `'${specifier}' cannot be imported: only react and react-dom are available`;
}

/** esbuild's failure as the learner reads it: one `file:line: message` per error. */
export function buildErrorLines(error, fileName) {
  return (error?.errors ?? []).map((e) => ({
    file: e.location ? fileName(e.location.file) : null,
    line: e.location ? e.location.line : null,
    column: e.location ? e.location.column : null,
    text: e.text,
  }));
}

export function formatBuildError(line) {
  return `${line.file !== null ? `${line.file}:${line.line}: ` : ''}${line.text}`;
}
