import type { ClassroomChatMessage, ClassroomInk, ClassroomParticipant } from '@boda/contract';
import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classroomChat, classroomMeets, classroomPeers, classroomStrokes, meets, meetUserJoins, meetUsers, users } from '../../db/schema';

/* The web classroom's rows (db/schema/classroom.ts) and the attendance rows it reads. */

/** An attendee session by its token hash, with its meeting, attendee and user; null when unknown. */
export async function findAttendee(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      joinIdx: meetUserJoins.joinIdx,
      leader: meetUserJoins.leader,
      quit: meetUserJoins.quitDatetime,
      meetUserIdx: meetUsers.meetUserIdx,
      userTypeCd: meetUsers.userTypeCd,
      userIdx: users.userIdx,
      userName: users.userName,
      meet: meets,
    })
    .from(meetUserJoins)
    .innerJoin(meetUsers, eq(meetUsers.meetUserIdx, meetUserJoins.meetUserIdx))
    .innerJoin(users, eq(users.userIdx, meetUsers.userIdx))
    .innerJoin(meets, eq(meets.meetIdx, meetUserJoins.meetIdx))
    .where(eq(meetUserJoins.sessionTokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}
export type Attendee = NonNullable<Awaited<ReturnType<typeof findAttendee>>>;

/** For each token hash still known: whether its session is open and its meeting live (one query). */
export async function sessionStates(db: Db, tokenHashes: string[]) {
  if (tokenHashes.length === 0) return [];
  return db
    .select({
      tokenHash: meetUserJoins.sessionTokenHash,
      open: sql<boolean>`${meetUserJoins.quitDatetime} is null`,
      /** The teacher removed this attendee (meet repository markRemoved). */
      removed: sql<boolean>`${meetUsers.removedDatetime} is not null`,
      live: sql<boolean>`${meets.liveRoomIdx} is not null`,
      endReason: meets.endReason,
    })
    .from(meetUserJoins)
    .innerJoin(meets, eq(meets.meetIdx, meetUserJoins.meetIdx))
    .innerJoin(meetUsers, eq(meetUsers.meetUserIdx, meetUserJoins.meetUserIdx))
    .where(inArray(meetUserJoins.sessionTokenHash, tokenHashes));
}

export interface PeerEntry {
  meetIdx: number;
  peerId: string;
  connectionId: string;
  instanceId: string;
  participant: ClassroomParticipant;
}

/**
 * Admits a participant: under the meeting's row lock (so two joins never share the last place), the
 * non-monitor participants present besides this one are counted; null when the mesh is full, else the
 * admission's order (classroomAdmissions), taken under the lock.
 */
export async function admitPeer(db: Db, entry: PeerEntry, limit: number, freshSince: Date, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.select({ meetIdx: meets.meetIdx }).from(meets).where(eq(meets.meetIdx, entry.meetIdx)).for('update');
    if (entry.participant.role !== 'monitor') {
      const [counted] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(classroomPeers)
        .where(
          and(
            eq(classroomPeers.meetIdx, entry.meetIdx),
            ne(classroomPeers.peerId, entry.peerId),
            gte(classroomPeers.lastSeen, freshSince),
            sql`${classroomPeers.participant}->>'role' <> 'monitor'`,
          ),
        );
      if ((counted?.n ?? 0) >= limit) return null;
    }
    const [order] = await tx
      .select({ admission: sql<string>`nextval('classroom_admissions')` })
      .from(meets)
      .where(eq(meets.meetIdx, entry.meetIdx));
    const row = { ...entry, lastSeen: now };
    await tx
      .insert(classroomPeers)
      .values(row)
      .onConflictDoUpdate({ target: [classroomPeers.meetIdx, classroomPeers.peerId], set: row });
    return Number(order!.admission);
  });
}

export async function isPresent(db: Db, meetIdx: number, peerId: string, freshSince: Date): Promise<boolean> {
  const [row] = await db
    .select({ peerId: classroomPeers.peerId })
    .from(classroomPeers)
    .where(and(eq(classroomPeers.meetIdx, meetIdx), eq(classroomPeers.peerId, peerId), gte(classroomPeers.lastSeen, freshSince)))
    .limit(1);
  return row !== undefined;
}

export async function updateParticipant(db: Db, connectionId: string, meetIdx: number, participant: ClassroomParticipant): Promise<void> {
  await db
    .update(classroomPeers)
    .set({ participant })
    .where(and(eq(classroomPeers.meetIdx, meetIdx), eq(classroomPeers.connectionId, connectionId)));
}

/** Removes the socket's row unless a newer socket of the same participant owns it now; true when removed. */
export async function removePeer(db: Db, meetIdx: number, connectionId: string): Promise<boolean> {
  const removed = await db
    .delete(classroomPeers)
    .where(and(eq(classroomPeers.meetIdx, meetIdx), eq(classroomPeers.connectionId, connectionId)))
    .returning({ peerId: classroomPeers.peerId });
  return removed.length > 0;
}

/** Keeps this instance's participants present. */
export async function refreshInstancePeers(db: Db, instanceId: string, now: Date): Promise<void> {
  await db.update(classroomPeers).set({ lastSeen: now }).where(eq(classroomPeers.instanceId, instanceId));
}

