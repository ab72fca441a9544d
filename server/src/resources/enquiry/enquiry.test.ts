import type { CommandInput } from '@boda/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enquiries, jobs } from '../../db/schema';
import { type Harness, type HarnessOptions, startHarness } from '../../test/harness';
import { ENQUIRY_MAIL_JOB } from './mail-job';
import { freePort, startSmtpServer } from './smtp-test-server';
import { waitUntil } from '../../test/waitUntil';

type Input = CommandInput<'enquiry.SEND'>;

const valid: Input = {
  classType: 'PERSONAL',
  studentName: '김하늘',
  phone: '010-1234-5678',
  enquirerType: 'PARENT',
  schoolLevel: 'MIDDLE',
  grade: 2,
  teacher: '상관없음',
  lessonMinutes: 120,
  sessions: [
    { day: 'MON', start: '18:30' },
    { day: 'WED', start: '21:00' },
  ],
  content: '수학 개별진도 수업이 궁금합니다.',
  agreement: true,
  marketing: false,
};

const fast: HarnessOptions = { seed: false, jobs: { runner: { pollMs: 25 } } };

describe('enquiry.SEND validation', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ ...fast, enquiryRateLimit: 1000 });
  });
  afterAll(async () => h.close());

  const refused: Array<[string, Partial<Input>, string]> = [
    ['a blank name', { studentName: '  ' }, 'studentName'],
    ['a phone with letters', { phone: '010-abcd' }, 'phone'],
    ['no phone', { phone: '' }, 'phone'],
    ['no teacher', { teacher: '' }, 'teacher'],
    ['the agreement unticked', { agreement: false }, 'agreement'],
    ['a high-school pupil in the individual-pace class', { schoolLevel: 'HIGH' }, 'schoolLevel'],
    ['a fourth school year in middle school', { grade: 4 }, 'grade'],
    ['one weekly session of the individual-pace class', { sessions: [{ day: 'MON', start: '18:30' }] }, 'sessions'],
    [
      'five weekly sessions',
      {
        sessions: (['MON', 'TUE', 'WED', 'THU', 'FRI'] as const).map((day) => ({ day, start: '18:30' })),
      },
      'sessions',
    ],
    [
      'a 120-minute session starting after 21:00',
      {
        sessions: [
          { day: 'MON', start: '18:30' },
          { day: 'TUE', start: '21:30' },
        ],
      },
      'sessions.1.start',
    ],
    [
      'a session before 18:30',
      {
        sessions: [
          { day: 'MON', start: '18:00' },
          { day: 'TUE', start: '19:00' },
        ],
      },
      'sessions.0.start',
    ],
    [
      'a start off the half hour',
      {
        sessions: [
          { day: 'MON', start: '18:45' },
          { day: 'TUE', start: '19:00' },
        ],
      },
      'sessions.0.start',
    ],
    [
      'two sessions on one day',
      {
        sessions: [
          { day: 'MON', start: '18:30' },
          { day: 'MON', start: '21:00' },
        ],
      },
      'sessions.1.day',
    ],
    ['content of 301 characters', { content: '가'.repeat(301) }, 'content'],
    [
      'an elementary pupil asking for 90 minutes',
      { classType: 'PRIVATE', schoolLevel: 'ELEMENTARY', grade: 5, lessonMinutes: 90, sessions: [] },
      'lessonMinutes',
    ],
    ['90 minutes in the individual-pace class', { lessonMinutes: 90 }, 'lessonMinutes'],
    [
      'a 60-minute one-to-one session ending after 23:00',
      { classType: 'PRIVATE', lessonMinutes: 60, sessions: [{ day: 'FRI', start: '22:30' }] },
      'sessions.0.start',
    ],
  ];

  it.each(refused)('refuses %s with WB-400-212 naming the field, and stores nothing', async (_what, change, field) => {
    const res = await h.send('enquiry.SEND', { ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('WB-400-212');
    expect(res.body.details?.map((d) => d.path)).toContain(field);
    expect(await h.db.select().from(enquiries)).toHaveLength(0);
  });

  it('accepts the limits: 300 characters, 4 sessions, a 22:00 start for 60 minutes, elementary at 60', async () => {
    const four = (['MON', 'TUE', 'THU', 'FRI'] as const).map((day) => ({ day, start: '21:00' }));
    expect((await h.send('enquiry.SEND', { ...valid, content: '가'.repeat(300), sessions: four })).status).toBe(200);
    const elementary = { classType: 'PRIVATE', schoolLevel: 'ELEMENTARY', grade: 6, lessonMinutes: 60 } as const;
    expect((await h.send('enquiry.SEND', { ...valid, ...elementary, sessions: [{ day: 'TUE', start: '22:00' }] })).status).toBe(200);
    expect((await h.send('enquiry.SEND', { ...valid, ...elementary, sessions: [] })).status).toBe(200);
  });
});

