import { type CommandData, type CommandParsedInput, ErrorCode, Limits, UserStatus } from '@boda/contract';
import sharp from 'sharp';
import type { RequestContext } from '../../http/context';
import { requireAuth, uploadsOf } from '../../http/dispatch';
import { readStored } from '../../storage/read';
import { AppError } from '../../http/errors';
import { assertMayViewUser } from './access';
import { toUserDto } from './dto';
import * as profiles from './profile-repository';
import { findUserInCompany } from './repository';
import { assertSelfOrAdmin } from './service';

/** Decoded pixels allowed in an uploaded image (a 30 MB upload could otherwise expand enormously). */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Whatever the browser cropped, the stored image is a square 200x200 PNG made here: the bytes we
 * serve are always ones sharp produced, never the upload itself.
 */
export async function toProfilePng(input: Buffer): Promise<Buffer> {
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

export async function saveProfileImage(ctx: RequestContext, userIdx: number, upload: Buffer) {
  const me = requireAuth(ctx);
  const target = assertSelfOrAdmin(me, await findUserInCompany(ctx.db, me.companyIdx, userIdx));
  await profiles.replaceProfileImage(ctx.db, target.userIdx, 'image/png', await toProfilePng(upload));
  const updated = await findUserInCompany(ctx.db, me.companyIdx, target.userIdx);
  if (!updated) throw new AppError(ErrorCode.NO_USER_PERMISSION);
  return toUserDto(updated, me);
}

export async function resetProfile(
  input: CommandParsedInput<'user.RESET_PROFILE'>,
  ctx: RequestContext,
): Promise<CommandData<'user.RESET_PROFILE'>> {
  const me = requireAuth(ctx);
  const target = assertSelfOrAdmin(me, await findUserInCompany(ctx.db, me.companyIdx, input.userIdx));
  await profiles.removeProfileImage(ctx.db, target.userIdx);
  const updated = await findUserInCompany(ctx.db, me.companyIdx, target.userIdx);
  if (!updated) throw new AppError(ErrorCode.NO_USER_PERMISSION);
  return { result: toUserDto(updated, me) };
}

/** Anyone of the company may see a profile image (it is shown beside names); WB-404-102 if none. */
export async function profileImage(ctx: RequestContext, userIdx: number) {
  const me = requireAuth(ctx);
  const target = await findUserInCompany(ctx.db, me.companyIdx, userIdx);
  if (!target) throw new AppError(ErrorCode.NO_USER_PERMISSION);
  if (target.userStatusCd !== UserStatus.USE) assertMayViewUser(me, userIdx);
  const image = await profiles.findProfileImage(ctx.db, userIdx);
  if (!image) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  return image;
}

export async function uploadProfile(
  input: CommandParsedInput<'user.UPLOAD_PROFILE'>,
  ctx: RequestContext,
): Promise<CommandData<'user.UPLOAD_PROFILE'>> {
  requireAuth(ctx);
  const uploads = uploadsOf(ctx);
  const storage = ctx.runtime.storage;
  try {
    const [upload] = uploads;
    if (!upload || !storage) throw new AppError(ErrorCode.BAD_PARAMETER, undefined, [{ path: 'uploadFile', message: 'Choose an image.' }]);
    return { result: await saveProfileImage(ctx, input.userIdx, await readStored(storage, upload.storageKey)) };
  } finally {
    // Only the 200x200 PNG made from it is kept (in the database).
    if (storage) await Promise.all(uploads.map((u) => storage.delete(u.storageKey).catch(() => undefined)));
  }
}
