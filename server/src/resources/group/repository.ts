import type { Db } from '../../db/client';
import { groups, type GroupRow } from '../../db/schema';

export async function insertGroup(
  db: Db,
  row: { companyIdx: number; groupName: string; upGroupIdx?: number; sortOrder?: number },
): Promise<GroupRow> {
  const rows = await db.insert(groups).values(row).returning();
  const created = rows[0];
  if (!created) throw new Error('insert into groups returned no row');
  return created;
}
