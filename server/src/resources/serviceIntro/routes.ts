import type { FastifyInstance } from 'fastify';
import { createRateLimiter } from '../../auth/rate-limit';
import { registerCommands } from '../../http/dispatch';
import { createSmtpMailer } from '../../mail';
import type { Runtime } from '../../runtime';
import { registerIntroDemoMailJob } from './mail-job';
import { introDemoSendMail, introSetting } from './service';

const HOUR_MS = 60 * 60_000;

export function serviceIntroRoutes(app: FastifyInstance, runtime: Runtime): void {
  const { mail, enquiryRateLimit } = runtime.settings;
  // The enquiry's limit per hour and address (ENQUIRY_RATE_LIMIT), counted apart from it.
  const limiter = createRateLimiter(runtime.database.db, { name: 'introDemoMail', limit: enquiryRateLimit, windowMs: HOUR_MS }, () =>
    runtime.clock().getTime(),
  );
  if (mail) {
    const mailer = createSmtpMailer(mail);
    registerIntroDemoMailJob(runtime, mailer);
    app.addHook('onClose', async () => mailer.close());
  }
  const deps = { limiter, mailOn: mail !== null };
  registerCommands(app, runtime, {
    'serviceIntro.INTRO_SETTING': (input, ctx) => introSetting(input, ctx, deps),
    'serviceIntro.INTRO_DEMO_SEND_MAIL': (input, ctx) => introDemoSendMail(input, ctx, deps),
  });
}
