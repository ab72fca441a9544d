import type { CommandInput, CommandName, DownloadInput, DownloadName } from '@boda/contract';

/** The resource of a command: what comes before the first dot (`room` of `room.LIST`, `message` of `message.send.LIST`). */
export type ResourceOf<N extends string> = N extends `${infer R}.${string}` ? R : never;

/** Every resource of the contract; `useCommandMutation({ invalidates })` names these. */
export type Resource = ResourceOf<CommandName | DownloadName>;

function split(name: string): [string, string] {
  const dot = name.indexOf('.');
  return [name.slice(0, dot), name.slice(dot + 1)];
}

/**
 * The one query key scheme of the renderer: `[resource, command, input]`, e.g. `['room', 'LIST', {page: 1}]`.
 * Every screen showing a resource caches under its name, so invalidating `['room']` refreshes all of
 * them whichever feature asked. Without `input` the key is the command's prefix (all its inputs).
 */
export function commandKey<N extends CommandName>(name: N, input?: CommandInput<N>): readonly unknown[];
export function commandKey<N extends DownloadName>(name: N, input?: DownloadInput<N>): readonly unknown[];
export function commandKey(name: string, input?: object): readonly unknown[] {
  const [resource, command] = split(name);
  return input === undefined ? [resource, command] : [resource, command, input];
}

/** The prefix of every query of a resource. */
export function resourceKey(resource: Resource): readonly [Resource] {
  return [resource];
}
