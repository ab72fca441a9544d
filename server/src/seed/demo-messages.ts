import { MessageStatus } from '@boda/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { messageReceivers, messages, users } from '../db/schema';
import { insertMessage } from '../resources/message';

/** Demo messages, so the message boxes and the header's indicator show something on first start. */
const DEMO_MESSAGES = [
  {
    from: 'operator',
    to: ['teacher1', 'teacher2', 'openteacher'],
    title: 'Welcome to Boda Classroom',
    contents:
      '<p>Welcome! Your classes for this term are ready under <strong>Classes</strong>.</p><p>Reply here if anything is missing.</p>',
    readBy: ['teacher2'],
  },
  {
    from: 'teacher2',
    to: ['student4', 'student5', 'student6'],
    title: 'English B: reading for Monday',
    contents:
      '<p>Please read pages 12 to 15 before Monday and note three new words.</p><ul><li>Pages 12-15</li><li>Three new words</li></ul>',
    readBy: ['student4'],
  },
  {
    from: 'student4',
    to: ['teacher2'],
    title: 'RE : English B: reading for Monday',
    contents: '<p>Done, thank you!</p><blockquote><p>Please read pages 12 to 15 before Monday and note three new words.</p></blockquote>',
    readBy: [],
  },
] as const;

/** Adds the demo messages unless the company has messages already; safe to run on every start. */
export async function seedDemoMessages(db: Db, companyIdx: number, now: Date = new Date()): Promise<void> {
  const existing = await db.select({ id: messages.messageIdx }).from(messages).where(eq(messages.companyIdx, companyIdx)).limit(1);
  if (existing.length > 0) return;
  const ids = [...new Set(DEMO_MESSAGES.flatMap((m) => [m.from, ...m.to]))];
  const people = await db
    .select({ userIdx: users.userIdx, userId: users.userId, userName: users.userName })
    .from(users)
    .where(and(eq(users.companyIdx, companyIdx), inArray(users.userId, ids)));
  const byId = new Map(people.map((p) => [p.userId, p]));
  for (const [i, demo] of DEMO_MESSAGES.entries()) {
    const sender = byId.get(demo.from);
    const receivers = demo.to.flatMap((id) => {
      const user = byId.get(id);
      return user ? [user] : [];
    });
    if (!sender || receivers.length === 0) continue;
    const sentAt = new Date(now.getTime() - (DEMO_MESSAGES.length - i) * 60 * 60 * 1000);
    const messageIdx = await insertMessage(db, {
      companyIdx,
      regUserIdx: sender.userIdx,
      regUserName: sender.userName,
      title: demo.title,
      contents: demo.contents,
      messageStatusCd: MessageStatus.SENT,
      sendDatetime: sentAt,
      receivers: receivers.map((u) => ({ receiverIdx: u.userIdx, receiverName: u.userName })),
      files: [],
    });
    const readers: readonly string[] = demo.readBy;
    const readIdxs = receivers.filter((u) => readers.includes(u.userId)).map((u) => u.userIdx);
    if (readIdxs.length > 0) await markReadBy(db, messageIdx, readIdxs, new Date(sentAt.getTime() + 10 * 60 * 1000));
  }
}

async function markReadBy(db: Db, messageIdx: number, userIdxs: number[], at: Date): Promise<void> {
  await db
    .update(messageReceivers)
    .set({ readDatetime: at })
    .where(and(eq(messageReceivers.messageIdx, messageIdx), inArray(messageReceivers.receiverIdx, userIdxs)));
}
