import { randomBytes } from 'node:crypto';
import {
  BRANDING_IMAGE_PX,
  type BrandingImageKind,
  type ClientOsName,
  type CommandData,
  type CommandParsedInput,
  ErrorCode,
  installerKind,
  isInstallerFor,
} from '@boda/contract';
import type { Db } from '../../../db/client';
import { AppError, fieldError } from '../../../errors';
import type { SignedInContext } from '../../../http/context';
import { uploadsOf } from '../../../http/dispatch';
import type { UploadedFile } from '../../../http/multipart';
import type { FileStorage } from '../../../storage/file-storage';
import { readStored } from '../../../storage/read';
import * as companies from '../repository';
import * as repo from './repository';
import { MANUAL_KIND } from './manual';
import { viewOf } from './service';

/*
 * The settings screen's files: branding images (BRANDING_WEB_IMG, bytes in company_branding_images),
 * the company manual (WEB_FILE_MANUAL, bytes in the file storage, served at /open/app/manual) and the
 * class client installers (one per OS, in the file storage, served at /open/app/installer).
 * Each change is audited like a settings change (`brandingImage.<kind>`, `manualFile`,
 * `installer.<os>`: before and after as {type, size} / {fileName, size}, null when none). Neither changes the configuration
 * string, so no session is reset.
 */

/** Decoded pixels allowed in an uploaded image (a small file could otherwise expand enormously). */
const MAX_INPUT_PIXELS = 50_000_000;

type ImageFormat = 'png' | 'jpeg';
const MIME: Record<ImageFormat, string> = { png: 'image/png', jpeg: 'image/jpeg' };

/** The upload re-encoded by sharp in its own format (the bytes served are always ones sharp made); anything else is refused. */
export async function toBrandingImage(input: Buffer): Promise<{ mime: string; bytes: Buffer }> {
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (format !== 'png' && format !== 'jpeg') throw new Error(`not png or jpeg: ${String(format)}`);
    const resized = image.rotate().resize(BRANDING_IMAGE_PX, BRANDING_IMAGE_PX, { fit: 'inside', withoutEnlargement: true });
    const bytes = await (format === 'png' ? resized.png() : resized.jpeg({ quality: 90 })).toBuffer();
    return { mime: MIME[format], bytes };
  } catch {
    throw new AppError(ErrorCode.BAD_FILE_EXTENSION, 'The file is not a PNG or JPEG image.');
  }
}

function theUpload(ctx: SignedInContext): { upload: UploadedFile; storage: FileStorage } {
  const [upload] = uploadsOf(ctx);
  const storage = ctx.runtime.storage;
  if (!storage) throw new AppError(ErrorCode.UNAVAILABLE);
  if (!upload) throw fieldError('uploadFile', 'Choose a file.');
  return { upload, storage };
}

/** One audited change of a file setting, with the company row locked so two changes never interleave. */
async function auditedChange<T>(
  ctx: SignedInContext,
  key: string,
  change: (tx: Db) => Promise<{ before: unknown; after: unknown; out: T }>,
) {
  return ctx.db.transaction(async (tx) => {
    const company = await repo.lockCompany(tx, ctx.auth.companyIdx);
    if (!company) throw new AppError(ErrorCode.COMPANY_NOT_FOUND);
    const { before, after, out } = await change(tx);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await repo.insertAudits(tx, company.companyIdx, { userIdx: ctx.auth.userIdx, userName: ctx.user.userName }, [{ key, before, after }]);
    }
    return out;
  });
}

async function imageSummary(db: Db, companyIdx: number, kind: BrandingImageKind) {
  const found = (await companies.brandingImageInfos(db, companyIdx)).find((i) => i.kind === kind);
  return found ? { type: found.mime, size: found.size } : null;
}

async function currentView(ctx: SignedInContext) {
  return viewOf(ctx, ctx.company, ctx.config);
}

export async function uploadBrandingImage(
  input: CommandParsedInput<'companySettings.BRANDING_IMAGE_UPLOAD'>,
  ctx: SignedInContext,
): Promise<CommandData<'companySettings.BRANDING_IMAGE_UPLOAD'>> {
  const { upload, storage } = theUpload(ctx);
  const image = await toBrandingImage(await readStored(storage, upload.storageKey));
  const companyIdx = ctx.auth.companyIdx;
  await auditedChange(ctx, `brandingImage.${input.kind}`, async (tx) => {
    const before = await imageSummary(tx, companyIdx, input.kind);
    await companies.upsertBrandingImage(tx, companyIdx, input.kind, image.mime, image.bytes);
    return { before, after: { type: image.mime, size: image.bytes.length }, out: null };
  });
  ctx.log.info({ companyIdx, kind: input.kind, bytes: image.bytes.length }, 'branding image uploaded');
  return { result: await currentView(ctx) };
}

export async function removeBrandingImage(
  input: CommandParsedInput<'companySettings.BRANDING_IMAGE_REMOVE'>,
  ctx: SignedInContext,
): Promise<CommandData<'companySettings.BRANDING_IMAGE_REMOVE'>> {
  const companyIdx = ctx.auth.companyIdx;
  await auditedChange(ctx, `brandingImage.${input.kind}`, async (tx) => {
    const before = await imageSummary(tx, companyIdx, input.kind);
    await companies.deleteBrandingImage(tx, companyIdx, input.kind);
    return { before, after: null, out: null };
  });
  return { result: await currentView(ctx) };
}

