import { StorageKey, bodaSettingSchema, companySchema, configSchema, userSchema } from '@boda/contract';
import type { z } from 'zod';
import { platform } from '../platform';

function readJson<S extends z.ZodType>(key: string, schema: S): z.output<S> | null {
  const raw = platform.storage.get(key);
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The stored profile, each part checked against the contract (an older app version may have written
 * another shape: such a part reads as absent). Loaded on demand by hydrateSession, only when something
 * is stored, so the login page of a signed-out visitor does not load zod.
 */
export function readStoredProfile() {
  return {
    user: readJson(StorageKey.USER, userSchema),
    company: readJson(StorageKey.COMPANY, companySchema),
    cfg: readJson(StorageKey.CONFIG, configSchema),
    bodaSetting: readJson(StorageKey.SETTING, bodaSettingSchema),
  };
}
