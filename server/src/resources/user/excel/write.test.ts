import { UserType } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../../db/schema';
import { DEMO } from '../../../seed/demo';
import { type Harness, startHarness } from '../../../test/harness';
import { waitUntil } from '../../../test/waitUntil';
import { findUserByLoginId } from '../repository';
import { type ImportedUser, writeImportedUsers } from './write';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const person = (userId: string, userName = `Imported ${userId}`): ImportedUser => ({
  userId,
  userName,
  passwordHash: null,
  email: null,
  phone: '01000000000',
  phone2: null,
});

async function account(userId: string): Promise<UserRow> {
  const row = await findUserByLoginId(h.db, h.demoCompanyIdx, userId);
  if (!row) throw new Error(`${userId} missing`);
  return row;
}

describe('writing an import', () => {
  // Both ways the import writes: batch by batch with an undo (PGlite), one transaction (PostgreSQL).
  for (const shortTransactions of [true, false]) {
    it(`a database error part-way leaves nothing created and every overwritten account as it was (short transactions: ${shortTransactions})`, async () => {
      const tag = shortTransactions ? 's' : 't';
      const kept = await h.addUser({ userId: `keep-${tag}`, userName: 'Kept Name', companyIdx: h.demoCompanyIdx });
      const other = await h.addUser({ userId: `other-${tag}`, userName: 'Other Name', companyIdx: h.demoCompanyIdx });
      const before = await account(kept.userId);
      const write = {
        companyIdx: h.demoCompanyIdx,
        userTypeCd: UserType.STUDENT,
        userRoleCd: 'USER',
        groupIdx: null,
        creates: [person(`new-a-${tag}`), person(`new-b-${tag}`), person(`new-c-${tag}`)],
        updates: [
          { ...person(kept.userId, 'Renamed By Import'), before },
          // Longer than user_name's 50 characters: the database refuses this last batch.
          { ...person(other.userId, 'x'.repeat(60)), before: await account(other.userId) },
        ],
      };
      await expect(writeImportedUsers(h.db, write, { shortTransactions, batchSize: 1 })).rejects.toThrow();
      for (const created of write.creates) expect(await findUserByLoginId(h.db, h.demoCompanyIdx, created.userId)).toBeNull();
      const after = await account(kept.userId);
      expect(after.userName).toBe('Kept Name');
      expect(after.modDatetime.toISOString()).toBe(before.modDatetime.toISOString());
      expect((await account(other.userId)).userName).toBe('Other Name');
    });
  }

  it("lets another user's request through while a long import writes", async () => {
    const student = await h.login(DEMO.users.student);
    // After its first batch the import waits for the other user's answer (on PostgreSQL inside its
    // transaction). If the import held the database until its end, that answer would never come.
    const askMe = () => h.send('user.GET_ME', {}, { token: student.token.access_token });
    let otherRequest: ReturnType<typeof askMe> | undefined;
    await writeImportedUsers(
      h.db,
      {
        companyIdx: h.demoCompanyIdx,
        userTypeCd: UserType.STUDENT,
        userRoleCd: 'USER',
        groupIdx: null,
        creates: Array.from({ length: 40 }, (_, i) => person(`long-${i}`)),
        updates: [],
      },
      {
        // As the service chooses (excel/service.ts).
        shortTransactions: h.app.boda.database.kind === 'pglite',
        batchSize: 10,
        onWritten: async (rows) => {
          if (rows !== 10) return;
          let answered = false;
          otherRequest = askMe();
          void otherRequest.then(() => (answered = true));
          await waitUntil(
            () => answered,
            (done) => done,
          );
        },
      },
    );
    const me = await otherRequest;
    expect(me?.body.data?.result.userId).toBe(DEMO.users.student);
    expect(await findUserByLoginId(h.db, h.demoCompanyIdx, 'long-39')).not.toBeNull();
  });

  it('writes creates and overwrites together when nothing fails', async () => {
    const kept = await h.addUser({ userId: 'keep-ok', userName: 'Old Name', companyIdx: h.demoCompanyIdx });
    await writeImportedUsers(
      h.db,
      {
        companyIdx: h.demoCompanyIdx,
        userTypeCd: UserType.STUDENT,
        userRoleCd: 'USER',
        groupIdx: null,
        creates: [person('fresh-1'), person('fresh-2')],
        updates: [{ ...person(kept.userId, 'New Name'), before: await account(kept.userId) }],
      },
      { shortTransactions: true, batchSize: 1 },
    );
    expect((await account('fresh-2')).userName).toBe('Imported fresh-2');
    expect((await account(kept.userId)).userName).toBe('New Name');
    // An overwrite without a password keeps the account's own.
    expect((await account(kept.userId)).passwordHash).not.toBeNull();
  });
});
