import { sql } from 'drizzle-orm';
import { date, integer, jsonb, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import { bytea, timestamps } from './columns';

/* Companies (tenants) and their branding. */

/** Branding texts shown on the login page and in the document head. */
export interface BrandingTextColumn {
  title: string;
  description: string;
  keywords: string;
}

export const companies = pgTable('companies', {
  companyIdx: serial('company_idx').primaryKey(),
  /** The URL segment: /{companyId}/... */
  companyId: varchar('company_id', { length: 64 }).notNull().unique(),
  companyCode: varchar('company_code', { length: 32 }).notNull().unique(),
  companyName: varchar('company_name', { length: 100 }).notNull(),
  edition: varchar('edition', { length: 16 }).notNull().default('education'),
  /** The encoded configuration string (contract config codec). */
  configuration: text('configuration').notNull().default(''),
  /** Bumped on every configuration change; tokens carry it so stale clients get a 402. */
  configVersion: integer('config_version').notNull().default(1),
  brandingText: jsonb('branding_text')
    .$type<BrandingTextColumn>()
    .notNull()
    .default(sql`'{"title":"","description":"","keywords":""}'::jsonb`),
  licenseTypeCd: integer('license_type_cd').notNull().default(0),
  licenseCount: integer('license_count').notNull().default(0),
  licenseExpireDate: date('license_expire_date', { mode: 'string' }),
  /** IANA time zone of the company's calendar days (statistics, license months). */
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('Asia/Seoul'),
  ...timestamps,
});

export const companyBrandingImages = pgTable(
  'company_branding_images',
  {
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 }).notNull(),
    mime: varchar('mime', { length: 64 }).notNull(),
    bytes: bytea('bytes').notNull(),
    modDatetime: timestamps.modDatetime,
  },
  (t) => [primaryKey({ columns: [t.companyIdx, t.kind] })],
);

/** A company's own files kept in the file storage (kind MANUAL: WEB_FILE_MANUAL, served at /open/app/manual). */
export const companyFiles = pgTable(
  'company_files',
  {
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    mime: varchar('mime', { length: 64 }).notNull(),
    size: integer('size').notNull(),
    modDatetime: timestamps.modDatetime,
  },
  (t) => [primaryKey({ columns: [t.companyIdx, t.kind] })],
);

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompanyRow = typeof companies.$inferInsert;
