import { bigint, boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps, at } from './columns';
import { companies } from './companies';
import { users } from './users';

/* Rooms (the lasting place of classes), their class types and attendees. */

/** Class types of a company (the room dialog's "class type"), per room category. */
export const roomTemplates = pgTable(
  'room_templates',
  {
    templateIdx: serial('template_idx').primaryKey(),
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    roomCategoryCd: integer('room_category_cd').notNull(),
    templateName: varchar('template_name', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    /** Template options (e.g. CPS_NOTE_SAVE_812 with the note view/download bits). */
    optionString: text('option_string').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('room_templates_company').on(t.companyIdx, t.roomCategoryCd)],
);

export const rooms = pgTable(
  'rooms',
  {
    roomIdx: serial('room_idx').primaryKey(),
    roomCode: varchar('room_code', { length: 32 }).notNull().unique(),
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    roomCategoryCd: integer('room_category_cd').notNull(),
    roomTitle: varchar('room_title', { length: 100 }).notNull(),
    roomDesc: text('room_desc').notNull().default(''),
    templateIdx: integer('template_idx').references(() => roomTemplates.templateIdx, { onDelete: 'set null' }),
    ownerUserIdx: integer('owner_user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    /** 9 digits, unique across companies: the invite page may look a code up without its company. */
    inviteCode: varchar('invite_code', { length: 9 }).notNull(),
    /** argon2 hash of the optional room password. */
    passwordHash: text('password_hash'),
    showDatetime: at('show_datetime'),
    showEndDatetime: at('show_end_datetime'),
    anyoneOpen: boolean('anyone_open').notNull().default(true),
    roomStatusCd: integer('room_status_cd').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rooms_invite_code').on(t.inviteCode),
    index('rooms_company_status').on(t.companyIdx, t.roomStatusCd),
    index('rooms_owner').on(t.ownerUserIdx),
  ],
);

/** Registered attendees of a reserved room. */
export const roomUsers = pgTable(
  'room_users',
  {
    roomUserIdx: serial('room_user_idx').primaryKey(),
    roomIdx: integer('room_idx')
      .notNull()
      .references(() => rooms.roomIdx, { onDelete: 'cascade' }),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    regDatetime: timestamps.regDatetime,
  },
  (t) => [uniqueIndex('room_users_room_user').on(t.roomIdx, t.userIdx), index('room_users_user').on(t.userIdx)],
);

/**
 * A counter per company that every committed change to what a room card shows moves on: its rooms,
 * their attendees, class types, meetings, and the names and pictures of its users. Kept by the
 * database's own triggers (migration 0020), so a change made by any writer on any instance counts;
 * the room list (resources/room/listPage.ts) is read again only when it moved.
 */
export const roomListVersions = pgTable('room_list_versions', {
  companyIdx: integer('company_idx')
    .primaryKey()
    .references(() => companies.companyIdx, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export type RoomRow = typeof rooms.$inferSelect;
export type NewRoomRow = typeof rooms.$inferInsert;
export type RoomTemplateRow = typeof roomTemplates.$inferSelect;
