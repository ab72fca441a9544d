import { type CommandData, type CommandParsedInput, ErrorCode } from '@boda/contract';
import type { RateLimiter } from '../../auth/rate-limit';
import { AppError } from '../../errors';
import type { OpenContext } from '../../http/context';
import { ENQUIRY_MAIL_ATTEMPTS, ENQUIRY_MAIL_JOB } from './mail-job';
import { insertEnquiry } from './repository';

export interface EnquiryDeps {
  /** Per address: counted before anything is stored, spam included. */
  limiter: RateLimiter;
  /** SMTP is configured: accepted enquiries get a mail job. */
  mailOn: boolean;
}

const RECEIVED = { result: { received: true as const } };

/**
 * Stores the enquiry first (nothing is lost when mail fails), then queues its mail in the same
 * transaction, so a crash between the two cannot leave a row no job will mail. A filled honeypot
 * is stored flagged as spam, never mailed, and answered exactly like any other enquiry.
 */
export async function sendEnquiry(
  input: CommandParsedInput<'enquiry.SEND'>,
  ctx: OpenContext,
  deps: EnquiryDeps,
): Promise<CommandData<'enquiry.SEND'>> {
  if (!(await deps.limiter.hit(ctx.ip))) throw new AppError(ErrorCode.TOO_MANY_ENQUIRIES);
  const spam = (input.homepage ?? '').trim() !== '';
  const now = ctx.runtime.clock();
  const mailStatus = spam ? 'spam' : deps.mailOn ? 'pending' : 'off';
  await ctx.db.transaction(async (tx) => {
    const row = await insertEnquiry(tx, {
      classType: input.classType,
      studentName: input.studentName,
      phone: input.phone,
      enquirerType: input.enquirerType,
      schoolLevel: input.schoolLevel,
      grade: input.grade,
      teacher: input.teacher,
      lessonMinutes: input.lessonMinutes,
      sessions: input.sessions,
      content: input.content,
      agreement: input.agreement,
      marketing: input.marketing,
      ip: ctx.ip.slice(0, 64),
      spam,
      mailStatus,
      regDatetime: now,
      modDatetime: now,
    });
    if (mailStatus === 'pending') {
      await ctx.runtime.jobs.queue.enqueue(
        { kind: ENQUIRY_MAIL_JOB, payload: { enquiryIdx: row.enquiryIdx }, maxAttempts: ENQUIRY_MAIL_ATTEMPTS },
        tx,
      );
    }
  });
  ctx.log.info({ spam, mailStatus }, 'enquiry received');
  return RECEIVED;
}
