import type { AppUpdater, ProgressInfo, UpdateInfo } from 'electron-updater';
import type { EffectiveConfig } from '../policy/policy';
import type { UpdateChannelName, UpdateState, UpdateStatus } from '@boda/contract/desktop';

export const FIRST_CHECK_DELAY_MS = 5_000;
export const CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000;

export type { UpdateState, UpdateStatus };

/** The part of electron-updater's AppUpdater this service drives (tests pass a real AppImageUpdater). */
export type Updater = Pick<
  AppUpdater,
  | 'autoDownload'
  | 'autoInstallOnAppQuit'
  | 'allowDowngrade'
  | 'allowPrerelease'
  | 'channel'
  | 'currentVersion'
  | 'setFeedURL'
  | 'checkForUpdates'
  | 'downloadUpdate'
  | 'quitAndInstall'
  | 'on'
>;

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  setInterval(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}
const realTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clear: (h) => clearTimeout(h as NodeJS.Timeout),
};

/**
 * Background updates: first check 5 s after start, then every 4 h; downloads in the background
 * (progress goes to the renderer), installs on quit or on request. A lab policy can disable it,
 * pin the channel and point it at an internal server.
 */
export class UpdateService {
  private status: UpdateStatus;
  private handles: unknown[] = [];
  private readonly listeners = new Set<(s: UpdateStatus) => void>();

  constructor(
    private readonly updater: Updater,
    private config: EffectiveConfig['updates'],
    private readonly timers: Timers = realTimers,
    private readonly log: (m: string) => void = () => undefined,
  ) {
    this.status = {
      state: config.enabled ? 'idle' : 'disabled',
      currentVersion: updater.currentVersion.version,
      channel: config.channel,
      channelLocked: config.channelLocked || !config.enabled,
      availableVersion: null,
      progress: null,
      error: null,
      lastCheckedAt: null,
    };
    updater.autoDownload = true;
    updater.autoInstallOnAppQuit = true;
    this.applyFeed();
    this.wire();
  }

  onStatus(listener: (s: UpdateStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  getStatus(): UpdateStatus {
    return this.status;
  }

  start(): void {
    if (!this.config.enabled) return;
    this.handles.push(this.timers.setTimeout(() => void this.check(), FIRST_CHECK_DELAY_MS));
    this.handles.push(this.timers.setInterval(() => void this.check(), CHECK_INTERVAL_MS));
  }

  stop(): void {
    for (const h of this.handles) this.timers.clear(h);
    this.handles = [];
  }

  async check(): Promise<UpdateStatus> {
    if (!this.config.enabled) return this.status;
    // A second check while a download runs would only restart electron-updater's work.
    if (this.status.state === 'downloading' || this.status.state === 'downloaded') return this.status;
    try {
      await this.updater.checkForUpdates();
    } catch (err) {
      this.set({ state: 'error', error: err instanceof Error ? err.message : String(err) });
    }
    return this.status;
  }

  /** Starts a download that was not started automatically (or failed); a no-op otherwise. */
  async download(): Promise<UpdateStatus> {
    if (this.status.state !== 'available' && !(this.status.state === 'error' && this.status.availableVersion !== null)) return this.status;
    try {
      this.set({ state: 'downloading', error: null });
      await this.updater.downloadUpdate();
    } catch (err) {
      this.set({ state: 'error', error: err instanceof Error ? err.message : String(err) });
    }
    return this.status;
  }

  /** Returns false when policy pins the channel. */
  setChannel(channel: UpdateChannelName): boolean {
    if (this.status.channelLocked) return false;
    this.config = { ...this.config, channel };
    this.applyFeed();
    this.set({ channel, availableVersion: null, state: this.config.enabled ? 'idle' : 'disabled' });
    return true;
  }

  install(): boolean {
    if (this.status.state !== 'downloaded') return false;
    // isSilent false: show the installer UI for a user-requested restart; force the app to run after.
    this.updater.quitAndInstall(false, true);
    return true;
  }

  private applyFeed(): void {
    const channelFile = this.config.channel === 'beta' ? 'beta' : 'latest';
    if (this.config.url !== null) this.updater.setFeedURL({ provider: 'generic', url: this.config.url, channel: channelFile });
    this.updater.channel = channelFile;
    this.updater.allowPrerelease = this.config.channel === 'beta';
    // Setting `channel` turns downgrades on; only a beta build moving back to stable may go down.
    this.updater.allowDowngrade = this.config.channel === 'stable' && this.updater.currentVersion.prerelease.length > 0;
  }

  private wire(): void {
    const u = this.updater;
    u.on('checking-for-update', () => this.set({ state: 'checking', error: null }));
    u.on('update-available', (info: UpdateInfo) =>
      this.set({
        state: u.autoDownload ? 'downloading' : 'available',
        availableVersion: info.version,
        progress: null,
        lastCheckedAt: new Date().toISOString(),
      }),
    );
    u.on('update-not-available', () =>
      this.set({ state: 'not-available', availableVersion: null, lastCheckedAt: new Date().toISOString() }),
    );
    u.on('download-progress', (p: ProgressInfo) =>
      this.set({
        state: 'downloading',
        progress: { percent: p.percent, transferred: p.transferred, total: p.total, bytesPerSecond: p.bytesPerSecond },
      }),
    );
    u.on('update-downloaded', (info) => this.set({ state: 'downloaded', availableVersion: info.version, progress: null }));
    u.on('error', (err: Error) => {
      this.log(`updates: ${err.message}`);
      this.set({ state: 'error', error: err.message });
    });
  }

  private set(patch: Partial<UpdateStatus>): void {
    this.status = { ...this.status, ...patch };
    for (const l of this.listeners) l(this.status);
  }
}
