import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profileImages, users } from '../../db/schema';

export async function findProfileImage(db: Db, userIdx: number): Promise<{ mime: string; bytes: Buffer; regDatetime: Date } | null> {
  const rows = await db
    .select({ mime: profileImages.mime, bytes: profileImages.bytes, regDatetime: profileImages.regDatetime })
    .from(profileImages)
    .where(eq(profileImages.userIdx, userIdx))
    .limit(1);
  return rows[0] ?? null;
}

/** Replaces the image; users.file_idx becomes the new image's index (a cache key for clients). */
export async function replaceProfileImage(db: Db, userIdx: number, mime: string, bytes: Buffer): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(profileImages).where(eq(profileImages.userIdx, userIdx));
    const rows = await tx.insert(profileImages).values({ userIdx, mime, bytes }).returning({ imageIdx: profileImages.imageIdx });
    await tx
      .update(users)
      .set({ fileIdx: rows[0]?.imageIdx ?? null })
      .where(eq(users.userIdx, userIdx));
  });
}

export async function removeProfileImage(db: Db, userIdx: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(profileImages).where(eq(profileImages.userIdx, userIdx));
    await tx.update(users).set({ fileIdx: null }).where(eq(users.userIdx, userIdx));
  });
}
