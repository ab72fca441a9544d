import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, min, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messageFiles, type MessageFileRow, messageReceivers, type MessageReceiverRow, messages, type MessageRow } from '../../db/schema';
import { containsPattern } from '../../db/sql';

export interface NewMessage {
  companyIdx: number;
  regUserIdx: number;
  regUserName: string;
  title: string;
  contents: string;
  messageStatusCd: number;
  sendDatetime: Date;
  receivers: Array<{ receiverIdx: number; receiverName: string }>;
  files: Array<{ orgFileName: string; fileSize: number; mime: string; storageKey: string }>;
}

export async function insertMessage(db: Db, message: NewMessage): Promise<number> {
  return db.transaction(async (tx) => {
    const { receivers, files, ...row } = message;
    const inserted = await tx.insert(messages).values(row).returning({ messageIdx: messages.messageIdx });
    const messageIdx = inserted[0]?.messageIdx;
    if (messageIdx === undefined) throw new Error('insert into messages returned no row');
    for (let i = 0; i < receivers.length; i += 1000) {
      await tx.insert(messageReceivers).values(receivers.slice(i, i + 1000).map((r) => ({ ...r, messageIdx })));
    }
    if (files.length > 0) await tx.insert(messageFiles).values(files.map((f) => ({ ...f, messageIdx })));
    return messageIdx;
  });
}

/** The message if the user has it in the sent box. */
export async function findSent(db: Db, companyIdx: number, userIdx: number, messageIdx: number): Promise<MessageRow | null> {
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.messageIdx, messageIdx),
        eq(messages.companyIdx, companyIdx),
        eq(messages.regUserIdx, userIdx),
        eq(messages.senderDeleted, false),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The message and the user's receiver row if the user has it in the received box. */
