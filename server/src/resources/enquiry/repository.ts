import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type EnquiryMailStatus, type EnquiryRow, type NewEnquiryRow, enquiries } from '../../db/schema';

/* Enquiries are not company data (the public site has no company): no company scope here. */

export async function insertEnquiry(db: Db, row: NewEnquiryRow): Promise<EnquiryRow> {
  const [inserted] = await db.insert(enquiries).values(row).returning();
  if (!inserted) throw new Error('enquiry insert returned nothing');
  return inserted;
}

export async function findEnquiry(db: Db, enquiryIdx: number): Promise<EnquiryRow | null> {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.enquiryIdx, enquiryIdx));
  return row ?? null;
}

export async function setMailStatus(db: Db, enquiryIdx: number, status: EnquiryMailStatus, now: Date): Promise<void> {
  await db.update(enquiries).set({ mailStatus: status, modDatetime: now }).where(eq(enquiries.enquiryIdx, enquiryIdx));
}

/** One try of the mail job: counted, and its error kept for whoever reads the row. */
export async function recordMailAttempt(db: Db, enquiryIdx: number, now: Date, outcome: { sent: true } | { error: string }): Promise<void> {
  await db
    .update(enquiries)
    .set({
      mailAttempts: sql`${enquiries.mailAttempts} + 1`,
      modDatetime: now,
      ...('sent' in outcome
        ? { mailStatus: 'sent' as const, mailSentAt: now, mailError: null }
        : { mailError: outcome.error.slice(0, 1000) }),
    })
    .where(eq(enquiries.enquiryIdx, enquiryIdx));
}
