import { z } from 'zod';
import type { SetClientPathResult, SetServerAddressResult, SettingsView } from '@boda/contract/desktop';
import { resolveEffectiveConfig, type Defaults, type EffectiveConfig, type LabPolicy } from '../policy/policy';
import { readJsonFile } from '../settings/json-file';
import { normalizeServerAddress } from '../settings/server-address';
import type { LastCompany, SettingsStore, UpdateChannelName } from '../settings/settings-store';

/** resources/default-server.json */
export const defaultsFileSchema = z.object({
  serverAddress: z.string().nullable().default(null),
  /** Hosts (or '*.domain') whose links may open in the system browser besides the server itself. */
  externalHosts: z.array(z.string()).default([]),
});
export type DefaultsFile = z.infer<typeof defaultsFileSchema>;

export async function loadDefaults(file: string): Promise<DefaultsFile> {
  return (await readJsonFile(file, defaultsFileSchema)) ?? defaultsFileSchema.parse({});
}

/** Settings as the app sees them: user settings under the lab policy. Notifies on every change. */
export class SettingsService {
  private readonly listeners = new Set<(c: EffectiveConfig) => void>();

  constructor(
    private readonly store: SettingsStore,
    private readonly policy: LabPolicy,
    private readonly defaults: Defaults,
  ) {}

  effective(): EffectiveConfig {
    return resolveEffectiveConfig(this.policy, this.store.get(), this.defaults);
  }

  onChange(listener: (c: EffectiveConfig) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  view(): SettingsView {
    const e = this.effective();
    return {
      serverAddress: e.serverAddress,
      serverAddressLocked: e.serverAddressLocked,
      lastCompany: this.store.get().lastCompany,
      updateChannel: e.updates.channel,
      updateChannelLocked: e.updates.channelLocked || !e.updates.enabled,
      updatesEnabled: e.updates.enabled,
      clientPath: e.clientPath,
      clientPathLocked: e.clientPathLocked,
    };
  }

  async setServerAddress(address: string): Promise<SetServerAddressResult> {
    if (this.effective().serverAddressLocked) return { ok: false, error: 'LOCKED' };
    const origin = normalizeServerAddress(address);
    if (origin === null) return { ok: false, error: 'INVALID' };
    const changed = origin !== this.effective().serverAddress;
    // A different server means a different company space: forget the last company.
    await this.store.update(changed ? { serverAddress: origin, lastCompany: null } : { serverAddress: origin });
    this.emit();
    return { ok: true, serverAddress: origin };
  }

  async setLastCompany(company: LastCompany | null): Promise<void> {
    await this.store.update({ lastCompany: company });
  }

  async setClientPath(path: string | null): Promise<SetClientPathResult> {
    if (this.effective().clientPathLocked) return { ok: false, error: 'LOCKED' };
    await this.store.update({ clientPath: path });
    this.emit();
    return { ok: true };
  }

  async setUpdateChannel(channel: UpdateChannelName): Promise<boolean> {
    const e = this.effective();
    if (e.updates.channelLocked || !e.updates.enabled) return false;
    await this.store.update({ updateChannel: channel });
    return true;
  }

  private emit(): void {
    const e = this.effective();
    for (const l of this.listeners) l(e);
  }
}
