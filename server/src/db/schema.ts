import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { rooms } from './schema-rooms';

/** PostgreSQL bytea as a Node Buffer (pg returns Buffer, PGlite returns Uint8Array: normalise). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const timestamps = {
  regDatetime: timestamp('reg_datetime', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  modDatetime: timestamp('mod_datetime', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

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
    locked: boolean('locked').notNull().default(false),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
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

export const messages = pgTable(
  'messages',
  {
    messageIdx: serial('message_idx').primaryKey(),
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    /** The sender; the name stays when the sender's account is deleted. */
    regUserIdx: integer('reg_user_idx').references(() => users.userIdx, { onDelete: 'set null' }),
    regUserName: varchar('reg_user_name', { length: 50 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    /** Sanitized HTML. */
    contents: text('contents').notNull(),
    messageStatusCd: integer('message_status_cd').notNull().default(1),
    sendDatetime: timestamp('send_datetime', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Removed from the sender's box. */
    senderDeleted: boolean('sender_deleted').notNull().default(false),
    regDatetime: timestamps.regDatetime,
  },
  (t) => [index('messages_sender').on(t.regUserIdx, t.senderDeleted, t.messageIdx)],
);

export const messageReceivers = pgTable(
  'message_receivers',
  {
    id: serial('id').primaryKey(),
    messageIdx: integer('message_idx')
      .notNull()
      .references(() => messages.messageIdx, { onDelete: 'cascade' }),
    receiverIdx: integer('receiver_idx').references(() => users.userIdx, { onDelete: 'set null' }),
    receiverName: varchar('receiver_name', { length: 50 }).notNull(),
    readDatetime: timestamp('read_datetime', { withTimezone: true, mode: 'date' }),
    /** Removed from this receiver's box. */
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [
    uniqueIndex('message_receivers_message_receiver').on(t.messageIdx, t.receiverIdx),
    index('message_receivers_box').on(t.receiverIdx, t.deleted, t.messageIdx),
  ],
);

export const messageFiles = pgTable(
  'message_files',
  {
    fileIdx: serial('file_idx').primaryKey(),
    messageIdx: integer('message_idx')
      .notNull()
      .references(() => messages.messageIdx, { onDelete: 'cascade' }),
    orgFileName: varchar('org_file_name', { length: 255 }).notNull(),
    fileSize: integer('file_size').notNull(),
    mime: varchar('mime', { length: 128 }).notNull(),
    /** FileStorage key; generated by the server, one object per row. */
    storageKey: varchar('storage_key', { length: 255 }).notNull(),
    regDatetime: timestamps.regDatetime,
  },
  (t) => [index('message_files_message').on(t.messageIdx)],
);

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompanyRow = typeof companies.$inferInsert;
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type GroupRow = typeof groups.$inferSelect;
export type MemoRow = typeof memos.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type MessageReceiverRow = typeof messageReceivers.$inferSelect;
export type MessageFileRow = typeof messageFiles.$inferSelect;
export * from './schema-rooms';

/**
 * A user's class unit price for a regular room and period (settlement). Periods of one user in one
 * room never overlap; the service checks that before writing (WB-400-309).
 */
export const prices = pgTable(
  'prices',
  {
    priceIdx: serial('price_idx').primaryKey(),
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    roomIdx: integer('room_idx')
      .notNull()
      .references(() => rooms.roomIdx, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Null: open-ended. */
    endDate: date('end_date', { mode: 'string' }),
    price: integer('price').notNull(),
    ...timestamps,
  },
  (t) => [index('prices_user_room').on(t.userIdx, t.roomIdx)],
);
export type PriceRow = typeof prices.$inferSelect;

