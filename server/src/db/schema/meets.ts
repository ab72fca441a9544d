import type { ClassroomEndReasonValue } from '@boda/contract';
import { boolean, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps, at } from './columns';
import { companies } from './companies';
import { users } from './users';
import { rooms } from './rooms';

/* Meetings (one class session in a room), join grants, attendance, and room files (which may name a meeting). */

/** One class session of a room: opened by the first entry, started by the leader's client, ended once. */
export const meets = pgTable(
  'meets',
  {
    meetIdx: serial('meet_idx').primaryKey(),
    meetCode: varchar('meet_code', { length: 32 }).notNull().unique(),
    roomIdx: integer('room_idx')
      .notNull()
      .references(() => rooms.roomIdx, { onDelete: 'cascade' }),
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    meetTitle: varchar('meet_title', { length: 100 }).notNull(),
    /** The room owner when the meeting opened: the one who may start, end and close it. */
    leaderUserIdx: integer('leader_user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    openUserIdx: integer('open_user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    templateIdx: integer('template_idx'),
    openDatetime: at('open_datetime').notNull().defaultNow(),
    startDatetime: at('start_datetime'),
    endDatetime: at('end_datetime'),
    /** Set only while live, so at most one live meeting per room is a unique index. */
    liveRoomIdx: integer('live_room_idx'),
    /** Why it ended when not by its leader (monitoring closed it), as the web classroom's `ended` frame tells it. */
    endReason: varchar('end_reason', { length: 16 }).$type<ClassroomEndReasonValue>(),
  },
  (t) => [
    uniqueIndex('meets_live_room').on(t.liveRoomIdx),
    index('meets_room').on(t.roomIdx),
    index('meets_company_open').on(t.companyIdx, t.openDatetime),
  ],
);

/** One-time join tokens from join tickets, redeemed by the class client's JOIN. */
export const meetJoinGrants = pgTable(
  'meet_join_grants',
  {
    grantIdx: serial('grant_idx').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    meetIdx: integer('meet_idx')
      .notNull()
      .references(() => meets.meetIdx, { onDelete: 'cascade' }),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    /** The type the attendee joins as (4 for monitoring joins). */
    userTypeCd: integer('user_type_cd').notNull(),
    mode: varchar('mode', { length: 16 }).notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('meet_join_grants_meet_user').on(t.meetIdx, t.userIdx)],
);

/** An attendee of a meeting (once per user), with the closed sessions' total. */
export const meetUsers = pgTable(
  'meet_users',
  {
    meetUserIdx: serial('meet_user_idx').primaryKey(),
    meetIdx: integer('meet_idx')
      .notNull()
      .references(() => meets.meetIdx, { onDelete: 'cascade' }),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    userTypeCd: integer('user_type_cd').notNull(),
    firstJoinDatetime: at('first_join_datetime').notNull(),
    /** When the teacher removed this attendee from the class (web classroom): no join of this meeting admits them again. */
    removedDatetime: at('removed_datetime'),
  },
  // By user: the join history of one attendee or of the users a keyword names.
  (t) => [uniqueIndex('meet_users_meet_user').on(t.meetIdx, t.userIdx), index('meet_users_user').on(t.userIdx)],
);

/** Join and quit history: one row per class-client session. */
export const meetUserJoins = pgTable(
  'meet_user_joins',
  {
    joinIdx: serial('join_idx').primaryKey(),
    meetUserIdx: integer('meet_user_idx')
      .notNull()
      .references(() => meetUsers.meetUserIdx, { onDelete: 'cascade' }),
    meetIdx: integer('meet_idx')
      .notNull()
      .references(() => meets.meetIdx, { onDelete: 'cascade' }),
    /** SHA-256 of the attendee token the class client holds for this session. */
    sessionTokenHash: varchar('session_token_hash', { length: 64 }).notNull().unique(),
    leader: boolean('leader').notNull().default(false),
    joinDatetime: at('join_datetime').notNull(),
    lastSeenDatetime: at('last_seen_datetime').notNull(),
    quitDatetime: at('quit_datetime'),
  },
  (t) => [
    index('meet_user_joins_meet_open').on(t.meetIdx, t.quitDatetime),
    index('meet_user_joins_meet_user').on(t.meetUserIdx),
    // The join history, newest first: the page walks it backwards; its meeting and attendee columns
    // let the count filter on them without reading the table (an index-only scan).
    index('meet_user_joins_join_datetime').on(t.joinDatetime, t.joinIdx, t.meetIdx, t.meetUserIdx),
  ],
);

/** Reference materials of a room (and optionally of one meeting of it). */
export const roomFiles = pgTable(
  'room_files',
  {
    roomFileIdx: serial('room_file_idx').primaryKey(),
    roomIdx: integer('room_idx')
      .notNull()
      .references(() => rooms.roomIdx, { onDelete: 'cascade' }),
    meetIdx: integer('meet_idx').references(() => meets.meetIdx, { onDelete: 'set null' }),
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    fileTypeCd: integer('file_type_cd').notNull().default(1),
    orgFileName: varchar('org_file_name', { length: 255 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    fileSize: integer('file_size').notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    regUserIdx: integer('reg_user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('room_files_room').on(t.roomIdx)],
);

export type MeetRow = typeof meets.$inferSelect;
export type MeetUserRow = typeof meetUsers.$inferSelect;
export type MeetUserJoinRow = typeof meetUserJoins.$inferSelect;
export type RoomFileRow = typeof roomFiles.$inferSelect;
