import { PermanentJobError } from '../../jobs/registry';
import type { Mailer, MailMessage } from '../../mail';
import type { Runtime } from '../../runtime';

export const INTRO_DEMO_MAIL_JOB = 'serviceIntro.demoMail';
/** As the enquiry's: a mail server away for a while is retried for about a day. */
export const INTRO_DEMO_MAIL_ATTEMPTS = 16;

interface DemoMailPayload {
  email: string;
  demoUrl: string;
}

function payloadOf(payload: unknown): DemoMailPayload {
  const p = payload as Partial<DemoMailPayload> | null;
  if (typeof p?.email !== 'string' || typeof p.demoUrl !== 'string') throw new PermanentJobError('payload has no email or demoUrl');
  return { email: p.email, demoUrl: p.demoUrl };
}

/** The mail a visitor asked for, in Korean like the public site. */
export function introDemoMail({ email, demoUrl }: DemoMailPayload): MailMessage {
  const text = [
    '보다 클래스룸 체험을 신청해 주셔서 감사합니다.',
    '',
    `데모 사이트: ${demoUrl}`,
    '데모 사이트에서는 체험용 계정으로 로그인해 선생님과 학생 화면을 직접 써 볼 수 있습니다.',
    '',
    '이 메일은 보다 클래스룸 소개 페이지에서 이 주소로 체험 안내를 요청하여 보내 드렸습니다. 요청하지 않으셨다면 무시하셔도 됩니다.',
  ].join('\n');
  return { to: [email], subject: '[보다 클래스룸] 데모 사이트 안내', text };
}

/** Sends the demo site's address; the job queue retries a mail server that is away. */
export function registerIntroDemoMailJob(runtime: Runtime, mailer: Mailer, backoffMs = 60_000): void {
  runtime.jobs.registry.register(
    INTRO_DEMO_MAIL_JOB,
    async (payload) => {
      const info = await mailer.send(introDemoMail(payloadOf(payload)));
      return { messageId: info.messageId };
    },
    { backoffMs, maxBackoffMs: 2 * 60 * 60_000 },
  );
}
