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

  /** The company row's configuration, parsed once per configuration version. */
  of(company: { companyIdx: number; configVersion: number; configuration: string }): LoadedConfig {
    const hit = this.entries.get(company.companyIdx);
    if (hit && hit.version === company.configVersion) return hit.loaded;
    const loaded = loadConfig(company.configuration);
    this.entries.set(company.companyIdx, { version: company.configVersion, loaded });
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
