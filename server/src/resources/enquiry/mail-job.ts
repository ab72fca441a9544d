import type { Runtime } from '../../runtime';
import { type Mailer, type MailSettings } from '../../mail';
import { PermanentJobError } from '../../jobs/registry';
import { enquiryMail } from './message';
import { findEnquiry, recordMailAttempt, setMailStatus } from './repository';

export const ENQUIRY_MAIL_JOB = 'enquiry.mail';
/** A mail server away for a while (restart, maintenance): about a day of retries, 1 min doubling to 2 h. */
export const ENQUIRY_MAIL_ATTEMPTS = 16;

function enquiryIdxOf(payload: unknown): number {
  const idx = (payload as { enquiryIdx?: unknown } | null)?.enquiryIdx;
  if (typeof idx !== 'number' || !Number.isInteger(idx)) throw new PermanentJobError('payload has no enquiryIdx');
  return idx;
}

/**
 * The mail of one stored enquiry. The row is written before the job is queued, so a failed try only
 * costs a retry; a sent mail marks the row and a second run (a reclaimed lease) does not send again.
 */
export function registerEnquiryMailJob(runtime: Runtime, mail: MailSettings, mailer: Mailer, backoffMs = 60_000): void {
  const { db } = runtime.database;
  runtime.jobs.registry.register(
    ENQUIRY_MAIL_JOB,
    async (payload) => {
      const enquiryIdx = enquiryIdxOf(payload);
      const row = await findEnquiry(db, enquiryIdx);
      if (!row) throw new PermanentJobError(`enquiry ${enquiryIdx} is gone`);
      if (row.mailStatus !== 'pending') return { skipped: row.mailStatus };
      try {
        const info = await mailer.send(enquiryMail(row, mail.enquiryTo));
        await recordMailAttempt(db, enquiryIdx, runtime.clock(), { sent: true });
        return { messageId: info.messageId };
      } catch (err) {
        await recordMailAttempt(db, enquiryIdx, runtime.clock(), { error: err instanceof Error ? err.message : String(err) });
        throw err;
      }
    },
    {
      backoffMs,
      maxBackoffMs: 2 * 60 * 60_000,
      onFailed: async (payload) => setMailStatus(db, enquiryIdxOf(payload), 'failed', runtime.clock()),
    },
  );
}
