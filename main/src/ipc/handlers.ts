import { z } from 'zod';
import type { LaunchOutcome } from '@boda/contract/launch';
import { logLevelSchema, type LogLevel } from '../logging/remote-log';
import { lastCompanySchema, UpdateChannel, type LastCompany, type UpdateChannelName } from '../settings/settings-store';
import { userKeySchema } from '../tokens/token-store';
import { tokenSetSchema } from '../tokens/types';
import { IpcChannels as C, IpcSyncChannels, type IpcChannel } from '@boda/contract/desktop';
import type { AppInfo, ClientCheck, DeepLink, RuntimeSnapshot, SaveAsResult, SetClientPathResult, SetServerAddressResult, SettingsView, TokenSet, TokenStoreStatus, UpdateStatus } from '@boda/contract/desktop';
import { handler, syncHandler, type IpcEventLike, type IpcHandler } from './validate';

export const MAX_SAVE_BYTES = 600 * 1024 * 1024;

export const saveAsSchema = z
  .object({
    // A name, not a path: the dialog decides the folder. No control characters either.
    // eslint-disable-next-line no-control-regex
    suggestedName: z.string().min(1).max(255).regex(/^[^/\\:*?"<>|\u0000-\u001f]+$/),
    data: z.instanceof(Uint8Array).refine((d) => d.byteLength <= MAX_SAVE_BYTES, 'too large'),
    filters: z
      .array(z.object({ name: z.string().min(1).max(50), extensions: z.array(z.string().regex(/^[A-Za-z0-9]{1,10}$/)).min(1).max(10) }).strict())
      .max(10)
      .optional(),
  })
  .strict();
export type SaveAsInput = z.infer<typeof saveAsSchema>;

export interface IpcDeps {
  tokens: {
    get(userKey?: string): Promise<{ userKey: string; tokens: TokenSet } | null>;
    set(userKey: string, tokens: Partial<TokenSet>): Promise<void>;
    clear(userKey?: string): Promise<void>;
    status(): TokenStoreStatus;
  };
  launcher: { checkClient(): Promise<ClientCheck>; join(ticket: string): Promise<LaunchOutcome>; openInstallPage(): Promise<boolean>; openWeb(url: string): Promise<boolean> };
  updates: { status(): UpdateStatus; check(): Promise<UpdateStatus>; download(): Promise<UpdateStatus>; install(): boolean; setChannel(channel: UpdateChannelName): Promise<boolean> };
  appInfo(): AppInfo;
  runtime(): RuntimeSnapshot;
  logs: { openFolder(): Promise<void>; write(level: LogLevel, message: string, stack?: string): void };
  files: { saveAs(req: SaveAsInput): Promise<SaveAsResult> };
  settings: {
    get(): SettingsView;
    setServerAddress(address: string): Promise<SetServerAddressResult>;
    setLastCompany(company: LastCompany | null): Promise<void>;
    setClientPath(path: string | null): Promise<SetClientPathResult>;
  };
  deepLinks: { take(): DeepLink | null };
}

const none = z.undefined();
const obj = <T extends z.ZodRawShape>(shape: T) => z.object(shape).strict();
const tokenPatch = obj({ accessToken: tokenSetSchema.shape.accessToken.unwrap().optional(), refreshToken: tokenSetSchema.shape.refreshToken.unwrap().optional(), rememberToken: tokenSetSchema.shape.rememberToken.unwrap().optional() });

/** Every channel of IpcChannels has exactly one handler here (checked by the `satisfies`). */
export function createIpcHandlers(d: IpcDeps): Record<IpcChannel, IpcHandler> {
  return {
    [C.tokens.get]: handler(obj({ userKey: userKeySchema.optional() }), (i) => d.tokens.get(i.userKey)),
    [C.tokens.set]: handler(obj({ userKey: userKeySchema, tokens: tokenPatch }), (i) => d.tokens.set(i.userKey, i.tokens)),
    [C.tokens.clear]: handler(obj({ userKey: userKeySchema.optional() }), (i) => d.tokens.clear(i.userKey)),
    [C.tokens.status]: handler(none, () => d.tokens.status()),

    [C.launcher.checkClient]: handler(none, () => d.launcher.checkClient()),
    [C.launcher.join]: handler(obj({ ticket: z.string().min(1).max(4096) }), (i) => d.launcher.join(i.ticket)),
    [C.launcher.openInstallPage]: handler(none, async () => ({ opened: await d.launcher.openInstallPage() })),
    [C.launcher.openWeb]: handler(obj({ url: z.string().min(1).max(6144) }), async (i) => ({ opened: await d.launcher.openWeb(i.url) })),

    [C.updates.status]: handler(none, () => d.updates.status()),
    [C.updates.check]: handler(none, () => d.updates.check()),
    [C.updates.download]: handler(none, () => d.updates.download()),
    [C.updates.install]: handler(none, () => d.updates.install()),
    [C.updates.setChannel]: handler(obj({ channel: z.enum(UpdateChannel) }), (i) => d.updates.setChannel(i.channel)),

    [C.app.info]: handler(none, () => d.appInfo()),

    [C.logs.openFolder]: handler(none, () => d.logs.openFolder()),
    [C.logs.write]: handler(obj({ level: logLevelSchema, message: z.string().max(10_000), stack: z.string().max(20_000).optional() }), (i) =>
      d.logs.write(i.level, i.message, i.stack),
    ),

    [C.files.saveAs]: handler(saveAsSchema, (i) => d.files.saveAs(i)),

    [C.settings.get]: handler(none, () => d.settings.get()),
    [C.settings.setServerAddress]: handler(obj({ address: z.string().max(2048) }), (i) => d.settings.setServerAddress(i.address)),
    [C.settings.setLastCompany]: handler(obj({ company: lastCompanySchema.strict().nullable() }), (i) => d.settings.setLastCompany(i.company)),
    [C.settings.setClientPath]: handler(obj({ path: z.string().min(1).max(1024).nullable() }), (i) => d.settings.setClientPath(i.path)),

    [C.deepLinks.take]: handler(none, () => d.deepLinks.take()),
  };
}

export function createSyncHandlers(d: Pick<IpcDeps, 'runtime'>): Record<(typeof IpcSyncChannels)['app']['runtime'], (event: IpcEventLike) => RuntimeSnapshot | null> {
  return { [IpcSyncChannels.app.runtime]: syncHandler(() => d.runtime()) };
}