export async function findReceived(
  db: Db,
  companyIdx: number,
  userIdx: number,
  messageIdx: number,
): Promise<{ message: MessageRow; receiver: MessageReceiverRow } | null> {
  const rows = await db
    .select({ message: messages, receiver: messageReceivers })
    .from(messageReceivers)
    .innerJoin(messages, eq(messages.messageIdx, messageReceivers.messageIdx))
    .where(
      and(
        eq(messageReceivers.messageIdx, messageIdx),
        eq(messageReceivers.receiverIdx, userIdx),
        eq(messageReceivers.deleted, false),
        eq(messages.companyIdx, companyIdx),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Sets the read time once; later reads keep the first. */
export async function markRead(db: Db, receiverRowId: number, at: Date): Promise<Date> {
  const rows = await db
    .update(messageReceivers)
    .set({ readDatetime: at })
    .where(and(eq(messageReceivers.id, receiverRowId), isNull(messageReceivers.readDatetime)))
    .returning({ readDatetime: messageReceivers.readDatetime });
  if (rows[0]?.readDatetime) return rows[0].readDatetime;
  const current = await db
    .select({ readDatetime: messageReceivers.readDatetime })
    .from(messageReceivers)
    .where(eq(messageReceivers.id, receiverRowId));
  return current[0]?.readDatetime ?? at;
}

export async function receiversOf(db: Db, messageIdx: number): Promise<MessageReceiverRow[]> {
  return db.select().from(messageReceivers).where(eq(messageReceivers.messageIdx, messageIdx)).orderBy(asc(messageReceivers.id));
}

export async function filesOf(db: Db, messageIdx: number): Promise<MessageFileRow[]> {
  return db.select().from(messageFiles).where(eq(messageFiles.messageIdx, messageIdx)).orderBy(asc(messageFiles.fileIdx));
}

export interface ListPage {
  limit: number;
  offset: number;
  keyword: string;
}

const fileCount = sql<number>`(select count(*) from ${messageFiles} where ${messageFiles.messageIdx} = ${messages.messageIdx})`.mapWith(
  Number,
);

export async function listSent(db: Db, companyIdx: number, userIdx: number, page: ListPage) {
  const conditions: SQL[] = [eq(messages.companyIdx, companyIdx), eq(messages.regUserIdx, userIdx), eq(messages.senderDeleted, false)];
  if (page.keyword !== '') {
    const pattern = containsPattern(page.keyword);
    const byReceiver = exists(
      db
        .select({ one: sql`1` })
        .from(messageReceivers)
        .where(and(eq(messageReceivers.messageIdx, messages.messageIdx), ilike(messageReceivers.receiverName, pattern))),
    );
    const either = or(ilike(messages.title, pattern), byReceiver);
    if (either) conditions.push(either);
  }
  const where = and(...conditions);
  const firstReceiver = db
    .select({ messageIdx: messageReceivers.messageIdx, firstId: min(messageReceivers.id).as('first_id'), n: count().as('n') })
    .from(messageReceivers)
    .groupBy(messageReceivers.messageIdx)
    .as('first_receiver');
  const [rows, counted] = await Promise.all([
    db
      .select({
        message: messages,
        receiverCount: sql<number>`coalesce(${firstReceiver.n}, 0)`.mapWith(Number),
        firstReceiverName: sql<
          string | null
        >`(select ${messageReceivers.receiverName} from ${messageReceivers} where ${messageReceivers.id} = ${firstReceiver.firstId})`,
        fileCount,
      })
      .from(messages)
      .leftJoin(firstReceiver, eq(firstReceiver.messageIdx, messages.messageIdx))
      .where(where)
      .orderBy(desc(messages.messageIdx))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

export async function listReceived(db: Db, companyIdx: number, userIdx: number, page: ListPage) {
  const conditions: SQL[] = [
    eq(messages.companyIdx, companyIdx),
    eq(messageReceivers.receiverIdx, userIdx),
    eq(messageReceivers.deleted, false),
  ];
  if (page.keyword !== '') {
    const pattern = containsPattern(page.keyword);
    const either = or(ilike(messages.title, pattern), ilike(messages.regUserName, pattern));
    if (either) conditions.push(either);
  }
  const where = and(...conditions);
  const [rows, counted] = await Promise.all([
    db
      .select({ message: messages, readDatetime: messageReceivers.readDatetime, fileCount })
      .from(messageReceivers)
      .innerJoin(messages, eq(messages.messageIdx, messageReceivers.messageIdx))
      .where(where)
      .orderBy(desc(messages.messageIdx))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(messageReceivers).innerJoin(messages, eq(messages.messageIdx, messageReceivers.messageIdx)).where(where),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

/** Removes from the sender's box; answers the indexes actually removed. */
export async function removeSent(db: Db, companyIdx: number, userIdx: number, messageIdxs: number[]): Promise<number[]> {
  const rows = await db
    .update(messages)
    .set({ senderDeleted: true })
    .where(
      and(
        inArray(messages.messageIdx, messageIdxs),
        eq(messages.companyIdx, companyIdx),
        eq(messages.regUserIdx, userIdx),
        eq(messages.senderDeleted, false),
      ),
    )
    .returning({ messageIdx: messages.messageIdx });
  return rows.map((r) => r.messageIdx);
}

export async function removeReceived(db: Db, companyIdx: number, userIdx: number, messageIdxs: number[]): Promise<number[]> {
  const inCompany = db
    .select({ id: messages.messageIdx })
    .from(messages)
    .where(and(inArray(messages.messageIdx, messageIdxs), eq(messages.companyIdx, companyIdx)));
  const rows = await db
    .update(messageReceivers)
    .set({ deleted: true })
    .where(
      and(inArray(messageReceivers.messageIdx, inCompany), eq(messageReceivers.receiverIdx, userIdx), eq(messageReceivers.deleted, false)),
    )
    .returning({ messageIdx: messageReceivers.messageIdx });
  return rows.map((r) => r.messageIdx);
}
