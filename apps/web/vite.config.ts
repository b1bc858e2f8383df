import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Libraries that change rarely get their own long-cached chunks, apart from our code that changes every deploy.
 * Radix is not grouped: a group holds every primitive any screen uses and loads with the entry, so the dialogs and
 * menus that load on demand (login dialog, profile menu, drawers) would be in every first load (issue 21).
 */
const VENDOR_GROUPS: { name: string; test: RegExp }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
];

/**
 * A lazily loaded chunk's preload list (Vite's __vite__mapDeps, in the importing chunk) without the chunks its
 * importer already imports statically: those are loaded by the time the import runs, so listing them only adds
 * bytes to every first load (the entry lists its ~70 screens' dependencies; issue 21, the JavaScript budget).
 */
function preloadWithoutLoadedChunks(): {
  plugin: Plugin;
  resolveDependencies(file: string, deps: string[], context: { hostId: string }): string[];
} {
  let bundle: Rollup.OutputBundle = {};
  const closures = new Map<string, Set<string>>();
  const staticClosure = (file: string): Set<string> => {
    let seen = closures.get(file);
    if (seen) return seen;
    seen = new Set<string>();
    const stack = [file];
    while (stack.length) {
      const chunk = bundle[stack.pop()!];
      if (chunk?.type !== 'chunk') continue;
      for (const dep of chunk.imports) {
        if (seen.has(dep)) continue;
        seen.add(dep);
        stack.push(dep);
      }
    }
    closures.set(file, seen);
    return seen;
  };
  return {
    // Runs before Vite's own generateBundle writes the preload lists, which call resolveDependencies below.
    plugin: {
      name: 'katana:preload-bundle',
      apply: 'build',
      generateBundle(_options, output) {
        bundle = output;
        closures.clear();
      },
    },
    resolveDependencies(_file, deps, { hostId }) {
      const loaded = staticClosure(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}

const preload = preloadWithoutLoadedChunks();

// The API server (apps/server) listens on 3000 and serves the built dist/ itself; in development Vite proxies to it.
const API_TARGET = process.env.KATANA_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), preload.plugin],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    // .vite/manifest.json: which chunk holds which module, for the JavaScript budget check (e2e/specs/js-budget).
    manifest: true,
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: { groups: VENDOR_GROUPS },
      },
    },
  },
});
