import {
  changedResources,
  type CommandInput,
  type CommandName,
  type DownloadInput,
  type DownloadName,
  type Resource,
  type ResourceUse,
} from '@boda/contract';
import { commandRoutes } from './commandRoutes';

export type { Resource } from '@boda/contract';

/** What a command or download reads or changes, as the contract declares it beside the command. */
export function resourceUseOf(name: CommandName | DownloadName): ResourceUse {
  return name in commandRoutes.commands
    ? commandRoutes.commands[name as CommandName].resource
    : commandRoutes.downloads[name as DownloadName].resource;
}

/**
 * The one query key scheme of the renderer: `[resource, command, input]`, e.g. `['room', 'room.LIST', {page: 1}]`,
 * the resource being the one the contract declares for the command. Every screen showing a resource
 * caches under its name, so a change to it refreshes all of them whichever feature asked. Without
 * `input` the key is the command's prefix (all its inputs).
 */
export function commandKey<N extends CommandName>(name: N, input?: CommandInput<N>): readonly unknown[];
export function commandKey<N extends DownloadName>(name: N, input?: DownloadInput<N>): readonly unknown[];
export function commandKey(name: CommandName | DownloadName, input?: object): readonly unknown[] {
  const resource = resourceUseOf(name).name;
  return input === undefined ? [resource, name] : [resource, name, input];
}

/** What a command's success makes stale: the resources it changes, less the reads it keeps (none for a read). */
export interface Staleness {
  resources: readonly Resource[];
  keeps: readonly string[];
  /** The server finishes the change after answering: refresh after the follow-up delay. */
  settles: boolean;
}

export function stalenessAfter(name: CommandName): Staleness {
  const use = resourceUseOf(name);
  if (use.kind === 'read') return { resources: [], keeps: [], settles: false };
  return { resources: changedResources(use), keeps: use.keeps ?? [], settles: use.settles === true };
}
