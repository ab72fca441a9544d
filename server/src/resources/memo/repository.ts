import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memos, type MemoRow } from '../../db/schema';

export async function listMemos(db: Db, companyIdx: number, userIdx: number): Promise<MemoRow[]> {
  return db
    .select()
    .from(memos)
    .where(and(eq(memos.companyIdx, companyIdx), eq(memos.userIdx, userIdx)))
    .orderBy(desc(memos.regDatetime), desc(memos.memoIdx));
}

export async function insertMemo(db: Db, row: typeof memos.$inferInsert): Promise<MemoRow> {
  const rows = await db.insert(memos).values(row).returning();
  const created = rows[0];
  if (!created) throw new Error('insert into memos returned no row');
  return created;
}
