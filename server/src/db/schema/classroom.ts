import { bigserial, index, integer, jsonb, pgSequence, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import type { ClassroomChatMessage, ClassroomInk, ClassroomParticipant } from '@boda/contract';
import { at } from './columns';
import { meets } from './meets';
import { records } from './records';

/*
 * The built-in web classroom's shared state (contract/src/classroom.ts), kept in the database so every
 * server instance answers the same roster, board and chat. Every row belongs to one meeting and goes
 * with it (cascade), so the class log's retention removes it.
 */

/**
 * The order of admissions to the classroom, taken under the meeting's row lock: a participant's newer
 * socket closes only its sockets admitted before it, so a late replace from an older one (the bus is
 * asynchronous) cannot close its successor.
 */
export const classroomAdmissions = pgSequence('classroom_admissions');

/** Who is in the classroom now: one row per participant, refreshed by the instance holding its socket. */
export const classroomPeers = pgTable(
  'classroom_peers',
  {
    meetIdx: integer('meet_idx')
      .notNull()
      .references(() => meets.meetIdx, { onDelete: 'cascade' }),
    peerId: varchar('peer_id', { length: 40 }).notNull(),
    /** The socket that owns the row: a replaced socket's late goodbye must not remove its successor. */
    connectionId: varchar('connection_id', { length: 40 }).notNull(),
    instanceId: varchar('instance_id', { length: 40 }).notNull(),
    participant: jsonb('participant').$type<ClassroomParticipant>().notNull(),
    /** Refreshed every few seconds; a row nobody refreshes (its instance died) is expired. */
    lastSeen: at('last_seen').notNull(),
  },
  (t) => [primaryKey({ columns: [t.meetIdx, t.peerId] }), index('classroom_peers_instance').on(t.instanceId)],
);

/** Per meeting: the pen holder besides the teacher, and the chat transcript once written. */
export const classroomMeets = pgTable('classroom_meets', {
  meetIdx: integer('meet_idx')
    .primaryKey()
    .references(() => meets.meetIdx, { onDelete: 'cascade' }),
  penPeerId: varchar('pen_peer_id', { length: 40 }),
  transcriptRecordIdx: integer('transcript_record_idx').references(() => records.recordIdx, { onDelete: 'set null' }),
  /** Set when the transcript was claimed, so two instances never both write it. */
  transcriptClaimed: at('transcript_claimed'),
});

/** Complete whiteboard strokes in drawing order (a clear deletes them). */
export const classroomStrokes = pgTable(
  'classroom_strokes',
  {
    strokeIdx: serial('stroke_idx').primaryKey(),
    meetIdx: integer('meet_idx')
      .notNull()
      .references(() => meets.meetIdx, { onDelete: 'cascade' }),
    ink: jsonb('ink').$type<ClassroomInk>().notNull(),
  },
  (t) => [index('classroom_strokes_meet').on(t.meetIdx, t.strokeIdx)],
);

/** Chat messages in order. */
export const classroomChat = pgTable(
  'classroom_chat',
  {
    chatIdx: serial('chat_idx').primaryKey(),
    meetIdx: integer('meet_idx')
      .notNull()
      .references(() => meets.meetIdx, { onDelete: 'cascade' }),
    message: jsonb('message').$type<ClassroomChatMessage>().notNull(),
  },
  (t) => [index('classroom_chat_meet').on(t.meetIdx, t.chatIdx)],
);

/**
 * Bus messages too large for a PostgreSQL NOTIFY payload (an SDP offer): the notification carries only
 * the row's id. Swept after a minute.
 */
export const classroomBus = pgTable(
  'classroom_bus',
  {
    busIdx: bigserial('bus_idx', { mode: 'number' }).primaryKey(),
    meetIdx: integer('meet_idx')
      .notNull()
      .references(() => meets.meetIdx, { onDelete: 'cascade' }),
    payload: text('payload').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('classroom_bus_created').on(t.createdAt)],
);

export type ClassroomPeerRow = typeof classroomPeers.$inferSelect;
