import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type BrandingTextColumn, companies, companySettingAudits, type CompanyRow, type CompanySettingAuditRow } from '../../../db/schema';

/** The company row locked for the rest of the transaction, so two changes never interleave. */
export async function lockCompany(tx: Db, companyIdx: number): Promise<CompanyRow | null> {
  const rows = await tx.select().from(companies).where(eq(companies.companyIdx, companyIdx)).for('update').limit(1);
  return rows[0] ?? null;
}

/** New configuration, version bump and branding texts in one statement (the version tells other sessions to reload). */
export async function writeSettings(
  tx: Db,
  companyIdx: number,
  configuration: string,
  brandingText: BrandingTextColumn,
): Promise<CompanyRow | null> {
  const rows = await tx
    .update(companies)
    .set({ configuration, brandingText, configVersion: sql`${companies.configVersion} + 1`, modDatetime: sql`now()` })
    .where(eq(companies.companyIdx, companyIdx))
    .returning();
  return rows[0] ?? null;
}

export interface NewAudit {
  key: string;
  before: unknown;
  after: unknown;
}

export async function insertAudits(
  tx: Db,
  companyIdx: number,
  by: { userIdx: number; userName: string },
  audits: readonly NewAudit[],
): Promise<void> {
  if (audits.length === 0) return;
  await tx.insert(companySettingAudits).values(
    audits.map((audit) => ({
      companyIdx,
      regUserIdx: by.userIdx,
      regUserName: by.userName,
      key: audit.key,
      // jsonb null and SQL null read the same here: "not configured".
      before: audit.before ?? null,
      after: audit.after ?? null,
    })),
  );
}

export async function listAudits(
  db: Db,
  companyIdx: number,
  filter: { key?: string; offset: number; limit: number },
): Promise<{ rows: CompanySettingAuditRow[]; total: number }> {
  const where = and(
    eq(companySettingAudits.companyIdx, companyIdx),
    filter.key === undefined ? undefined : eq(companySettingAudits.key, filter.key),
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(companySettingAudits)
      .where(where)
      .orderBy(desc(companySettingAudits.auditIdx))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(companySettingAudits).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}
