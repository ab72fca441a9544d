import type { z } from 'zod';
import type { CommandSpec } from './define';
import { companyCommands } from './company';
import { sessionCommands } from './session';
import { userCommands } from './user';
import { appCommands } from './app';
import { loggerCommands } from './logger';
import { roomCommands, roomDownloads } from './room';
import { meetCommands } from './meet';
import { classClientCommands } from './classClient';
import { classroomCommands, classroomDownloads } from './classroom';
import { groupCommands } from './group';
import { memoCommands } from './memo';
import { priceCommands } from './price';
import { messageCommands, messageDownloads } from './message';
import { userDownloads } from './user';
import { bookCommands, bookDownloads } from './book';
import { textbookCommands, textbookDownloads } from './textbook';
import { taskCommands } from './task';
import { noteCommands, noteDownloads } from './note';
import { logMeetCommands, logMeetDownloads } from './logMeet';
import { recordCommands, recordDownloads } from './record';
import { companySettingsCommands, companySettingsDownloads } from './companySettings';
import { chargesCommands, chargesDownloads } from './charges';
import { statsCommands } from './stats';
import { boardCommands, boardDownloads } from './board';
import { scheduleCommands } from './schedule';
import { enquiryCommands } from './enquiry';
import { serviceIntroCommands } from './serviceIntro';
import { ssoCommands } from './sso';
import type { DownloadSpec } from './download';

/** Every command of the API; a resource adds its map here. */
export const commands = {
  ...sessionCommands,
  ...companyCommands,
  ...userCommands,
  ...appCommands,
  ...loggerCommands,
  ...roomCommands,
  ...meetCommands,
  ...classClientCommands,
  ...classroomCommands,
  ...groupCommands,
  ...memoCommands,
  ...priceCommands,
  ...messageCommands,
  ...bookCommands,
  ...textbookCommands,
  ...taskCommands,
  ...noteCommands,
  ...logMeetCommands,
  ...recordCommands,
  ...companySettingsCommands,
  ...chargesCommands,
  ...statsCommands,
  ...boardCommands,
  ...scheduleCommands,
  ...enquiryCommands,
  ...serviceIntroCommands,
  ...ssoCommands,
} as const satisfies Record<string, CommandSpec>;

/** Commands that answer bytes (files, images); a resource adds its map here. */
export const downloads = {
  ...userDownloads,
  ...messageDownloads,
  ...roomDownloads,
  ...bookDownloads,
  ...textbookDownloads,
  ...noteDownloads,
  ...logMeetDownloads,
  ...recordDownloads,
  ...classroomDownloads,
  ...chargesDownloads,
  ...boardDownloads,
  ...companySettingsDownloads,
} as const satisfies Record<string, DownloadSpec>;
export type DownloadName = keyof typeof downloads;
export type DownloadInput<N extends DownloadName> = z.input<(typeof downloads)[N]['input']>;

export type Commands = typeof commands;
export type CommandName = keyof Commands;
export type CommandInput<N extends CommandName> = z.input<Commands[N]['input']>;
export type CommandParsedInput<N extends CommandName> = z.output<Commands[N]['input']>;
export type CommandData<N extends CommandName> = z.output<Commands[N]['output']>;

export * from './access';
export * from './define';
export * from './resources';
export * from './entities';
export * from './session';
export * from './company';
export * from './user';
export * from './app';
export * from './installer';
export * from './logger';
export * from './room';
export * from './meet';
export * from './classClient';
export * from './classroom';
export * from './params';
export * from './download';
export * from './group';
export * from './memo';
export * from './price';
export * from './message';
export * from './board';
export * from './schedule';
export * from './bookEntities';
export * from './book';
export * from './textbook';
export * from './noteEntities';
export * from './task';
export * from './note';
export * from './logMeet';
export * from './record';
export * from './companySettings';
export * from './emergency';
export * from './charges';
export * from './stats';
export * from './enquiry';
export * from './serviceIntro';
export * from './sso';
