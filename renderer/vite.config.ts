import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

/**
 * Libraries in chunks of their own: they change less often than the app (better caching across
 * releases), and the groups follow who needs them. React, the router and TanStack Query run every
 * page; Fluent UI is split by the pages that use each part (entriesAware), so the login page does not
 * carry the data grid; Tiptap (and ProseMirror) only ever load with the message editor.
 * Add recharts and react-pdf here (as their own groups) when their pages arrive.
 */
const vendorChunks = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|use-sync-external-store)[\\/]/, priority: 40 },
  { name: 'vendor-tanstack', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 30 },
  { name: 'vendor-tiptap', test: /[\\/]node_modules[\\/](@tiptap|prosemirror-[a-z]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname)[\\/]/, priority: 30 },
  {
    name: 'vendor-fluent',
    test: /[\\/]node_modules[\\/](@fluentui|@griffel|@floating-ui|tabster|keyborg|stylis|rtl-css-js|embla-carousel[a-z-]*)[\\/]/,
    priority: 20,
    entriesAware: true,
  },
];

/**
 * The app's own feature, shell and ui modules do nothing when imported, only when called. Declaring so
 * lets a feature's index.ts re-export its whole public surface: a chunk carries only what it uses
 * (the login page's import of the desktop settings button does not bring the settings dialog), and the
 * bundle budget (tests/bench/bundle.ts) catches a regression. Bare side-effect imports belong outside
 * these folders (index.tsx imports './i18n').
 */
const sideEffectFreeSource = /[\\/]renderer[\\/]src[\\/](features|app|ui)[\\/]/;

/** Chunk names say which feature or area they hold (features/rooms/pages.ts -> rooms-pages). */
function chunkName(chunk: { name: string; facadeModuleId: string | null }): string {
  const feature = chunk.facadeModuleId?.match(/[\\/]features[\\/]([^\\/]+)[\\/]([^\\/.]+)\.tsx?$/);
  // Groups split by the pages that use them are named after those pages ('vendor-fluent~index~pages~...'): keep the group.
  const name = feature ? `${feature[1]}-${feature[2]}` : chunk.name.split('~')[0];
  return `assets/${name}-[hash].js`;
}

const backend = 'http://127.0.0.1:8080';

/** BODA_WEB_OUT_DIR may be relative: to the working directory, as a shell user expects (Vite would take the renderer root). */
function outDir(): string {
  const fromEnv = process.env.BODA_WEB_OUT_DIR;
  if (!fromEnv) return `${repoRoot}/dist/web`;
  return /^([a-zA-Z]:)?[\\/]/.test(fromEnv) ? fromEnv : `${process.cwd()}/${fromEnv}`;
}

export default defineConfig({
  root: rendererRoot,
  base: '/',
  plugins: [react(), contentSecurityPolicy()],
  resolve: {
    alias: [
      { find: /^@boda\/contract$/, replacement: contractEntry },
      { find: /^@boda\/contract\/(.*)$/, replacement: `${contractDir}$1` },
    ],
  },
  define: {
    __BODA_E2E__: JSON.stringify(process.env.BODA_E2E === '1'),
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
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => (sideEffectFreeSource.test(id) ? false : undefined) },
      output: { codeSplitting: { groups: vendorChunks }, chunkFileNames: chunkName },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/open': { target: backend, changeOrigin: true },
      '/boda': { target: backend, changeOrigin: true },
    },
  },
});
