import { type ClientOsName, ClientOs, ErrorCode, type InstallerFile, installerKind, installerPath } from '@boda/contract';
import type { Db } from '../../../db/client';
import { AppError } from '../../../errors';
import type { ByteRange, FileStorage, StoredObject } from '../../../storage/file-storage';
import { findCompanyById, findCompanyFile } from '../repository';

/*
 * The class client installers a company uploaded in its settings (company_files kinds
 * `installer-<os>`): listed in the settings view, named by app.DOWNLOAD_CLIENT and served as
 * attachments at GET /open/app/installer. Uploads and removals are in files.ts beside the manual's.
 */

export async function installerFiles(db: Db, companyIdx: number): Promise<InstallerFile[]> {
  const rows = await Promise.all(ClientOs.map((os) => findCompanyFile(db, companyIdx, installerKind(os))));
  return ClientOs.flatMap((os, i) => {
    const row = rows[i];
    return row ? [{ os, fileName: row.fileName, size: row.size, modDatetime: row.modDatetime.toISOString() }] : [];
  });
}

/**
 * The link to the company's uploaded installer for `os`, on PUBLIC_ORIGIN (a Host header is the
 * caller's to choose, so it never becomes a link); null when the company or its installer is unknown.
 */
export async function uploadedInstallerLink(db: Db, origin: string, companyId: string, os: ClientOsName): Promise<string | null> {
  const company = await findCompanyById(db, companyId);
  if (!company) return null;
  const file = await findCompanyFile(db, company.companyIdx, installerKind(os));
  return file ? `${origin}${installerPath(company.companyId, os)}` : null;
}

export async function openInstaller(
  db: Db,
  storage: FileStorage | null,
  companyId: string,
  os: ClientOsName,
  range?: ByteRange,
): Promise<{ name: string; stored: StoredObject }> {
  const company = await findCompanyById(db, companyId);
  if (!company) throw new AppError(ErrorCode.COMPANY_NOT_FOUND);
  const file = await findCompanyFile(db, company.companyIdx, installerKind(os));
  const stored = file && storage ? await storage.get(file.storageKey, range) : null;
  if (!file || !stored) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  return { name: file.fileName, stored };
}
