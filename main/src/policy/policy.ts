import path from 'node:path';
import { z } from 'zod';
import { readJsonFile } from '../settings/json-file';
import { normalizeServerAddress } from '../settings/server-address';
import { classroomPolicySchema, updateChannelSchema, type ClassroomPolicy } from '@boda/contract/desktop';
import type { UpdateChannelName, UserSettings } from '../settings/settings-store';

/**
 * Lab policy: an administrator's file that per-user settings cannot override. Written by the
 * per-machine installer (resources/installer.nsh) or by IT tooling; a copy may ship in resources/.
 *
 *   { "updates": { "enabled": false, "channel": "stable", "url": "https://updates.school.local/boda/" },
 *     "serverAddress": "https://boda.school.kr", "clientPath": "C:\\Program Files\\Boda Class\\BodaClass.exe",
 *     "classroom": "web" }
 *
 * `classroom`: "web" makes joins use our web classroom (in the app's classroom window) instead of the
 * native class client wherever the school allows web classes (WEB_CLIENT_SETTING app plus web); an
 * app-only school still gets the native client. "native" (or no key) leaves the choice to the setting.
 */
export const labPolicySchema = z
  .object({
    updates: z
      .object({
        enabled: z.boolean().optional(),
        channel: updateChannelSchema.optional(),
        url: z
          .url()
          .refine((u) => /^https?:\/\//.test(u))
          .optional(),
      })
      .strict()
      .optional(),
    serverAddress: z.string().optional(),
    clientPath: z.string().min(1).optional(),
    classroom: classroomPolicySchema.optional(),
  })
  .strict();
export type LabPolicy = z.infer<typeof labPolicySchema>;

/** Machine-wide policy locations, writable only by administrators. */
export function machinePolicyPath(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): string {
  if (platform === 'win32')
    return path.win32.join(env.ProgramData ?? env.PROGRAMDATA ?? 'C:\\ProgramData', 'Boda Classroom', 'policy.json');
  if (platform === 'darwin') return '/Library/Application Support/Boda Classroom/policy.json';
  return '/etc/boda-classroom/policy.json';
}

export interface LoadedPolicy {
  policy: LabPolicy;
  /** Files that contributed, for the about box and logs. */
  sources: string[];
}

/**
 * Reads the bundled policy (resources/policy.json) and then the machine policy; the machine file
 * wins field by field because IT may adjust a lab after install. An invalid file is ignored whole
 * (and reported) rather than half-applied.
 */
export async function loadLabPolicy(
  files: { bundled: string; machine: string },
  log: (m: string) => void = () => undefined,
): Promise<LoadedPolicy> {
  const sources: string[] = [];
  let merged: LabPolicy = {};
  for (const file of [files.bundled, files.machine]) {
    const raw = await readJsonFile(file, z.unknown());
    if (raw === null) continue;
    const parsed = labPolicySchema.safeParse(raw);
    if (!parsed.success) {
      log(`policy: ignoring invalid ${file}: ${parsed.error.message}`);
      continue;
    }
    merged = { ...merged, ...parsed.data, updates: { ...merged.updates, ...parsed.data.updates } };
    sources.push(file);
  }
  return { policy: merged, sources };
}

export interface Defaults {
  serverAddress: string | null;
}

export interface EffectiveConfig {
  serverAddress: string | null;
  serverAddressLocked: boolean;
  clientPath: string | null;
  clientPathLocked: boolean;
  /** The lab's classroom choice; null without one. */
  classroom: ClassroomPolicy | null;
  updates: {
    enabled: boolean;
    channel: UpdateChannelName;
    channelLocked: boolean;
    /** null: the URL from app-update.yml (publish config at build time). */
    url: string | null;
  };
}

/** Admin policy beats user settings, which beat shipped defaults. Pure, so the rule is tested directly. */
export function resolveEffectiveConfig(
  policy: LabPolicy,
  settings: Pick<UserSettings, 'serverAddress' | 'updateChannel' | 'clientPath'>,
  defaults: Defaults,
): EffectiveConfig {
  const policyServer = policy.serverAddress !== undefined ? normalizeServerAddress(policy.serverAddress) : null;
  const userServer = settings.serverAddress !== null ? normalizeServerAddress(settings.serverAddress) : null;
  const defaultServer = defaults.serverAddress !== null ? normalizeServerAddress(defaults.serverAddress) : null;
  return {
    serverAddress: policyServer ?? userServer ?? defaultServer,
    serverAddressLocked: policyServer !== null,
    clientPath: policy.clientPath ?? settings.clientPath ?? null,
    clientPathLocked: policy.clientPath !== undefined,
    classroom: policy.classroom ?? null,
    updates: {
      enabled: policy.updates?.enabled ?? true,
      channel: policy.updates?.channel ?? settings.updateChannel,
      channelLocked: policy.updates?.channel !== undefined,
      url: policy.updates?.url ?? null,
    },
  };
}
