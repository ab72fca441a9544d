import type { FastifyInstance } from 'fastify';
import { createRateLimiter } from '../../auth/rate-limit';
import { registerCommands } from '../../http/dispatch';
import { createSmtpMailer } from '../../mail';
import type { Runtime } from '../../runtime';
import { registerEnquiryMailJob } from './mail-job';
import { sendEnquiry } from './service';

const HOUR_MS = 60 * 60_000;

export function enquiryRoutes(app: FastifyInstance, runtime: Runtime): void {
  const { mail, enquiryRateLimit } = runtime.settings;
  const limiter = createRateLimiter(runtime.database.db, { name: 'enquiry', limit: enquiryRateLimit, windowMs: HOUR_MS }, () =>
    runtime.clock().getTime(),
  );
  if (mail) {
    const mailer = createSmtpMailer(mail);
    registerEnquiryMailJob(runtime, mail, mailer);
    app.addHook('onClose', async () => mailer.close());
  }
  registerCommands(app, runtime, { 'enquiry.SEND': (input, ctx) => sendEnquiry(input, ctx, { limiter, mailOn: mail !== null }) });
}
