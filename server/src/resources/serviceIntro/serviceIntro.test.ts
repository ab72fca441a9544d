import { ErrorCode } from '@boda/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { type Harness, type HarnessOptions, startHarness } from '../../test/harness';
import { freePort, startSmtpServer } from '../enquiry/smtp-test-server';
import { INTRO_DEMO_MAIL_JOB } from './mail-job';
import { waitUntil } from '../../test/waitUntil';

const fast: HarnessOptions = { jobs: { runner: { pollMs: 25 } }, publicOrigin: 'https://classroom.example' };
const mailAt = (port: number) => ({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Boda <site@boda.test>', enquiryTo: [] });

describe('/open/serviceIntro', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it('INTRO_SETTING names the demo site and its video; it offers the mail only where mail is configured', async () => {
    h = await startHarness(fast);
    const setting = await h.send('serviceIntro.INTRO_SETTING', {});
    expect(setting.status).toBe(200);
    expect(setting.body.data?.result).toEqual({
      demoUrl: 'https://classroom.example/demo',
      demoVideoUrl: '/intro/demo.webm',
      demoMail: false,
    });
    const refused = await h.send('serviceIntro.INTRO_DEMO_SEND_MAIL', { email: 'visitor@example.com' });
    expect(refused.body.errorCode).toBe(ErrorCode.UNAVAILABLE);
  });

  it('a server without the demo company has no demo site to show or mail', async () => {
    h = await startHarness({ ...fast, seed: false, mail: mailAt(await freePort()) });
    expect((await h.send('serviceIntro.INTRO_SETTING', {})).body.data?.result).toMatchObject({ demoUrl: null, demoMail: false });
    expect((await h.send('serviceIntro.INTRO_DEMO_SEND_MAIL', { email: 'visitor@example.com' })).body.errorCode).toBe(
      ErrorCode.UNAVAILABLE,
    );
  });

  it('INTRO_DEMO_SEND_MAIL mails the demo site to the visitor through SMTP; a bad address is a field error; the honeypot mails nothing', async () => {
    const smtp = await startSmtpServer();
    try {
      h = await startHarness({ ...fast, mail: mailAt(smtp.port) });
      expect((await h.send('serviceIntro.INTRO_SETTING', {})).body.data?.result.demoMail).toBe(true);
      const bad = await h.send('serviceIntro.INTRO_DEMO_SEND_MAIL', { email: 'not-an-address' });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('email');
      const spam = await h.send('serviceIntro.INTRO_DEMO_SEND_MAIL', { email: 'bot@example.com', homepage: 'https://spam.example' });
      const sent = await h.send('serviceIntro.INTRO_DEMO_SEND_MAIL', { email: ' visitor@example.com ' });
      expect(sent.status).toBe(200);
      expect(spam.body.data).toEqual(sent.body.data);
      await waitUntil(
        () => smtp.received.length,
        (n) => n >= 1,
      );
      expect(smtp.received[0]?.to).toEqual(['visitor@example.com']);
      expect(smtp.received[0]?.text).toContain('https://classroom.example/demo');
      const db = h.db;
      const [job] = await waitUntil(
        () => db.select().from(jobs).where(eq(jobs.kind, INTRO_DEMO_MAIL_JOB)),
        (rows) => rows[0]?.status === 'done',
      );
      expect(job?.status).toBe('done');
      expect(await db.select().from(jobs).where(eq(jobs.kind, INTRO_DEMO_MAIL_JOB))).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('limits the mails per address per hour (WB-429-003)', async () => {
    const smtp = await startSmtpServer();
    try {
      h = await startHarness({ ...fast, mail: mailAt(smtp.port), enquiryRateLimit: 1 });
      const ip = '198.51.100.7';
      expect((await h.send('serviceIntro.INTRO_DEMO_SEND_MAIL', { email: 'a@example.com' }, { ip })).status).toBe(200);
      const refused = await h.send('serviceIntro.INTRO_DEMO_SEND_MAIL', { email: 'a@example.com' }, { ip });
      expect(refused.body.errorCode).toBe(ErrorCode.TOO_MANY_ENQUIRIES);
    } finally {
      await smtp.close();
    }
  });
});
