/**
 * The desktop bridge `window.boda`, described once: `desktopBridge` maps every IPC channel
 * ('<feature>.<verb>') to its kind and its zod shapes. Everything else is derived from it:
 *  - `BodaBridge`, the type of window.boda that the renderer's platform.electron.ts uses;
 *  - preload's contextBridge object (preload/src/bridge.ts walks the map);
 *  - main's handler table type and its input checks (main/src/ipc/).
 * A channel is therefore added here and nowhere else; main then fails to typecheck until it has a
 * handler for it.
 *
 * Kinds, and where a channel '<feature>.<verb>' appears on window.boda:
 *  - invoke: `boda.<feature>.<verb>(input)` is ipcRenderer.invoke and returns a Promise of the
 *    output (no argument when the input is `none`). Main validates the sender (only app://boda
 *    pages) and the input, and rejects with an Error whose message is 'IPC_FORBIDDEN' or
 *    'IPC_INVALID_INPUT' otherwise.
 *  - sendSync: `boda.<feature>.<verb>` is a value the preload reads once at page load
 *    (ipcRenderer.sendSync): the output, or null if main refused (never for app://boda).
 *  - event: main -> renderer push (webContents.send). `boda.<feature>.<verb>(listener)` subscribes
 *    and returns an unsubscribe function; the verb is 'on<Something>' and the output is the payload.
 */
import { z } from 'zod';
import { LaunchError, type LaunchOutcome } from './launch';
import { NOTIFY_BODY_MAX, NOTIFY_TITLE_MAX } from './notify';

/** No input (invoke without an argument) or no payload (an event that only signals). */
const none = z.undefined();

// ---- tokens -------------------------------------------------------------------------------------

/** e.g. '<companyId>:<userId>'; becomes part of a keychain account name, so no slashes. */
export const userKeySchema = z.string().regex(/^[A-Za-z0-9_.@:-]{1,128}$/);
const tokenValueSchema = z.string().max(16_384).nullable();
/** Also the stored form (main's token store): a missing token is null. */
export const tokenSetSchema = z.object({
  accessToken: tokenValueSchema.default(null),
  refreshToken: tokenValueSchema.default(null),
  rememberToken: tokenValueSchema.default(null),
});
export type TokenSet = z.output<typeof tokenSetSchema>;
/** Fields left out keep their stored value. */
const tokenPatchSchema = z.strictObject({
  accessToken: tokenValueSchema.optional(),
  refreshToken: tokenValueSchema.optional(),
  rememberToken: tokenValueSchema.optional(),
});

/**
 * The server's device tickets for this app (the x-boda-device header, issue 32 G2): signed tickets
 * joined by '~'. They outlive sign-outs, like a browser's device cookie, and are kept per server.
 */
export const deviceTicketsSchema = z.string().regex(/^[A-Za-z0-9_.~-]{1,8192}$/);

/** Where tokens are kept; `notice` non-null means the UI should show a notice (see TokenNotice). */
export const backendNameSchema = z.enum(['keychain', 'safeStorage', 'memory']);
export type BackendName = z.infer<typeof backendNameSchema>;
/**
 * NO_KEYCHAIN: no OS keychain, tokens encrypted in a file with the OS user's key.
 * WEAK_ENCRYPTION: as above but the OS offers no real secret (Linux without a keyring).
 * NOT_PERSISTED: nothing persists; sign in on every start.
 * BACKEND_CHANGED: tokens were kept elsewhere last time (e.g. keychain gone); sign in again.
 */
export const tokenNoticeSchema = z.enum(['NO_KEYCHAIN', 'WEAK_ENCRYPTION', 'NOT_PERSISTED', 'BACKEND_CHANGED']);
export type TokenNotice = z.infer<typeof tokenNoticeSchema>;
export const tokenStoreStatusSchema = z.strictObject({
  backend: backendNameSchema,
  notice: tokenNoticeSchema.nullable(),
  previousBackend: backendNameSchema.nullable(),
});
export type TokenStoreStatus = z.infer<typeof tokenStoreStatusSchema>;

// ---- launcher -----------------------------------------------------------------------------------

export const clientCheckSchema = z.strictObject({
  installed: z.boolean(),
  /** Our own class client is still running (a join would answer ALREADY_RUNNING). */
  running: z.boolean(),
  /** Monitoring joins (user type 4) work on Windows only. */
  monitorSupported: z.boolean(),
});
export type ClientCheck = z.infer<typeof clientCheckSchema>;

