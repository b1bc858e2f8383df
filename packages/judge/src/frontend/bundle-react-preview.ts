/**
 * The live Preview of a REACT problem: the learner's files, held in memory (nothing is written to disk), bundled
 * with the judge's pinned esbuild and React exactly as the judge bundles them (runner/react-build.mjs): the same
 * options, only react and react-dom importable, errors as `file:line: message`. Bundling parses and links code, it
 * never runs it; the bundle runs only in the classroom's sandboxed Preview frame.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Loader, type Plugin } from 'esbuild';
import {
  buildErrorLines,
  REACT_BUILD_OPTIONS,
  refusedImport,
  type BuildErrorLine,
} from './runner/react-build.mjs';

const require = createRequire(import.meta.url);
/** The node_modules holding the pinned react and react-dom (the judge binds the same folder into its sandbox). */
const REACT_MODULES_DIR = path.dirname(path.dirname(require.resolve('react/package.json')));
const LEARNER = 'learner';
const LOADERS: Record<string, Loader> = { js: 'jsx', jsx: 'jsx', ts: 'ts', tsx: 'tsx', css: 'css' };

type ReactPreviewBuild = { bundle: string; errors: [] } | { bundle: null; errors: BuildErrorLine[] };

/** Resolves `./App.jsx` (and `./App`) among the learner's files; anything else is refused as the judge refuses it. */
function learnerFiles(files: Record<string, string>): Plugin {
  const find = (name: string) =>
    [name, ...['.jsx', '.js', '.tsx', '.ts'].map((ext) => `${name}${ext}`)].find((n) => n in files);
  return {
    name: 'learner-files',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return { path: args.path, namespace: LEARNER };
        if (args.namespace !== LEARNER) return undefined;
        if (args.path.startsWith('./')) {
          const name = find(args.path.slice(2));
          return name
            ? { path: name, namespace: LEARNER }
            : { errors: [{ text: `Could not resolve "${args.path}": no such file` }] };
        }
        if (args.path.startsWith('/') || args.path.startsWith('.'))
          return { errors: [{ text: `'${args.path}': import files with a relative path (./name)` }] };
        const refused = refusedImport(args.path);
        if (refused) return { errors: [{ text: refused }] };
        // React itself: resolved from the pinned node_modules by esbuild.
        return undefined;
      });
      b.onLoad({ filter: /.*/, namespace: LEARNER }, (args) => ({
        contents: files[args.path] ?? '',
        loader: LOADERS[path.extname(args.path).slice(1)] ?? 'jsx',
        resolveDir: REACT_MODULES_DIR,
      }));
    },
  };
}

export async function bundleReactPreview(
  files: Record<string, string>,
  bundleEntry: string,
): Promise<ReactPreviewBuild> {
  if (!(bundleEntry in files))
    return {
      bundle: null,
      errors: [{ file: null, line: null, column: null, text: `${bundleEntry} is missing` }],
    };
  try {
    const result = await build({
      ...REACT_BUILD_OPTIONS,
      entryPoints: [bundleEntry],
      write: false,
      minify: true,
      outdir: '/preview',
      nodePaths: [REACT_MODULES_DIR],
      plugins: [learnerFiles(files)],
    });
    const js = result.outputFiles.find((f) => !f.path.endsWith('.css'));
    return { bundle: js?.text ?? '', errors: [] };
  } catch (error) {
    return { bundle: null, errors: buildErrorLines(error, (file) => file.replace(`${LEARNER}:`, '')) };
  }
}
