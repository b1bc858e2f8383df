#!/usr/bin/env node
/**
 * Compiles the server (src/main.ts and src/cli.ts, with @katana/shared and @katana/judge) to JavaScript in
 * apps/server/dist with esbuild, so `npm start` runs plain JavaScript: no TypeScript compiled at every start.
 *
 *   node apps/server/scripts/build.mjs            build if any source changed since the last build (set-up does this)
 *   node apps/server/scripts/build.mjs --force    build
 *   node apps/server/scripts/build.mjs --check    exit 0 when the build is current, 1 otherwise (builds nothing)
 *
 * One bundle per entry, split into shared chunks so the CLI's lazily loaded commands stay lazy; npm packages stay
 * external (node_modules resolves them at run time). Source maps are written beside the output (run with
 * --enable-source-maps). A module's `import.meta.url` is rewritten to its source file's URL (relative to the bundle,
 * so a moved checkout still works): paths built from it (migrations, the SQL judge's child script, the native
 * helpers, the repository root) keep pointing into src/.
 *
 * "Changed" is decided from the sources themselves: dist/build-info.json lists every file the last build read with
 * its SHA-256; the build is current when each still hashes the same (a new file only matters once a listed file
 * imports it, which changes that file).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(serverDir, '../..');
const distDir = join(serverDir, 'dist');
const infoFile = join(distDir, 'build-info.json');
const ENTRIES = ['src/main.ts', 'src/cli.ts'];

const sha256 = (path) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** True when dist/ was built from exactly the sources on disk now (and by this build script). */
export function isBuildCurrent() {
  if (!existsSync(infoFile)) return false;
  let info;
  try {
    info = JSON.parse(readFileSync(infoFile, 'utf8'));
  } catch {
    return false;
  }
  if (info.script !== sha256(fileURLToPath(import.meta.url))) return false;
  for (const out of info.outputs ?? []) if (!existsSync(join(repoRoot, out))) return false;
  return Object.entries(info.inputs ?? {}).every(([file, sum]) => {
    const path = join(repoRoot, file);
    return existsSync(path) && sha256(path) === sum;
  });
}

/** esbuild plugin: workspace packages (@katana/*) are bundled, every other bare import stays external. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@katana/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** esbuild plugin: `import.meta.url` in a source file becomes that file's own URL, relative to the bundle. */
const sourceImportMeta = {
  name: 'source-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?ts$/ }, (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      let contents = readFileSync(args.path, 'utf8');
      if (/import\.meta\.(dirname|filename)/.test(contents)) {
        return {
          errors: [
            { text: 'use import.meta.url (the build rewrites it) instead of import.meta.dirname/filename' },
          ],
        };
      }
      if (contents.includes('import.meta.url')) {
        const rel = relative(distDir, args.path).split('\\').join('/');
        contents = contents.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(rel)}, import.meta.url).href`,
        );
      }
      return { contents, loader: 'ts' };
    });
  },
};

export async function build() {
  const { build: esbuild, version } = await import('esbuild');
  const started = Date.now();
  const result = await esbuild({
    absWorkingDir: serverDir,
    entryPoints: ENTRIES,
    outdir: distDir,
    outbase: 'src',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [externalPackages, sourceImportMeta],
  });
  const inputs = {};
  for (const file of Object.keys(result.metafile.inputs)) {
    const path = resolve(serverDir, file);
    inputs[relative(repoRoot, path)] = sha256(path);
  }
  const outputs = Object.keys(result.metafile.outputs).map((f) => relative(repoRoot, resolve(serverDir, f)));
  writeFileSync(
    infoFile,
    `${JSON.stringify({ esbuild: version, script: sha256(fileURLToPath(import.meta.url)), outputs, inputs }, null, 1)}\n`,
  );
  return { ms: Date.now() - started, inputs: Object.keys(inputs).length };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args.includes('--check')) {
    process.exitCode = isBuildCurrent() ? 0 : 1;
  } else if (args.includes('--force') || !isBuildCurrent()) {
    const { ms, inputs } = await build();
    console.log(`built apps/server/dist from ${inputs} source files in ${ms} ms`);
  }
}
