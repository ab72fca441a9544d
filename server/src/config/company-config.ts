import { type RawConfig, toUnsignedMask } from '@boda/contract';
import { type CompanyConfig, parseConfigString, permissionMaskOf, readCompanyConfig } from '@boda/contract/config';

export interface LoadedConfig {
  raw: RawConfig;
  config: CompanyConfig;
}

/**
 * Parsed configurations keyed by company and version. Every authenticated call needs the caller's
 * permission mask; the version changes on every update, so a stale entry can never be served.
 */
export class ConfigCache {
  private readonly entries = new Map<number, { version: number; loaded: LoadedConfig }>();

  get(companyIdx: number, version: number, configuration: string): LoadedConfig {
    const hit = this.entries.get(companyIdx);
    if (hit && hit.version === version) return hit.loaded;
    const loaded = loadConfig(configuration);
    this.entries.set(companyIdx, { version, loaded });
    return loaded;
  }
}

export function loadConfig(configuration: string): LoadedConfig {
  const raw = parseConfigString(configuration);
  return { raw, config: readCompanyConfig(raw) };
}

export function maskOf(config: CompanyConfig, userTypeCd: number): number {
  return toUnsignedMask(permissionMaskOf(config, userTypeCd));
}