export const launchOutcomeSchema = z.union([
  z.strictObject({ ok: z.literal(true) }),
  z.strictObject({ ok: z.literal(false), error: z.enum(LaunchError) }),
]) satisfies z.ZodType<LaunchOutcome>;

const openedSchema = z.strictObject({ opened: z.boolean() });

// ---- updates ------------------------------------------------------------------------------------

export const updateStateSchema = z.enum([
  'disabled',
  'idle',
  'checking',
  'available',
  'not-available',
  'downloading',
  'downloaded',
  'error',
]);
export type UpdateState = z.infer<typeof updateStateSchema>;
export const updateChannelSchema = z.enum(['stable', 'beta']);
export type UpdateChannelName = z.infer<typeof updateChannelSchema>;
export const updateStatusSchema = z.strictObject({
  state: updateStateSchema,
  currentVersion: z.string(),
  channel: updateChannelSchema,
  channelLocked: z.boolean(),
  availableVersion: z.string().nullable(),
  progress: z.strictObject({ percent: z.number(), transferred: z.number(), total: z.number(), bytesPerSecond: z.number() }).nullable(),
  error: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
});
export type UpdateStatus = z.infer<typeof updateStatusSchema>;

// ---- app ----------------------------------------------------------------------------------------

const osSchema = z.enum(['windows', 'mac', 'linux']);
export const appInfoSchema = z.strictObject({
  name: z.string(),
  version: z.string(),
  os: osSchema,
  platform: z.string(),
  arch: z.string(),
  electron: z.string(),
  chrome: z.string(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

/**
 * Facts the renderer needs synchronously at start (the platform layer's apiBaseUrl() and os()).
 * Read once when the page loads; main reloads the page when the server address changes.
 */
/**
 * A managed lab's choice between the native class client and our web classroom (lab policy
 * `classroom`); null: no policy, the company's WEB_CLIENT_SETTING alone decides.
 */
export const classroomPolicySchema = z.enum(['native', 'web']);
export type ClassroomPolicy = z.infer<typeof classroomPolicySchema>;

export const runtimeSnapshotSchema = z.strictObject({
  serverAddress: z.string().nullable(),
  os: osSchema,
  version: z.string(),
  /** Left out by an older main process: no policy. */
  classroom: classroomPolicySchema.nullable().optional(),
});
export type RuntimeSnapshot = z.infer<typeof runtimeSnapshotSchema>;

// ---- logs and files -----------------------------------------------------------------------------

export const logLevelSchema = z.enum(['debug', 'info', 'warn', 'error']);
export type LogLevel = z.infer<typeof logLevelSchema>;

export const MAX_SAVE_BYTES = 600 * 1024 * 1024;
export const saveAsRequestSchema = z.strictObject({
  // A name, not a path: the dialog decides the folder. No control characters either.
  suggestedName: z
    .string()
    .min(1)
    .max(255)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^/\\:*?"<>|\u0000-\u001f]+$/),
  /** File bytes (room files up to 500 MB). */
  data: z.custom<Uint8Array>((d) => d instanceof Uint8Array).refine((d) => d.byteLength <= MAX_SAVE_BYTES, 'too large'),
  /** e.g. [{ name: 'PDF', extensions: ['pdf'] }] */
  filters: z
    .array(
      z.strictObject({
        name: z.string().min(1).max(50),
        extensions: z
          .array(z.string().regex(/^[A-Za-z0-9]{1,10}$/))
          .min(1)
          .max(10),
      }),
    )
    .max(10)
    .optional(),
});
export type SaveAsRequest = z.infer<typeof saveAsRequestSchema>;
export const saveAsResultSchema = z.union([
  z.strictObject({ saved: z.literal(true), fileName: z.string() }),
  z.strictObject({ saved: z.literal(false) }),
]);
export type SaveAsResult = z.infer<typeof saveAsResultSchema>;

// ---- settings -----------------------------------------------------------------------------------

const companyKey = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
/** Also the stored form in main's settings.json (unknown keys dropped there, refused over IPC). */
export const lastCompanySchema = z.object({
  companyId: companyKey,
  companyCode: companyKey.optional(),
  name: z.string().max(200).optional(),
});
export type LastCompany = z.infer<typeof lastCompanySchema>;
export const settingsViewSchema = z.strictObject({
  /** null until the first-run screen has set one (and no default or policy applies). */
  serverAddress: z.string().nullable(),
  serverAddressLocked: z.boolean(),
  lastCompany: lastCompanySchema.nullable(),
  updateChannel: updateChannelSchema,
  updateChannelLocked: z.boolean(),
  updatesEnabled: z.boolean(),
  clientPath: z.string().nullable(),
  clientPathLocked: z.boolean(),
});
export type SettingsView = z.infer<typeof settingsViewSchema>;
export const setServerAddressResultSchema = z.union([
  z.strictObject({ ok: z.literal(true), serverAddress: z.string() }),
  z.strictObject({ ok: z.literal(false), error: z.enum(['INVALID', 'LOCKED']) }),
]);
export type SetServerAddressResult = z.infer<typeof setServerAddressResultSchema>;
export const setClientPathResultSchema = z.union([
  z.strictObject({ ok: z.literal(true) }),
  z.strictObject({ ok: z.literal(false), error: z.literal('LOCKED') }),
]);
export type SetClientPathResult = z.infer<typeof setClientPathResultSchema>;

// ---- deep links ---------------------------------------------------------------------------------

/** Already checked against the boda:// grammar by main (main/src/deeplink.ts). */
export const deepLinkSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('invite'), companyCode: z.string(), inviteCode: z.string() }),
  z.strictObject({ kind: z.literal('join'), ticket: z.string() }),
  z.strictObject({ kind: z.literal('open'), companyId: z.string() }),
]);
export type DeepLink = z.infer<typeof deepLinkSchema>;

