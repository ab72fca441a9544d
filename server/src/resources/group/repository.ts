import { and, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groups, type GroupRow, users } from '../../db/schema';

export async function insertGroup(
  db: Db,
  row: { companyIdx: number; groupName: string; upGroupIdx?: number; sortOrder?: number },
): Promise<GroupRow> {
  const rows = await db.insert(groups).values(row).returning();
  const created = rows[0];
  if (!created) throw new Error('insert into groups returned no row');
  return created;
}

export interface GroupWithCount extends GroupRow {
  userCount: number;
}

export async function listGroups(db: Db, companyIdx: number): Promise<GroupWithCount[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(groups).where(eq(groups.companyIdx, companyIdx)).orderBy(groups.upGroupIdx, groups.sortOrder, groups.groupIdx),
    db.select({ groupIdx: users.groupIdx, n: count() }).from(users).where(eq(users.companyIdx, companyIdx)).groupBy(users.groupIdx),
  ]);
  const byGroup = new Map(counts.map((c) => [c.groupIdx, Number(c.n)]));
  return rows.map((row) => ({ ...row, userCount: byGroup.get(row.groupIdx) ?? 0 }));
}

export async function nextSortOrder(db: Db, companyIdx: number, upGroupIdx: number): Promise<number> {
  const rows = await db
    .select({ top: max(groups.sortOrder) })
    .from(groups)
    .where(and(eq(groups.companyIdx, companyIdx), eq(groups.upGroupIdx, upGroupIdx)));
  return (rows[0]?.top ?? 0) + 1;
}

export async function renameGroup(db: Db, companyIdx: number, groupIdx: number, groupName: string): Promise<GroupRow | null> {
  const rows = await db
    .update(groups)
    .set({ groupName, modDatetime: sql`now()` })
    .where(and(eq(groups.companyIdx, companyIdx), eq(groups.groupIdx, groupIdx)))
    .returning();
  return rows[0] ?? null;
}

/** Users of deleted groups fall back to the root (users.group_idx is ON DELETE SET NULL). */
export async function deleteGroups(db: Db, companyIdx: number, groupIdxs?: number[]): Promise<number> {
  const where =
    groupIdxs === undefined
      ? eq(groups.companyIdx, companyIdx)
      : and(eq(groups.companyIdx, companyIdx), inArray(groups.groupIdx, groupIdxs));
  if (groupIdxs !== undefined && groupIdxs.length === 0) return 0;
  const rows = await db.delete(groups).where(where).returning({ groupIdx: groups.groupIdx });
  return rows.length;
}

/** The group and everything below it. */
export function subtreeOf(all: Pick<GroupRow, 'groupIdx' | 'upGroupIdx'>[], rootIdx: number): number[] {
  const children = new Map<number, number[]>();
  for (const g of all) children.set(g.upGroupIdx, [...(children.get(g.upGroupIdx) ?? []), g.groupIdx]);
  const out: number[] = [];
  const stack = [rootIdx];
  const seen = new Set<number>();
  while (stack.length > 0) {
    const current = stack.pop() as number;
    if (seen.has(current)) continue;
    seen.add(current);
    out.push(current);
    stack.push(...(children.get(current) ?? []));
  }
  return out;
}
