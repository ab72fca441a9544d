import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { deleteAbandonedMessages, deleteStoredFiles, messageIdxsOfUsers } from '../message';

/**
 * Deletes accounts for good (REMOVE_MULTI, a group's DEL_USER, the retention purge). Sessions,
 * memos about them, unit prices and profile images go with them (foreign keys); messages keep the
 * sender's and receivers' names, and those nobody keeps any more are deleted with their files.
 */
export async function deleteUsers(db: Db, storage: FileStorage | null, userIdxs: number[]): Promise<number> {
  if (userIdxs.length === 0) return 0;
  const { count, keys } = await db.transaction(async (tx) => {
    const messageIdxs = await messageIdxsOfUsers(tx, userIdxs);
    let deleted = 0;
    for (let i = 0; i < userIdxs.length; i += 5000) {
      const rows = await tx
        .delete(users)
        .where(inArray(users.userIdx, userIdxs.slice(i, i + 5000)))
        .returning({ userIdx: users.userIdx });
      deleted += rows.length;
    }
    return { count: deleted, keys: await deleteAbandonedMessages(tx, messageIdxs) };
  });
  await deleteStoredFiles(storage, keys);
  return count;
}
