import { index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { companies } from './companies';
import { users } from './users';

/* The company settings' change history (manage setting screen): who changed which key, when, from what to what. */

export const companySettingAudits = pgTable(
  'company_setting_audits',
  {
    auditIdx: serial('audit_idx').primaryKey(),
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    /** Null once the user is deleted; the name below still says who it was. */
    regUserIdx: integer('reg_user_idx').references(() => users.userIdx, { onDelete: 'set null' }),
    regUserName: varchar('reg_user_name', { length: 100 }).notNull(),
    /** A settings field (contract companySettings: emergencyMode, userTypeAuth, ...). */
    key: varchar('key', { length: 64 }).notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    regDatetime: at('reg_datetime').notNull().defaultNow(),
  },
  (t) => [index('company_setting_audits_company').on(t.companyIdx, t.auditIdx)],
);

export type CompanySettingAuditRow = typeof companySettingAudits.$inferSelect;
