import { z } from 'zod';
import { ClientOs, type ClientOsName } from '../enums';
import type { FileRules } from '../uploads';

/*
 * The class client installer a company uploads in its settings, one per OS (issue 30). The server
 * names it in app.DOWNLOAD_CLIENT's answer when no CLASS_CLIENT_DOWNLOAD_URL is configured and serves
 * it at GET /open/app/installer; with neither, the answer has no link and the app offers no Install.
 */

/** The installer formats each OS opens, lowercase as the upload rules compare them. */
export const INSTALLER_EXTENSIONS: Readonly<Record<ClientOsName, readonly string[]>> = Object.freeze({
  windows: ['exe', 'msi'],
  mac: ['dmg', 'pkg'],
  linux: ['appimage', 'deb', 'rpm'],
});

/** 500 MB, streamed to storage: installers bundle a runtime. */
export const INSTALLER_MAX_BYTES = 500 * 1024 * 1024;

/**
 * One file of any OS's formats; the handler then refuses a format of another OS (WB-400-403), so a
 * Windows setup never ends up offered to Mac users.
 */
export const INSTALLER_RULES: Readonly<FileRules> = Object.freeze({
  maxFiles: 1,
  maxBytes: INSTALLER_MAX_BYTES,
  extensions: ClientOs.flatMap((os) => [...INSTALLER_EXTENSIONS[os]]),
  refuse: ['jfif'],
});

/** The company_files kind of an OS's installer. */
export function installerKind(os: ClientOsName): string {
  return `installer-${os}`;
}

/** Whether a file name has one of the OS's installer formats. */
export function isInstallerFor(os: ClientOsName, fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && INSTALLER_EXTENSIONS[os].includes(fileName.slice(dot + 1).toLowerCase());
}

export const installerFileSchema = z.object({
  os: z.enum(ClientOs),
  fileName: z.string(),
  size: z.number().int(),
  modDatetime: z.string(),
});
export type InstallerFile = z.infer<typeof installerFileSchema>;

/** GET /open/app/installer: the address DOWNLOAD_CLIENT answers for an uploaded installer. */
export function installerPath(companyId: string, os: ClientOsName): string {
  return `/open/app/installer?companyId=${encodeURIComponent(companyId)}&os=${os}`;
}
