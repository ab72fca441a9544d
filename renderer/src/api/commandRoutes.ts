import type { CommandRoutes } from '@boda/contract/api/routes';

/**
 * Method, path, encoding and resource of every command and download (renderer/buildConstants.ts). The
 * build writes the whole table out wherever `__BODA_COMMAND_ROUTES__` is named (~33 KB each time, and a
 * new object each time that expression runs), so this is the one place that names it.
 */
export const commandRoutes: CommandRoutes = __BODA_COMMAND_ROUTES__;