describe('enquiry.SEND storage and mail', () => {
  let h: Harness | null = null;
  afterEach(async () => {
    await h?.close();
    h = null;
  });

  it('without SMTP stores the enquiry (mail off, phone as digits) and answers received', async () => {
    h = await startHarness(fast);
    const res = await h.send('enquiry.SEND', valid, { ip: '203.0.113.7' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ result: { received: true } });
    const [row] = await h.db.select().from(enquiries);
    expect(row).toMatchObject({ studentName: '김하늘', phone: '01012345678', mailStatus: 'off', spam: false, ip: '203.0.113.7' });
    expect(row?.sessions).toEqual(valid.sessions);
    expect(await h.db.select().from(jobs).where(eq(jobs.kind, ENQUIRY_MAIL_JOB))).toHaveLength(0);
  });

  it('mails a stored enquiry to the configured address through SMTP', async () => {
    const smtp = await startSmtpServer();
    try {
      h = await startHarness({
        ...fast,
        mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Boda <site@boda.test>', enquiryTo: ['desk@boda.test'] },
      });
      expect((await h.send('enquiry.SEND', valid)).status).toBe(200);
      const db = h.db;
      const [row] = await waitUntil(
        () => db.select().from(enquiries),
        (rows) => rows[0]?.mailStatus === 'sent',
      );
      expect(row?.mailSentAt).not.toBeNull();
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0];
      expect(mail?.to).toEqual(['desk@boda.test']);
      expect(mail?.from).toBe('site@boda.test');
      expect(mail?.subject).toContain('김하늘');
      expect(mail?.text).toContain('01012345678');
      expect(mail?.text).toContain('월 18:30~20:30');
      expect(mail?.text).toContain('수학 개별진도 수업이 궁금합니다.');
    } finally {
      await smtp.close();
    }
  });

  it('keeps the enquiry while the mail server is down and delivers it on a later try', async () => {
    const port = await freePort();
    h = await startHarness({
      ...fast,
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'site@boda.test', enquiryTo: ['desk@boda.test'] },
    });
    expect((await h.send('enquiry.SEND', valid)).status).toBe(200);
    const db = h.db;
    const [failed] = await waitUntil(
      () => db.select().from(enquiries),
      (rows) => (rows[0]?.mailAttempts ?? 0) >= 1,
    );
    expect(failed).toMatchObject({ mailStatus: 'pending', studentName: '김하늘' });
    expect(failed?.mailError).toMatch(/ECONNREFUSED|connect/i);
    // The handler records the failed try before the queue puts the job back for its retry.
    const [job] = await waitUntil(
      () => db.select().from(jobs).where(eq(jobs.kind, ENQUIRY_MAIL_JOB)),
      (rows) => rows[0]?.status !== 'running',
    );
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });

    const smtp = await startSmtpServer(port);
    try {
      h.clock.advance(5 * 60_000);
      await waitUntil(
        () => db.select().from(enquiries),
        (rows) => rows[0]?.mailStatus === 'sent',
      );
      expect(smtp.received.map((m) => m.to)).toEqual([['desk@boda.test']]);
      // The handler marks the enquiry sent before the queue marks its job done.
      const [done] = await waitUntil(
        () => db.select().from(jobs).where(eq(jobs.kind, ENQUIRY_MAIL_JOB)),
        (rows) => rows[0]?.status !== 'running',
      );
      expect(done?.status).toBe('done');
    } finally {
      await smtp.close();
    }
  });

  it('stores a filled honeypot as spam, answers like any enquiry and mails nothing', async () => {
    const smtp = await startSmtpServer();
    try {
      h = await startHarness({
        ...fast,
        mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'site@boda.test', enquiryTo: ['desk@boda.test'] },
      });
      const spam = await h.send('enquiry.SEND', { ...valid, homepage: 'https://spam.example' });
      const real = await h.send('enquiry.SEND', valid);
      expect(spam.status).toBe(200);
      expect(spam.body.data).toEqual(real.body.data);
      const db = h.db;
      await waitUntil(
        () => db.select().from(enquiries).where(eq(enquiries.spam, false)),
        (rows) => rows[0]?.mailStatus === 'sent',
      );
      const [flagged] = await db.select().from(enquiries).where(eq(enquiries.spam, true));
      expect(flagged).toMatchObject({ mailStatus: 'spam', mailAttempts: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(await db.select().from(jobs).where(eq(jobs.kind, ENQUIRY_MAIL_JOB))).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('limits enquiries per address per hour (WB-429-003), other addresses unaffected, the window passes', async () => {
    h = await startHarness({ ...fast, enquiryRateLimit: 2 });
    const ip = '198.51.100.9';
    expect((await h.send('enquiry.SEND', valid, { ip })).status).toBe(200);
    expect((await h.send('enquiry.SEND', { ...valid, homepage: 'x' }, { ip })).status).toBe(200);
    const refused = await h.send('enquiry.SEND', valid, { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe('WB-429-003');
    expect((await h.send('enquiry.SEND', valid, { ip: '198.51.100.10' })).status).toBe(200);
    expect(await h.db.select().from(enquiries)).toHaveLength(3);
    h.clock.advance(61 * 60_000);
    expect((await h.send('enquiry.SEND', valid, { ip })).status).toBe(200);
  });
});
