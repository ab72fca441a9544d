import type { z } from 'zod';
import type { CommandSpec } from './define';
import { companyCommands } from './company';
import { sessionCommands } from './session';
import { userCommands } from './user';
import { appCommands } from './app';
import { loggerCommands } from './logger';

/** Every command of the API; a resource adds its map here. */
export const commands = {
  ...sessionCommands,
  ...companyCommands,
  ...userCommands,
  ...appCommands,
  ...loggerCommands,
} as const satisfies Record<string, CommandSpec>;

export type Commands = typeof commands;
export type CommandName = keyof Commands;
export type CommandInput<N extends CommandName> = z.input<Commands[N]['input']>;
export type CommandParsedInput<N extends CommandName> = z.output<Commands[N]['input']>;
export type CommandData<N extends CommandName> = z.output<Commands[N]['output']>;

export * from './define';
export * from './entities';
export * from './session';
export * from './company';
export * from './user';
export * from './app';
export * from './logger';
