import path from 'node:path';
import { lastCompanySchema, updateChannelSchema, type LastCompany, type UpdateChannelName } from '@boda/contract/desktop';
import { z } from 'zod';
import { readJsonFile, writeJsonFileAtomic } from './json-file';

export type { LastCompany, UpdateChannelName };

export const windowStateSchema = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(400).max(20000),
  height: z.number().int().min(300).max(20000),
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof windowStateSchema>;

/** Per-user settings in userData/settings.json. Tokens never go here (they live in the keychain). */
export const userSettingsSchema = z.object({
  serverAddress: z.string().nullable().default(null),
  lastCompany: lastCompanySchema.nullable().default(null),
  updateChannel: updateChannelSchema.default('stable'),
  clientPath: z.string().nullable().default(null),
  windowState: windowStateSchema.nullable().default(null),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export class SettingsStore {
  private current: UserSettings = userSettingsSchema.parse({});
  private readonly file: string;
  /** Writes are chained so two quick updates cannot interleave their renames. */
  private writing: Promise<void> = Promise.resolve();

  constructor(userDataDir: string) {
    this.file = path.join(userDataDir, 'settings.json');
  }

  async load(): Promise<UserSettings> {
    this.current = (await readJsonFile(this.file, userSettingsSchema)) ?? userSettingsSchema.parse({});
    return this.current;
  }

  get(): UserSettings {
    return this.current;
  }

  async update(patch: Partial<UserSettings>): Promise<UserSettings> {
    this.current = userSettingsSchema.parse({ ...this.current, ...patch });
    const snapshot = this.current;
    this.writing = this.writing.then(() => writeJsonFileAtomic(this.file, snapshot));
    await this.writing;
    return snapshot;
  }
}