const PDF_MAGIC = Buffer.from('%PDF-');

async function startsLikePdf(storage: FileStorage, key: string): Promise<boolean> {
  const head = await storage.get(key, { start: 0, end: PDF_MAGIC.length - 1 }).catch(() => null);
  if (!head) return false;
  const chunks: Buffer[] = [];
  for await (const chunk of head.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

export async function uploadManual(
  _input: CommandParsedInput<'companySettings.MANUAL_UPLOAD'>,
  ctx: SignedInContext,
): Promise<CommandData<'companySettings.MANUAL_UPLOAD'>> {
  const { upload, storage } = theUpload(ctx);
  if (!(await startsLikePdf(storage, upload.storageKey))) throw new AppError(ErrorCode.BAD_FILE_EXTENSION, 'The file is not a PDF.');
  const companyIdx = ctx.auth.companyIdx;
  // A key of its own per upload: a download of the previous manual in progress is never cut short by the replacement.
  const storageKey = `companies/${companyIdx}/manual-${randomBytes(12).toString('hex')}.pdf`;
  const found = await storage.get(upload.storageKey);
  if (!found) throw new Error(`stored upload missing: ${upload.storageKey}`);
  const { size } = await storage.put(storageKey, found.stream);
  let replaced: companies.CompanyFileRow | null;
  try {
    replaced = await auditedChange(ctx, 'manualFile', async (tx) => {
      const result = await companies.putCompanyFile(tx, {
        companyIdx,
        kind: MANUAL_KIND,
        storageKey,
        fileName: upload.fileName,
        mime: 'application/pdf',
        size,
      });
      const before = result.replaced ? { fileName: result.replaced.fileName, size: result.replaced.size } : null;
      return { before, after: { fileName: upload.fileName, size }, out: result.replaced };
    });
  } catch (err) {
    await storage.delete(storageKey).catch(() => undefined);
    throw err;
  }
  if (replaced) await storage.delete(replaced.storageKey).catch(() => undefined);
  ctx.log.info({ companyIdx, size }, 'company manual uploaded');
  return { result: await currentView(ctx) };
}

export async function removeManual(
  _input: CommandParsedInput<'companySettings.MANUAL_REMOVE'>,
  ctx: SignedInContext,
): Promise<CommandData<'companySettings.MANUAL_REMOVE'>> {
  const companyIdx = ctx.auth.companyIdx;
  const removed = await auditedChange(ctx, 'manualFile', async (tx) => {
    const row = await companies.deleteCompanyFile(tx, companyIdx, MANUAL_KIND);
    return { before: row ? { fileName: row.fileName, size: row.size } : null, after: null, out: row };
  });
  if (removed) await ctx.runtime.storage?.delete(removed.storageKey).catch(() => undefined);
  return { result: await currentView(ctx) };
}

const installerSummary = (row: companies.CompanyFileRow | null) => (row ? { fileName: row.fileName, size: row.size } : null);

export async function uploadInstaller(
  input: CommandParsedInput<'companySettings.INSTALLER_UPLOAD'>,
  ctx: SignedInContext,
): Promise<CommandData<'companySettings.INSTALLER_UPLOAD'>> {
  const { upload, storage } = theUpload(ctx);
  if (!isInstallerFor(input.os, upload.fileName)) {
    throw new AppError(ErrorCode.BAD_FILE_EXTENSION, `The file is not an installer for ${input.os}.`);
  }
  const companyIdx = ctx.auth.companyIdx;
  // The upload's own key is kept (no copy of up to 500 MB); each upload has a fresh key, so a download
  // of the previous installer in progress is never cut short by the replacement.
  const replaced = await auditedChange(ctx, `installer.${input.os}`, async (tx) => {
    const result = await companies.putCompanyFile(tx, {
      companyIdx,
      kind: installerKind(input.os),
      storageKey: upload.storageKey,
      fileName: upload.fileName,
      mime: 'application/octet-stream',
      size: upload.size,
    });
    return { before: installerSummary(result.replaced), after: installerSummary(result.saved), out: result.replaced };
  });
  if (replaced && replaced.storageKey !== upload.storageKey) await storage.delete(replaced.storageKey).catch(() => undefined);
  ctx.log.info({ companyIdx, os: input.os, size: upload.size }, 'class client installer uploaded');
  return { result: await currentView(ctx) };
}

export async function removeInstaller(
  input: CommandParsedInput<'companySettings.INSTALLER_REMOVE'>,
  ctx: SignedInContext,
): Promise<CommandData<'companySettings.INSTALLER_REMOVE'>> {
  const os: ClientOsName = input.os;
  const removed = await auditedChange(ctx, `installer.${os}`, async (tx) => {
    const row = await companies.deleteCompanyFile(tx, ctx.auth.companyIdx, installerKind(os));
    return { before: installerSummary(row), after: null, out: row };
  });
  if (removed) await ctx.runtime.storage?.delete(removed.storageKey).catch(() => undefined);
  return { result: await currentView(ctx) };
}
