import { type CommandData, type CommandParsedInput, ErrorCode, Limits, UserStatus } from '@boda/contract';
import { requireAccess } from '../../auth/policies';
import { AppError, fieldError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import { uploadsOf } from '../../http/dispatch';
import { readStored } from '../../storage/read';
import { toUserDto } from './dto';
import * as profiles from './profile-repository';
import { findUserInCompany } from './repository';

/** Decoded pixels allowed in an uploaded image (a 30 MB upload could otherwise expand enormously). */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Whatever the browser cropped, the stored image is a square 200x200 PNG made here: the bytes we
 * serve are always ones sharp produced, never the upload itself.
 */
export async function toProfilePng(input: Buffer): Promise<Buffer> {
  // Loaded on first use: libvips takes ~0.15 s to load, which a start-up need not wait for.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(Limits.PROFILE_IMAGE_PX, Limits.PROFILE_IMAGE_PX, { fit: 'cover', position: 'centre' })
      .png()
      .toBuffer();
  } catch {
    throw new AppError(ErrorCode.BAD_FILE_EXTENSION);
  }
}

export async function saveProfileImage(ctx: SignedInContext, userIdx: number, upload: Buffer) {
  const me = ctx.auth;
  const target = await requireAccess(ctx, 'user.selfOrChange', userIdx);
  await profiles.replaceProfileImage(ctx.db, target.userIdx, 'image/png', await toProfilePng(upload));
  const updated = await findUserInCompany(ctx.db, me.companyIdx, target.userIdx);
  if (!updated) throw new AppError(ErrorCode.NO_USER_PERMISSION);
  return toUserDto(updated, me);
}

export async function resetProfile(
  input: CommandParsedInput<'user.RESET_PROFILE'>,
  ctx: SignedInContext,
): Promise<CommandData<'user.RESET_PROFILE'>> {
  const me = ctx.auth;
  const target = await requireAccess(ctx, 'user.selfOrChange', input.userIdx);
  await profiles.removeProfileImage(ctx.db, target.userIdx);
  const updated = await findUserInCompany(ctx.db, me.companyIdx, target.userIdx);
  if (!updated) throw new AppError(ErrorCode.NO_USER_PERMISSION);
  return { result: toUserDto(updated, me) };
}

/** Anyone of the company may see a profile image (it is shown beside names); WB-404-102 if none. */
export async function profileImage(ctx: SignedInContext, userIdx: number) {
  const target = await requireAccess(ctx, 'user.ofCompany', userIdx);
  if (target.userStatusCd !== UserStatus.USE) await requireAccess(ctx, 'user.view', userIdx);
  const image = await profiles.findProfileImage(ctx.db, userIdx);
  if (!image) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  return image;
}

export async function uploadProfile(
  input: CommandParsedInput<'user.UPLOAD_PROFILE'>,
  ctx: SignedInContext,
): Promise<CommandData<'user.UPLOAD_PROFILE'>> {
  const uploads = uploadsOf(ctx);
  const storage = ctx.runtime.storage;
  try {
    const [upload] = uploads;
    if (!upload || !storage) throw fieldError('uploadFile', 'Choose an image.');
    return { result: await saveProfileImage(ctx, input.userIdx, await readStored(storage, upload.storageKey)) };
  } finally {
    // Only the 200x200 PNG made from it is kept (in the database).
    if (storage) await Promise.all(uploads.map((u) => storage.delete(u.storageKey).catch(() => undefined)));
  }
}
