import type { AuthMode } from './access';
import type { Encoding, HttpMethod } from './define';
import type { ResourceUse } from './resources';
import { commands, downloads, type CommandName, type DownloadName } from './index';

/** Where and how a command travels: everything a client needs to send it, without its schemas. */
export interface CommandRoute {
  method: HttpMethod;
  path: string;
  command?: string;
  encoding: Encoding;
  auth: AuthMode;
  /** What it reads or changes: the renderer's query keys and refreshes follow from it. */
  resource: ResourceUse;
}

export interface CommandRoutes {
  commands: Record<CommandName, CommandRoute>;
  downloads: Record<DownloadName, CommandRoute & { command: string }>;
}

/**
 * The route table of every command and download, as plain data. The renderer's builds compute it
 * once (renderer/buildConstants.ts) and inline it, so the browser sends commands without loading
 * zod and every resource's schemas.
 */
export function commandRoutes(): CommandRoutes {
  const routeOf = ({ method, path, command, encoding, auth, resource }: CommandRoute): CommandRoute =>
    command === undefined ? { method, path, encoding, auth, resource } : { method, path, command, encoding, auth, resource };
  const entries = <K extends string, V>(map: Record<K, V>) => Object.entries(map) as Array<[K, V]>;
  return {
    commands: Object.fromEntries(entries(commands).map(([name, spec]) => [name, routeOf(spec)])) as CommandRoutes['commands'],
    downloads: Object.fromEntries(
      entries(downloads).map(([name, spec]) => [
        name,
        // A POST download carries its input in a JSON body (classroom.CHAT_FILE_DOWNLOAD: a token stays out of the URL).
        { ...routeOf({ ...spec, encoding: spec.method === 'GET' ? 'query' : 'json' }), command: spec.command },
      ]),
    ) as CommandRoutes['downloads'],
  };
}
