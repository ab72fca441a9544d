import { and, eq, inArray, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messageFiles, messageReceivers, messages } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';

/*
 * A message lives while someone still has it in a box: the sender until they remove it (or their
 * account goes), each receiver likewise. Once nobody has it, the row and its stored files go.
 */

const CHUNK = 5000;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Messages the users sent or received. */
export async function messageIdxsOfUsers(db: Db, userIdxs: number[]): Promise<number[]> {
  const found = new Set<number>();
  for (const part of chunks(userIdxs)) {
    const sent = await db.select({ id: messages.messageIdx }).from(messages).where(inArray(messages.regUserIdx, part));
    const received = await db
      .select({ id: messageReceivers.messageIdx })
      .from(messageReceivers)
      .where(inArray(messageReceivers.receiverIdx, part));
    for (const row of [...sent, ...received]) found.add(row.id);
  }
  return [...found];
}

/** Deletes those of the messages nobody keeps any more; answers the storage keys of their files. */
export async function deleteAbandonedMessages(db: Db, messageIdxs: number[]): Promise<string[]> {
  const keys: string[] = [];
  for (const part of chunks(messageIdxs)) {
    const keeper = db
      .select({ one: sql`1` })
      .from(messageReceivers)
      .where(
        and(
          eq(messageReceivers.messageIdx, messages.messageIdx),
          isNotNull(messageReceivers.receiverIdx),
          eq(messageReceivers.deleted, false),
        ),
      );
    const abandoned = await db
      .select({ id: messages.messageIdx })
      .from(messages)
      .where(and(inArray(messages.messageIdx, part), or(isNull(messages.regUserIdx), eq(messages.senderDeleted, true)), notExists(keeper)));
    const ids = abandoned.map((row) => row.id);
    if (ids.length === 0) continue;
    const files = await db.select({ key: messageFiles.storageKey }).from(messageFiles).where(inArray(messageFiles.messageIdx, ids));
    keys.push(...files.map((f) => f.key));
    await db.delete(messages).where(inArray(messages.messageIdx, ids));
  }
  return keys;
}

/** After the transaction committed: a failed file delete leaves an orphan file, never a dangling row. */
export async function deleteStoredFiles(storage: FileStorage | null, keys: string[]): Promise<void> {
  if (!storage) return;
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}
