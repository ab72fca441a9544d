import { constants as fsConstants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { commands, type ClientOsName } from '@boda/contract';

/** resources/class-client-locations.json: known install locations per Node platform name. */
export const clientLocationsSchema = z.object({
  win32: z.array(z.string()).default([]),
  darwin: z.array(z.string()).default([]),
  linux: z.array(z.string()).default([]),
});
export type ClientLocations = z.infer<typeof clientLocationsSchema>;

export interface LocateOptions {
  /** A path set by the user or by lab policy; checked first and never expanded from the environment. */
  configuredPath?: string | null;
  locations: ClientLocations;
  platform?: NodeJS.Platform;
  env?: NodeJS.ProcessEnv;
  homeDir?: string;
  /** Injectable for tests; the default checks for an executable regular file. */
  isExecutable?: (file: string) => Promise<boolean>;
}

export type LocateResult = { found: true; path: string } | { found: false; searched: string[] };

export async function defaultIsExecutable(file: string): Promise<boolean> {
  try {
    const s = await stat(file);
    if (!s.isFile()) return false;
    // Windows has no execute bit; existence of the .exe is what counts there.
    if (process.platform !== 'win32') await access(file, fsConstants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Expands %VAR% (Windows) and a leading ~ or $HOME; an unknown variable drops the candidate. */
export function expandLocation(template: string, platform: NodeJS.Platform, env: NodeJS.ProcessEnv, homeDir: string): string | null {
  let unknown = false;
  let out = template;
  if (platform === 'win32') {
    out = out.replace(/%([A-Za-z0-9_()]+)%/g, (_m, name: string) => {
      const key = Object.keys(env).find((k) => k.toLowerCase() === name.toLowerCase());
      const value = key === undefined ? undefined : env[key];
      if (value === undefined || value === '') unknown = true;
      return value ?? '';
    });
  }
  if (out === '~' || out.startsWith('~/')) out = homeDir + out.slice(1);
  out = out.replace(/^\$HOME(?=\/|$)/, homeDir);
  if (unknown) return null;
  const p = platform === 'win32' ? path.win32 : path.posix;
  // Only absolute results: a relative path would depend on the agent's working directory.
  return p.isAbsolute(out) ? p.normalize(out) : null;
}

export async function locateClient(opts: LocateOptions): Promise<LocateResult> {
  const platform = opts.platform ?? process.platform;
  const env = opts.env ?? process.env;
  const home = opts.homeDir ?? os.homedir();
  const isExecutable = opts.isExecutable ?? defaultIsExecutable;
  const candidates: string[] = [];
  if (opts.configuredPath) candidates.push(opts.configuredPath);
  const known = platform === 'win32' ? opts.locations.win32 : platform === 'darwin' ? opts.locations.darwin : opts.locations.linux;
  for (const template of known) {
    const expanded = expandLocation(template, platform, env, home);
    if (expanded !== null) candidates.push(expanded);
  }
  for (const candidate of candidates) {
    if (await isExecutable(candidate)) return { found: true, path: candidate };
  }
  return { found: false, searched: candidates };
}

export function clientOsFor(platform: NodeJS.Platform): ClientOsName {
  return platform === 'win32' ? 'windows' : platform === 'darwin' ? 'mac' : 'linux';
}

const download = commands['app.DOWNLOAD_CLIENT'];
const downloadEnvelope = z.object({ success: z.boolean(), data: download.output.nullable() });

/**
 * app.DOWNLOAD_CLIENT (GET /open/app/bodaApp) on the configured server; null when unavailable or the
 * server has no installer (`companyId` lets it name the one that company uploaded).
 */
export async function fetchDownloadLink(
  serverOrigin: string,
  clientOs: ClientOsName,
  fetchImpl: typeof fetch = fetch,
  companyId?: string,
): Promise<string | null> {
  const url = new URL(download.path, serverOrigin);
  if (download.command !== undefined) url.searchParams.set('command', download.command);
  url.searchParams.set('os', clientOs);
  if (companyId !== undefined) url.searchParams.set('companyId', companyId);
  try {
    const res = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
    if (!res.ok) return null;
    const parsed = downloadEnvelope.safeParse(await res.json());
    if (!parsed.success || !parsed.data.success || parsed.data.data === null) return null;
    const link = parsed.data.data.result.downloadLink;
    // Only web links: this string ends up in shell.openExternal / window.open.
    return link !== null && /^https?:\/\//.test(link) ? link : null;
  } catch {
    return null;
  }
}
