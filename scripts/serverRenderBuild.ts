import { build, type Plugin } from 'vite';

/** The server's render of the login page, built beside the web build it hydrates (renderer/src/ssr). */
export const SERVER_RENDER_DIR = '.ssr';
export const SERVER_RENDER_ENTRY = 'serverEntry.js';

/**
 * After the web build, builds renderer/src/ssr/serverEntry.tsx for Node into `<outDir>/.ssr/` (a dot
 * folder: the server never sends it), with the same config, so the server renders the page from the
 * very code the browser then hydrates. Every web build gets it: npm start, the E2E build, the benches.
 * Node-side build code, hence outside renderer/ (whose lint boundary forbids node: imports).
 */
export function serverRenderBuild(options: { configFile: string }): Plugin {
  let outDir = '';
  let mode = 'production';
  let skip = false;
  return {
    name: 'boda-server-render-build',
    apply: 'build',
    configResolved(config) {
      skip = Boolean(config.build.ssr);
      outDir = config.build.outDir;
      mode = config.mode;
    },
    async closeBundle() {
      if (skip) return;
      await build({
        configFile: options.configFile,
        mode,
        logLevel: 'warn',
        // One self-contained file: React, Fluent and the router in their production builds, whatever the
        // server's NODE_ENV, and a server installed without the renderer's packages still renders.
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development') },
        build: {
          ssr: 'src/ssr/serverEntry.tsx',
          outDir: `${outDir}/${SERVER_RENDER_DIR}`,
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
          rolldownOptions: { output: { entryFileNames: SERVER_RENDER_ENTRY } },
        },
      });
    },
  };
}
