import { defineConfig } from 'vite';
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

// The API server (apps/server) listens on 3000 and serves the built dist/ itself; in development Vite proxies to it.
const API_TARGET = process.env.KATANA_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
