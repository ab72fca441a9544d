import { type CommandData, type CommandParsedInput, ErrorCode } from '@boda/contract';
import type { RateLimiter } from '../../auth/rate-limit';
import { AppError } from '../../errors';
import type { OpenContext } from '../../http/context';
import { findCompanyById } from '../company';
import { INTRO_DEMO_MAIL_ATTEMPTS, INTRO_DEMO_MAIL_JOB } from './mail-job';

/** The demo site is the demo company's login page (the seed's company, `/demo`). */
export const DEMO_COMPANY_ID = 'demo';
const DEMO_VIDEO_PATH = '/intro/demo.webm';

export interface ServiceIntroDeps {
  /** Per address, shared with nothing else: counted before anything is queued, the honeypot included. */
  limiter: RateLimiter;
  /** SMTP is configured. */
  mailOn: boolean;
}

async function demoUrlOf(ctx: OpenContext): Promise<string | null> {
  const company = await findCompanyById(ctx.db, DEMO_COMPANY_ID);
  return company ? `${ctx.runtime.settings.publicOrigin.replace(/\/+$/, '')}/${DEMO_COMPANY_ID}` : null;
}

export async function introSetting(
  _input: CommandParsedInput<'serviceIntro.INTRO_SETTING'>,
  ctx: OpenContext,
  deps: ServiceIntroDeps,
): Promise<CommandData<'serviceIntro.INTRO_SETTING'>> {
  const demoUrl = await demoUrlOf(ctx);
  return { result: { demoUrl, demoVideoUrl: DEMO_VIDEO_PATH, demoMail: demoUrl !== null && deps.mailOn } };
}

/**
 * Queues the mail with the demo site's address (the job retries a mail server that is away). A filled
 * honeypot queues nothing and is answered the same, so a bot learns nothing from the answer.
 */
export async function introDemoSendMail(
  input: CommandParsedInput<'serviceIntro.INTRO_DEMO_SEND_MAIL'>,
  ctx: OpenContext,
  deps: ServiceIntroDeps,
): Promise<CommandData<'serviceIntro.INTRO_DEMO_SEND_MAIL'>> {
  if (!(await deps.limiter.hit(ctx.ip))) throw new AppError(ErrorCode.TOO_MANY_ENQUIRIES);
  const demoUrl = await demoUrlOf(ctx);
  if (demoUrl === null || !deps.mailOn) throw new AppError(ErrorCode.UNAVAILABLE, 'This server has no demo site to mail.');
  const spam = (input.homepage ?? '').trim() !== '';
  if (!spam) {
    await ctx.runtime.jobs.queue.enqueue({
      kind: INTRO_DEMO_MAIL_JOB,
      payload: { email: input.email, demoUrl },
      maxAttempts: INTRO_DEMO_MAIL_ATTEMPTS,
    });
  }
  ctx.log.info({ spam }, 'demo site mail requested');
  return { result: { sent: true } };
}