/** Rows nobody refreshed (their instance stopped without saying goodbye): removed, and answered for `left`. */
export async function expirePeers(db: Db, staleBefore: Date) {
  return db
    .delete(classroomPeers)
    .where(lt(classroomPeers.lastSeen, staleBefore))
    .returning({ meetIdx: classroomPeers.meetIdx, peerId: classroomPeers.peerId });
}

export async function insertStroke(db: Db, meetIdx: number, ink: ClassroomInk): Promise<void> {
  await db.insert(classroomStrokes).values({ meetIdx, ink });
}

/** Removes the meeting's complete strokes of these ids (an id may name none: erased already, or cleared). */
export async function eraseStrokes(db: Db, meetIdx: number, strokeIds: string[]): Promise<void> {
  await db
    .delete(classroomStrokes)
    .where(and(eq(classroomStrokes.meetIdx, meetIdx), inArray(sql`${classroomStrokes.ink}->>'strokeId'`, strokeIds)));
}

export async function clearStrokes(db: Db, meetIdx: number): Promise<void> {
  await db.delete(classroomStrokes).where(eq(classroomStrokes.meetIdx, meetIdx));
}

interface Welcome {
  participants: ClassroomParticipant[];
  /** The connection ids of the sockets those participants are in on (Delivery.announces). */
  connections: string[];
  strokes: ClassroomInk[];
  chat: ClassroomChatMessage[];
  pen: string | null;
}

/** What a newcomer's welcome shows, in one statement: who is present, the board, the newest chat, the pen. */
export async function welcomeOf(db: Db, meetIdx: number, freshSince: Date, chatMax: number): Promise<Welcome> {
  const newestChat = db
    .select({ message: classroomChat.message, chatIdx: classroomChat.chatIdx })
    .from(classroomChat)
    .where(eq(classroomChat.meetIdx, meetIdx))
    .orderBy(desc(classroomChat.chatIdx))
    .limit(chatMax)
    .as('newest_chat');
  // Both drivers answer { rows } and parse json columns; the database type leaves the result unknown.
  const result = (await db.execute(sql`
    select
      coalesce((select json_agg(${classroomPeers.participant} order by ${classroomPeers.peerId}) from ${classroomPeers}
        where ${classroomPeers.meetIdx} = ${meetIdx} and ${classroomPeers.lastSeen} >= ${freshSince.toISOString()}::timestamptz), '[]'::json) as participants,
      coalesce((select json_agg(${classroomPeers.connectionId}) from ${classroomPeers}
        where ${classroomPeers.meetIdx} = ${meetIdx} and ${classroomPeers.lastSeen} >= ${freshSince.toISOString()}::timestamptz), '[]'::json) as connections,
      coalesce((select json_agg(${classroomStrokes.ink} order by ${classroomStrokes.strokeIdx}) from ${classroomStrokes}
        where ${classroomStrokes.meetIdx} = ${meetIdx}), '[]'::json) as strokes,
      coalesce((select json_agg(${newestChat.message} order by ${newestChat.chatIdx}) from ${newestChat}), '[]'::json) as chat,
      (select ${classroomMeets.penPeerId} from ${classroomMeets} where ${classroomMeets.meetIdx} = ${meetIdx}) as pen
  `)) as { rows: Welcome[] };
  const [row] = result.rows;
  return row ?? { participants: [], connections: [], strokes: [], chat: [], pen: null };
}

export async function insertChat(db: Db, meetIdx: number, message: ClassroomChatMessage): Promise<void> {
  await db.insert(classroomChat).values({ meetIdx, message });
}

/** The meeting's whole chat in order (the transcript; a late joiner's welcome has the newest, welcomeOf). */
export async function chatOf(db: Db, meetIdx: number): Promise<ClassroomChatMessage[]> {
  const rows = await db
    .select({ message: classroomChat.message })
    .from(classroomChat)
    .where(eq(classroomChat.meetIdx, meetIdx))
    .orderBy(asc(classroomChat.chatIdx));
  return rows.map((r) => r.message);
}

export async function setPen(db: Db, meetIdx: number, penPeerId: string | null): Promise<void> {
  await db.insert(classroomMeets).values({ meetIdx, penPeerId }).onConflictDoUpdate({ target: classroomMeets.meetIdx, set: { penPeerId } });
}

/** True for exactly one caller per meeting: the one that writes the chat transcript. */
export async function claimTranscript(db: Db, meetIdx: number, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(classroomMeets)
    .values({ meetIdx, transcriptClaimed: now })
    .onConflictDoUpdate({
      target: classroomMeets.meetIdx,
      set: { transcriptClaimed: now },
      setWhere: isNull(classroomMeets.transcriptClaimed),
    })
    .returning({ meetIdx: classroomMeets.meetIdx });
  return claimed.length > 0;
}

export async function setTranscriptRecord(db: Db, meetIdx: number, recordIdx: number): Promise<void> {
  await db.update(classroomMeets).set({ transcriptRecordIdx: recordIdx }).where(eq(classroomMeets.meetIdx, meetIdx));
}

/** This instance's participants, removed at shutdown (answered for `left`). */
export async function removeInstancePeers(db: Db, instanceId: string) {
  return db
    .delete(classroomPeers)
    .where(eq(classroomPeers.instanceId, instanceId))
    .returning({ meetIdx: classroomPeers.meetIdx, peerId: classroomPeers.peerId });
}
