import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bytea, timestamps } from './columns';
import { companies } from './companies';

/* Users, their groups, sessions, profile images and memos. */

export const groups = pgTable(
  'groups',
  {
    groupIdx: serial('group_idx').primaryKey(),
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    /** 0 is the root level. */
    upGroupIdx: integer('up_group_idx').notNull().default(0),
    groupName: varchar('group_name', { length: 32 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('groups_company_idx').on(t.companyIdx, t.upGroupIdx)],
);

export const users = pgTable(
  'users',
  {
    userIdx: serial('user_idx').primaryKey(),
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    userId: varchar('user_id', { length: 32 }).notNull(),
    userName: varchar('user_name', { length: 50 }).notNull(),
    /** Null for accounts that never set a password (status incompleted, external providers). */
    passwordHash: text('password_hash'),
    userTypeCd: integer('user_type_cd').notNull(),
    userRoleCd: varchar('user_role_cd', { length: 8 }).notNull().default('USER'),
    accountOwnerTypeCd: integer('account_owner_type_cd').notNull().default(1),
    language: varchar('language', { length: 8 }).notNull().default('en'),
    userStatusCd: integer('user_status_cd').notNull().default(1),
    /** Locked until an operator unlocks it (wrong passwords never set it; they set lockedUntil). */
    locked: boolean('locked').notNull().default(false),
    /** Wrong passwords in a row since the last sign-in or unlock; from the 5th each one locks for longer. */
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    /** Temporary lockout after wrong passwords: sign-in is refused until then, or an operator's unlock. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 16 }),
    /** Parent phone, students only. */
    phone2: varchar('phone2', { length: 16 }),
    groupIdx: integer('group_idx').references(() => groups.groupIdx, { onDelete: 'set null' }),
    fileIdx: integer('file_idx'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    /** When userStatusCd last changed: unsubscribed accounts are purged a retention period after it. */
    statusDatetime: timestamp('status_datetime', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_company_user_id').on(t.companyIdx, t.userId),
    index('users_company_status').on(t.companyIdx, t.userStatusCd),
    index('users_group').on(t.groupIdx),
  ],
);

/**
 * One row per sign-in (a device's session). Access tokens name it (`sid`) and stop working the moment
 * it is revoked: logout, refresh-token reuse, a password change elsewhere or an operator's reset.
 * Its id is the refresh-token family of that sign-in.
 */
export const sessions = pgTable(
  'sessions',
  {
    sessionId: varchar('session_id', { length: 36 }).primaryKey(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user').on(t.userIdx)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    /** Every token rotated from one login shares the family; reuse of a revoked one kills the family. */
    familyId: varchar('family_id', { length: 36 }).notNull(),
    /** SHA-256 hex of the opaque token: a database leak does not hand out sessions. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    replacedBy: integer('replaced_by'),
    /**
     * The configuration version the client last loaded. A plain refresh keeps it, so a client whose
     * access token expired still gets the 402 that makes it reload a changed configuration.
     */
    configVersion: integer('config_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family').on(t.familyId), index('refresh_tokens_user').on(t.userIdx)],
);

export const rememberTokens = pgTable(
  'remember_tokens',
  {
    id: serial('id').primaryKey(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** The sign-in that handed it out: a password change keeps the caller's own auto login. */
    sessionId: varchar('session_id', { length: 36 }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('remember_tokens_user').on(t.userIdx)],
);

/** Profile images, already cropped to 200x200 PNG; users.fileIdx is the current imageIdx (cache key). */
export const profileImages = pgTable('profile_images', {
  imageIdx: serial('image_idx').primaryKey(),
  userIdx: integer('user_idx')
    .notNull()
    .unique()
    .references(() => users.userIdx, { onDelete: 'cascade' }),
  mime: varchar('mime', { length: 64 }).notNull(),
  bytes: bytea('bytes').notNull(),
  regDatetime: timestamps.regDatetime,
});

export const memos = pgTable(
  'memos',
  {
    memoIdx: serial('memo_idx').primaryKey(),
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    /** The user the memo is about. */
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    /** The author; the name stays when the author's account is deleted. */
    regUserIdx: integer('reg_user_idx').references(() => users.userIdx, { onDelete: 'set null' }),
    regUserName: varchar('reg_user_name', { length: 50 }).notNull(),
    content: varchar('content', { length: 200 }).notNull(),
    regDatetime: timestamps.regDatetime,
  },
  (t) => [index('memos_user').on(t.userIdx)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type GroupRow = typeof groups.$inferSelect;
export type MemoRow = typeof memos.$inferSelect;