// ---- the map ------------------------------------------------------------------------------------

export type ChannelKind = 'invoke' | 'sendSync' | 'event';
export interface ChannelSpec {
  kind: ChannelKind;
  input: z.ZodType;
  output: z.ZodType;
}
const invoke = <I extends z.ZodType, O extends z.ZodType>(input: I, output: O) => ({ kind: 'invoke' as const, input, output });
const sendSync = <O extends z.ZodType>(output: O) => ({ kind: 'sendSync' as const, input: none, output });
const event = <P extends z.ZodType>(payload: P) => ({ kind: 'event' as const, input: none, output: payload });

export const desktopBridge = {
  /** The server origin is main's configured one; without userKey, the last user on this server. */
  'tokens.get': invoke(
    z.strictObject({ userKey: userKeySchema.optional() }),
    z.strictObject({ userKey: userKeySchema, tokens: tokenSetSchema }).nullable(),
  ),
  'tokens.set': invoke(z.strictObject({ userKey: userKeySchema, tokens: tokenPatchSchema }), z.void()),
  'tokens.clear': invoke(z.strictObject({ userKey: userKeySchema.optional() }), z.void()),
  'tokens.status': invoke(none, tokenStoreStatusSchema),
  /** This app's device tickets for the configured server; null when it has none (or no server). */
  'tokens.getDevice': invoke(none, deviceTicketsSchema.nullable()),
  'tokens.setDevice': invoke(z.strictObject({ tickets: deviceTicketsSchema }), z.void()),

  'launcher.checkClient': invoke(none, clientCheckSchema),
  /** The joinTicket from the server's join response; never raw parameters. Resolves after the 5 s join wait. */
  'launcher.join': invoke(z.strictObject({ ticket: z.string().min(1).max(4096) }), launchOutcomeSchema),
  /**
   * Opens the class client download (GET /open/app/bodaApp DOWNLOAD_CLIENT, asked by main itself) in
   * the browser; `companyId` lets the server name the installer that company uploaded. `opened` is
   * false when the server has none.
   */
  'launcher.openInstallPage': invoke(z.strictObject({ companyId: companyKey.optional() }), openedSchema),
  /**
   * Opens a join answer's webJoinUrl (`<web classroom>#ticket=<joinTicket>`) in the system browser.
   * Main opens it only when it is https (or loopback http) and its ticket is signed by the
   * configured server; else `opened` is false.
   */
  'launcher.openWeb': invoke(z.strictObject({ url: z.string().min(1).max(6144) }), openedSchema),

  /**
   * Opens our own web classroom (`<configured server>/classroom#ticket=<joinTicket>`) in the app's
   * classroom window (one at a time: a second join replaces it). Main refuses any other address and a
   * ticket the configured server did not sign; `opened` is then false.
   */
  'classroom.open': invoke(z.strictObject({ url: z.string().min(1).max(6144) }), openedSchema),

  'updates.status': invoke(none, updateStatusSchema),
  'updates.check': invoke(none, updateStatusSchema),
  'updates.download': invoke(none, updateStatusSchema),
  /** Quits and installs when an update is downloaded; false otherwise. */
  'updates.install': invoke(none, z.boolean()),
  /** False when lab policy pins the channel. */
  'updates.setChannel': invoke(z.strictObject({ channel: updateChannelSchema }), z.boolean()),
  'updates.onStatus': event(updateStatusSchema),

  'app.info': invoke(none, appInfoSchema),
  'app.runtime': sendSync(runtimeSnapshotSchema),

  'logs.openFolder': invoke(none, z.void()),
  /** Written to renderer.log; warn and error also go to the server's POST /open/logger. */
  'logs.write': invoke(
    z.strictObject({ level: logLevelSchema, message: z.string().max(10_000), stack: z.string().max(20_000).optional() }),
    z.void(),
  ),

  'files.saveAs': invoke(saveAsRequestSchema, saveAsResultSchema),

  /**
   * An OS notification (a homework reminder arrived as a new message); clicking it brings the window to
   * the front. False where the system shows none.
   */
  'notify.show': invoke(
    z.strictObject({ title: z.string().min(1).max(NOTIFY_TITLE_MAX), body: z.string().max(NOTIFY_BODY_MAX) }),
    z.boolean(),
  ),

  'settings.get': invoke(none, settingsViewSchema),
  'settings.setServerAddress': invoke(z.strictObject({ address: z.string().max(2048) }), setServerAddressResultSchema),
  'settings.setLastCompany': invoke(z.strictObject({ company: lastCompanySchema.strict().nullable() }), z.void()),
  'settings.setClientPath': invoke(z.strictObject({ path: z.string().min(1).max(1024).nullable() }), setClientPathResultSchema),
  /** 'Settings…' in the tray or application menu: the renderer opens its settings dialog. */
  'settings.onOpen': event(none),

  /** The link the app was started with (or received before the renderer listened), once. */
  'deepLinks.take': invoke(none, deepLinkSchema.nullable()),
  'deepLinks.onLink': event(deepLinkSchema),
} as const satisfies Record<`${string}.${string}`, ChannelSpec>;

