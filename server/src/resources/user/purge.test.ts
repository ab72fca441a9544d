import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LoginResult, UserStatus } from '@boda/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../seed/demo';
import { jobs, memos, users } from '../../db/schema';
import { type Harness, startHarness } from '../../test/harness';
import { sendMultipart } from '../../test/multipart';
import { findUserByLoginId } from './repository';
import { startRecurring } from '../../jobs/recurring';
import { purgeUnsubscribedUsers, USER_PURGE_JOB } from './purge';

const DAY = 24 * 60 * 60 * 1000;
let h: Harness;
let filesDir: string;
let operator: LoginResult;

const manage = () => ({ token: operator.token.access_token, serviceType: 'MANAGE' });

async function storedCount(): Promise<number> {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'boda-purge-'));
  h = await startHarness({ filesDir });
  operator = await h.login(DEMO.users.operator);
});
afterAll(async () => {
  await h.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('retention purge of unsubscribed users', () => {
  it('deletes out accounts once the retention period has passed since unsubscribing, and only those', async () => {
    const leaving = await h.addUser({ userId: 'leaving', userName: 'Leaving Kim', companyIdx: h.demoCompanyIdx });
    const paused = await h.addUser({ userId: 'paused', companyIdx: h.demoCompanyIdx });
    const recent = await h.addUser({ userId: 'recent-out', companyIdx: h.demoCompanyIdx });
    const leavingLogin = await h.login('leaving');
    const student = await h.login('student1');
    // The leaving user sent a message with a file and has a memo written about them.
    const sent = await sendMultipart(
      h,
      'message.SAVE',
      { message: { title: 'Last', contents: '<p>bye</p>' }, receiverList: [student.user.userIdx] },
      [{ name: 'bye.pdf', data: 'bye' }],
      { token: leavingLogin.token.access_token },
    );
    const received = await sendMultipart(
      h,
      'message.SAVE',
      { message: { title: 'To leaving', contents: '<p>hi</p>' }, receiverList: [leaving.userIdx] },
      [{ name: 'hi.pdf', data: 'hi' }],
      { token: student.token.access_token },
    );
    await h.send('memo.SAVE', { userIdx: leaving.userIdx, content: 'moving away' }, manage());
    await h.send('message.send.REMOVE', { messageIdx: received.body.data?.result.messageIdx ?? 0 }, { token: student.token.access_token });

    await h.send('user.MODIFY_STATUS_MULTI', { userIdxList: [leaving.userIdx, recent.userIdx], userStatusCd: UserStatus.OUT }, manage());
    await h.send('user.MODIFY_STATUS_MULTI', { userIdxList: [paused.userIdx], userStatusCd: UserStatus.PAUSE }, manage());
    const now = new Date();
    await h.db
      .update(users)
      .set({ statusDatetime: new Date(now.getTime() - 31 * DAY) })
      .where(eq(users.userIdx, leaving.userIdx));
    await h.db
      .update(users)
      .set({ statusDatetime: new Date(now.getTime() - 31 * DAY) })
      .where(eq(users.userIdx, paused.userIdx));
    await h.db
      .update(users)
      .set({ statusDatetime: new Date(now.getTime() - 29 * DAY) })
      .where(eq(users.userIdx, recent.userIdx));
    const filesBefore = await storedCount();

    expect(await purgeUnsubscribedUsers(h.db, h.app.boda.storage, now, 30)).toBe(1);
    expect(await findUserByLoginId(h.db, h.demoCompanyIdx, 'leaving')).toBeNull();
    expect(await findUserByLoginId(h.db, h.demoCompanyIdx, 'paused')).not.toBeNull();
    expect(await findUserByLoginId(h.db, h.demoCompanyIdx, 'recent-out')).not.toBeNull();
    expect(await h.db.select().from(memos).where(eq(memos.userIdx, leaving.userIdx))).toEqual([]);
    // The receiver still has the message from the purged sender, under the sender's name.
    const kept = await h.send(
      'message.recv.GET',
      { messageIdx: sent.body.data?.result.messageIdx ?? 0 },
      { token: student.token.access_token },
    );
    expect(kept.body.data?.result).toMatchObject({ regUserIdx: null, regUserName: 'Leaving Kim' });
    // The message only the purged user still had is gone, with its file.
    expect(await storedCount()).toBe(filesBefore - 1);
    expect(await purgeUnsubscribedUsers(h.db, h.app.boda.storage, now, 30)).toBe(0);
  });

  it('runs as a recurring job on the queue: offered by two instances, it runs once per period and purges', async () => {
    const out = await h.addUser({ userId: 'sched-out', companyIdx: h.demoCompanyIdx, userStatusCd: UserStatus.OUT });
    await h.db
      .update(users)
      .set({ statusDatetime: new Date(Date.now() - 100 * DAY) })
      .where(eq(users.userIdx, out.userIdx));
    const { queue, registry } = h.app.boda.jobs;
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const instances = [1, 2].map(() => startRecurring({ queue, registry, clock: h.clock.now, log }));
    await Promise.all(instances.map((i) => i.tick()));
    instances.forEach((i) => i.stop());
    const offered = await h.db.select().from(jobs).where(eq(jobs.kind, USER_PURGE_JOB));
    expect(offered).toHaveLength(1);
    // The harness app's runner (retention 90 days by default) takes it.
    const done = await queue.waitFor(offered[0].jobId, 50);
    expect(done).toMatchObject({ status: 'done', result: { purged: 1 }, attempts: 1 });
    expect(await findUserByLoginId(h.db, h.demoCompanyIdx, 'sched-out')).toBeNull();
    expect(log.error).not.toHaveBeenCalled();
  });
});
