import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, sessions, users } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { findPrincipalAcrossCompanies } from './principal';

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
