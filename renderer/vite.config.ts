import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { buildConstants } from './buildConstants';
import { bundleSplitting } from './bundleSplitting';
import { griffelAhead } from '../scripts/griffelAhead';
import { precompressWeb } from '../scripts/precompressWeb';
import { serverRenderBuild } from '../scripts/serverRenderBuild';

// Plain string paths: the renderer's lint boundary forbids node: imports, even here.
const rendererRoot = import.meta.dirname;
const repoRoot = rendererRoot.replace(/[\\/]renderer$/, '');
const contractEntry = `${repoRoot}/contract/src/index.ts`;
const contractDir = `${repoRoot}/contract/src/`;

/**
 * The CSP goes into the built page only: the dev server needs an inline React-refresh preamble.
 * Fluent UI (Griffel) inserts style rules at run time, hence 'unsafe-inline' for styles only.
 * The local agent (ws on 127.0.0.1) and YouTube embeds (/wb/youtube) are the only outside parties.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws://127.0.0.1:* ws://localhost:*",
  'frame-src https://www.youtube.com https://www.youtube-nocookie.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'boda-csp',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP }, injectTo: 'head-prepend' }],
  };
}

const backend = 'http://127.0.0.1:8080';

/** BODA_WEB_OUT_DIR may be relative: to the working directory, as a shell user expects (Vite would take the renderer root). */
function outDir(): string {
  const fromEnv = process.env.BODA_WEB_OUT_DIR;
  if (!fromEnv) return `${repoRoot}/dist/web`;
  return /^([a-zA-Z]:)?[\\/]/.test(fromEnv) ? fromEnv : `${process.cwd()}/${fromEnv}`;
}

export default defineConfig(({ isSsrBuild }) => ({
  root: rendererRoot,
  base: '/',
  plugins: [
    react(),
    griffelAhead(),
    buildConstants({ e2e: process.env.BODA_E2E === '1' }),
    // The browser's build; the server's render of the login page is built after it (serverRenderBuild).
    ...(isSsrBuild ? [] : [contentSecurityPolicy(), precompressWeb(), serverRenderBuild({ configFile: `${rendererRoot}/vite.config.ts` })]),
  ],
  resolve: {
    alias: [
      { find: /^@boda\/contract$/, replacement: contractEntry },
      { find: /^@boda\/contract\/(.*)$/, replacement: `${contractDir}$1` },
    ],
  },
  build: {
    outDir: outDir(),
    emptyOutDir: true,
    // No source maps for browsers: the web build is public. BODA_WEB_SOURCEMAP=1 writes hidden maps (no
    // sourceMappingURL) for local bundle analysis; the server refuses *.map either way.
    sourcemap: process.env.BODA_WEB_SOURCEMAP === '1' ? 'hidden' : false,
    // dist/web/.vite/manifest.json: the chunk graph the bundle budget (tests/bench) reads; the server
    // does not serve dot folders.
    manifest: true,
    chunkSizeWarningLimit: 500,
    rolldownOptions: isSsrBuild ? undefined : bundleSplitting,
  },
  server: {
    port: 5173,
    proxy: {
      '/open': { target: backend, changeOrigin: true },
      '/boda': { target: backend, changeOrigin: true },
    },
  },
}));