// ---- derived types ------------------------------------------------------------------------------

export type DesktopBridgeMap = typeof desktopBridge;
export type BridgeChannel = keyof DesktopBridgeMap;
export type ChannelsOfKind<K extends ChannelKind> = {
  [C in BridgeChannel]: DesktopBridgeMap[C]['kind'] extends K ? C : never;
}[BridgeChannel];
export type InvokeChannel = ChannelsOfKind<'invoke'>;
export type SyncChannel = ChannelsOfKind<'sendSync'>;
export type EventChannel = ChannelsOfKind<'event'>;

/** What the renderer passes (before zod defaults apply). */
export type BridgeRequest<C extends BridgeChannel> = z.input<DesktopBridgeMap[C]['input']>;
/** What main's handler receives, once the input has been parsed. */
export type BridgeInput<C extends BridgeChannel> = z.output<DesktopBridgeMap[C]['input']>;
/** What main answers (invoke, sendSync) or pushes (event), and the renderer receives. */
export type BridgeOutput<C extends BridgeChannel> = z.output<DesktopBridgeMap[C]['output']>;

type InvokeMember<C extends BridgeChannel> = [BridgeRequest<C>] extends [undefined]
  ? () => Promise<BridgeOutput<C>>
  : (req: BridgeRequest<C>) => Promise<BridgeOutput<C>>;
type EventMember<C extends BridgeChannel> = (
  listener: [BridgeOutput<C>] extends [undefined] ? () => void : (value: BridgeOutput<C>) => void,
) => () => void;
type BridgeMember<C extends BridgeChannel> = DesktopBridgeMap[C]['kind'] extends 'invoke'
  ? InvokeMember<C>
  : DesktopBridgeMap[C]['kind'] extends 'event'
    ? EventMember<C>
    : BridgeOutput<C> | null;
type FeatureOf<C> = C extends `${infer F}.${string}` ? F : never;

/** window.boda: one namespace per feature, one member per channel (see the kinds above). */
export type BodaBridge = {
  [F in FeatureOf<BridgeChannel>]: { [C in BridgeChannel as C extends `${F}.${infer V}` ? V : never]: BridgeMember<C> };
};

/** Every channel of the map, in map order. */
export const bridgeChannels = Object.keys(desktopBridge) as BridgeChannel[];

/** The channels of one kind, e.g. every invoke channel main must handle. */
export function channelsOfKind<K extends ChannelKind>(kind: K): ChannelsOfKind<K>[] {
  return bridgeChannels.filter((c): c is ChannelsOfKind<K> => desktopBridge[c].kind === kind);
}

/** Where a channel sits on window.boda: ['tokens', 'get'] for 'tokens.get'. */
export function bridgePlace(channel: BridgeChannel): [feature: string, verb: string] {
  const dot = channel.indexOf('.');
  return [channel.slice(0, dot), channel.slice(dot + 1)];
}
