import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { buildConstants } from './renderer/buildConstants';
import { bundleSplitting } from './renderer/bundleSplitting';
import { griffelAhead } from './scripts/griffelAhead';

/**
 * Desktop build (npm run build:desktop) into out/: main (ESM, Node deps external), preload (one CJS
 * file: sandboxed preloads can only require 'electron'), renderer (the same React app as the web
 * build, served from app://boda by main; its CSP comes as a response header from main, so the web
 * build's <meta> CSP plugin is not used here).
 */
const root = fileURLToPath(new URL('./', import.meta.url));
const alias = [
  { find: /^@boda\/contract$/, replacement: `${root}contract/src/index.ts` },
  { find: /^@boda\/contract\/(.*)$/, replacement: `${root}contract/src/$1` },
];

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      // Bundle the pure-JS runtime deps so app.asar needs no node_modules except the keychain addon
      // (native, N-API). The root package.json also lists server and renderer deps; none ship.
      externalizeDeps: { exclude: ['jose', 'ws', 'zod', 'electron-log', 'electron-updater'] },
      outDir: `${root}out/main`,
      rollupOptions: { input: { index: `${root}main/src/index.ts` } },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      // Sandboxed preloads can only require 'electron': zod (the contract's bridge map) is bundled in.
      externalizeDeps: { exclude: ['zod'] },
      outDir: `${root}out/preload`,
      rollupOptions: {
        input: { index: `${root}preload/src/index.ts` },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: `${root}renderer`,
    resolve: { alias },
    plugins: [react(), griffelAhead(), buildConstants({ e2e: false })],
    build: {
      outDir: `${root}out/renderer`,
      emptyOutDir: true,
      chunkSizeWarningLimit: 1500,
      // The web build's splitting, so both builds tree-shake the feature surfaces alike.
      rollupOptions: { ...bundleSplitting, input: { index: `${root}renderer/index.html` } },
    },
  },
});
