import { runnerImport, type Plugin } from 'vite';
import type { CommandRoutes } from '../contract/src/api/routes';

// Plain string paths: the renderer's lint boundary forbids node: imports, even here.
const routesModule = `${import.meta.dirname.replace(/[\\/]renderer$/, '')}/contract/src/api/routes.ts`;

/**
 * The renderer's build-time constants (Vite `define`), the same for the web build, the desktop build
 * and the unit tests (vitest.config.ts):
 *  - __BODA_E2E__: the Playwright hook (api/e2eHook.ts) is compiled in;
 *  - __BODA_COMMAND_ROUTES__: method, path and encoding of every command, computed here from the
 *    contract so the API client sends commands without loading zod and every resource's schemas
 *    (the login page's budget, tests/bench/README.md). The contract runs in Vite's module runner, not
 *    in the config bundle.
 */
export function buildConstants(options: { e2e: boolean }): Plugin {
  return {
    name: 'boda-build-constants',
    async config() {
      const { module } = await runnerImport<{ commandRoutes(): CommandRoutes }>(routesModule, { configFile: false, logLevel: 'warn' });
      return {
        define: {
          __BODA_E2E__: JSON.stringify(options.e2e),
          __BODA_COMMAND_ROUTES__: JSON.stringify(module.commandRoutes()),
        },
      };
    },
  };
}
