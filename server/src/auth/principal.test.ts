import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, messageReceivers, messages, sessions, users } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { findPrincipalAcrossCompanies, unreadMessagesOfUser } from './principal';

describe('the caller resolved on every request (rows kept by row version)', () => {
  let test: TestDatabase;
  let userIdx: number;
  const sessionId = 'principal-test-session';

  beforeAll(async () => {
    test = await createTestDatabase({ seeded: true });
    const [teacher] = await test.database.db.select().from(users).where(eq(users.userId, 'teacher1'));
    userIdx = teacher.userIdx;
    await test.database.db.insert(sessions).values({ sessionId, userIdx });
  });
  afterAll(() => test.dispose());

  it('sees a change made behind its back (another instance, a script) on the next lookup', async () => {
    const db = test.database.db;
    const first = await findPrincipalAcrossCompanies(db, userIdx, sessionId);
    expect(first?.sessionOpen).toBe(true);
    expect((await findPrincipalAcrossCompanies(db, userIdx, sessionId))?.user).toBe(first?.user);

    await db.update(users).set({ userName: 'Renamed Teacher', locked: true }).where(eq(users.userIdx, userIdx));
    const renamed = await findPrincipalAcrossCompanies(db, userIdx, sessionId);
    expect(renamed?.user.userName).toBe('Renamed Teacher');
    expect(renamed?.user.locked).toBe(true);

    await db.update(companies).set({ companyName: 'Renamed Academy' }).where(eq(companies.companyIdx, first!.company.companyIdx));
    expect((await findPrincipalAcrossCompanies(db, userIdx, sessionId))?.company.companyName).toBe('Renamed Academy');

    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.sessionId, sessionId));
    expect((await findPrincipalAcrossCompanies(db, userIdx, sessionId))?.sessionOpen).toBe(false);
  });

  it('hands out rows no handler can change for the next caller', async () => {
    const found = await findPrincipalAcrossCompanies(test.database.db, userIdx, sessionId);
    expect(() => {
      (found!.user as { userName: string }).userName = 'changed in place';
    }).toThrow(TypeError);
  });

  it('answers nothing for an unknown user', async () => {
    expect(await findPrincipalAcrossCompanies(test.database.db, 987654, sessionId)).toBeNull();
  });
});

describe("the header's unread count (asked with the caller on every signed-in page's poll)", () => {
  let test: TestDatabase;
  let student: { userIdx: number; companyIdx: number; userName: string };
  let seededUnread: number | undefined;
  const sessionId = 'unread-test-session';
  const unreadNow = async () =>
    (await findPrincipalAcrossCompanies(test.database.db, student.userIdx, sessionId, { unreadMessages: true }))?.unreadMessages;

  beforeAll(async () => {
    test = await createTestDatabase({ seeded: true });
    const db = test.database.db;
    [student] = await db.select().from(users).where(eq(users.userId, 'student2'));
    await db.insert(sessions).values({ sessionId, userIdx: student.userIdx });
    seededUnread = await unreadNow();
    // A student of some years: 300 messages read, 2 unread, 1 unread but removed from the box.
    const sent = await db
      .insert(messages)
      .values(
        Array.from({ length: 303 }, (_, i) => ({
          companyIdx: student.companyIdx,
          regUserIdx: student.userIdx,
          regUserName: student.userName,
          title: `Note ${i}`,
          contents: 'x',
        })),
      )
      .returning({ messageIdx: messages.messageIdx });
    await db.insert(messageReceivers).values(
      sent.map(({ messageIdx }, i) => ({
        messageIdx,
        receiverIdx: student.userIdx,
        receiverName: student.userName,
        readDatetime: i < 300 ? new Date() : null,
        deleted: i === 302,
      })),
    );
    await db.execute(sql`analyze message_receivers`);
  });
  afterAll(() => test.dispose());

  it('counts the unread messages kept in the box: not the read ones, not the removed one', async () => {
    expect(seededUnread).toBeDefined();
    expect(await unreadNow()).toBe(seededUnread! + 2);
  });

  it('reads only the unread rows of the user, from their own index (not every message ever received)', async () => {
    // Index choices only: a sequential scan is cheaper on a test's few hundred rows, never on a school's.
    const plan = await test.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(
        sql`explain (format json) select ${unreadMessagesOfUser} from ${users} where ${users.userIdx} = ${student.userIdx}`,
      )) as unknown as { rows: Array<Record<string, unknown>> };
      return JSON.stringify(result.rows[0]);
    });
    expect(plan).toContain('"Index Name":"message_receivers_unread"');
    expect(plan).not.toContain('"Index Name":"message_receivers_box"');
  });
});
