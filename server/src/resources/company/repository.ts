import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/sql';
import {
  companies,
  companyBrandingImages,
  companyFiles,
  identityProviders,
  type CompanyRow,
  type IdentityProviderRow,
  type NewCompanyRow,
} from '../../db/schema';

export async function findCompanyById(db: Db, companyId: string): Promise<CompanyRow | null> {
  const rows = await db.select().from(companies).where(eq(companies.companyId, companyId)).limit(1);
  return rows[0] ?? null;
}

export async function findCompanyByCode(db: Db, companyCode: string): Promise<CompanyRow | null> {
  const rows = await db.select().from(companies).where(eq(companies.companyCode, companyCode)).limit(1);
  return rows[0] ?? null;
}

export async function findCompanyByIdx(db: Db, companyIdx: number): Promise<CompanyRow | null> {
  const rows = await db.select().from(companies).where(eq(companies.companyIdx, companyIdx)).limit(1);
  return rows[0] ?? null;
}

export async function searchCompanies(db: Db, keyword: string | undefined, limit: number): Promise<CompanyRow[]> {
  const where = keyword
    ? or(
        ilike(companies.companyId, containsPattern(keyword)),
        ilike(companies.companyCode, containsPattern(keyword)),
        ilike(companies.companyName, containsPattern(keyword)),
      )
    : undefined;
  return db.select().from(companies).where(where).orderBy(asc(companies.companyName)).limit(limit);
}

export async function insertCompany(db: Db, row: NewCompanyRow): Promise<CompanyRow> {
  const rows = await db.insert(companies).values(row).returning();
  const created = rows[0];
  if (!created) throw new Error('insert into companies returned no row');
  return created;
}

/** Stores a new configuration and bumps the version in one statement, so no reader sees one without the other. */
export async function updateConfiguration(db: Db, companyIdx: number, configuration: string): Promise<CompanyRow | null> {
  const rows = await db
    .update(companies)
    .set({ configuration, configVersion: sql`${companies.configVersion} + 1`, modDatetime: sql`now()` })
    .where(eq(companies.companyIdx, companyIdx))
    .returning();
  return rows[0] ?? null;
}

export async function updateLicense(
  db: Db,
  companyIdx: number,
  patch: Partial<Pick<CompanyRow, 'licenseTypeCd' | 'licenseCount' | 'licenseExpireDate'>>,
): Promise<void> {
  await db.update(companies).set(patch).where(eq(companies.companyIdx, companyIdx));
}

export async function brandingImageKinds(db: Db, companyIdx: number): Promise<string[]> {
  const rows = await db
    .select({ kind: companyBrandingImages.kind })
    .from(companyBrandingImages)
    .where(eq(companyBrandingImages.companyIdx, companyIdx));
  return rows.map((r) => r.kind);
}

export async function findBrandingImage(
  db: Db,
  companyIdx: number,
  kind: string,
): Promise<{ mime: string; bytes: Buffer; modDatetime: Date } | null> {
  const rows = await db
    .select({ mime: companyBrandingImages.mime, bytes: companyBrandingImages.bytes, modDatetime: companyBrandingImages.modDatetime })
    .from(companyBrandingImages)
    .where(and(eq(companyBrandingImages.companyIdx, companyIdx), eq(companyBrandingImages.kind, kind)))
    .limit(1);
  return rows[0] ?? null;
}

export async function upsertBrandingImage(db: Db, companyIdx: number, kind: string, mime: string, bytes: Buffer): Promise<void> {
  await db
    .insert(companyBrandingImages)
    .values({ companyIdx, kind, mime, bytes })
    .onConflictDoUpdate({
      target: [companyBrandingImages.companyIdx, companyBrandingImages.kind],
      set: { mime, bytes, modDatetime: sql`now()` },
    });
}

/** Type, size and time of each branding image (not the bytes). */
export async function brandingImageInfos(
  db: Db,
  companyIdx: number,
): Promise<Array<{ kind: string; mime: string; size: number; modDatetime: Date }>> {
  return db
    .select({
      kind: companyBrandingImages.kind,
      mime: companyBrandingImages.mime,
      size: sql<number>`octet_length(${companyBrandingImages.bytes})`.mapWith(Number),
      modDatetime: companyBrandingImages.modDatetime,
    })
    .from(companyBrandingImages)
    .where(eq(companyBrandingImages.companyIdx, companyIdx));
}

export async function deleteBrandingImage(db: Db, companyIdx: number, kind: string): Promise<boolean> {
  const rows = await db
    .delete(companyBrandingImages)
    .where(and(eq(companyBrandingImages.companyIdx, companyIdx), eq(companyBrandingImages.kind, kind)))
    .returning({ kind: companyBrandingImages.kind });
  return rows.length > 0;
}

export type CompanyFileRow = typeof companyFiles.$inferSelect;

export async function findCompanyFile(db: Db, companyIdx: number, kind: string): Promise<CompanyFileRow | null> {
  const rows = await db
    .select()
    .from(companyFiles)
    .where(and(eq(companyFiles.companyIdx, companyIdx), eq(companyFiles.kind, kind)))
    .limit(1);
  return rows[0] ?? null;
}

/** Records the company's file of a kind; answers the one it replaced (whose bytes the caller removes). */
export async function putCompanyFile(
  db: Db,
  row: Omit<CompanyFileRow, 'modDatetime'>,
): Promise<{ replaced: CompanyFileRow | null; saved: CompanyFileRow }> {
  return db.transaction(async (tx) => {
    const [replaced] = await tx
      .select()
      .from(companyFiles)
      .where(and(eq(companyFiles.companyIdx, row.companyIdx), eq(companyFiles.kind, row.kind)))
      .for('update');
    const [saved] = await tx
      .insert(companyFiles)
      .values(row)
      .onConflictDoUpdate({
        target: [companyFiles.companyIdx, companyFiles.kind],
        set: { storageKey: row.storageKey, fileName: row.fileName, mime: row.mime, size: row.size, modDatetime: sql`now()` },
      })
      .returning();
    if (!saved) throw new Error('insert into company_files returned no row');
    return { replaced: replaced ?? null, saved };
  });
}

export async function deleteCompanyFile(db: Db, companyIdx: number, kind: string): Promise<CompanyFileRow | null> {
  const rows = await db
    .delete(companyFiles)
    .where(and(eq(companyFiles.companyIdx, companyIdx), eq(companyFiles.kind, kind)))
    .returning();
  return rows[0] ?? null;
}

/**
 * A company's partner sign-in providers (configured through sso/, part of the company's sign-in settings):
 * here so the login info the company answers needs nothing from sso/, which builds on the company.
 */
export async function listProviders(db: Db, companyIdx: number): Promise<IdentityProviderRow[]> {
  return db.select().from(identityProviders).where(eq(identityProviders.companyIdx, companyIdx)).orderBy(identityProviders.providerCd);
}
