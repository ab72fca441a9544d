import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { notes, noteSolutions } from '../../db/schema';
import { type CompanyNote, inCompanyRow } from '../../db/scoped';
import { theNote } from './repository';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Recomputes a note's header counts from its solutions (questions, answered = not blank, correct, wrong) and
 * applies `patch` in the same update, so the header never disagrees with the questions. Every change of
 * answers or results ends here: the student's save and submission (./solve.ts) and the teacher's review.
 */
export async function recountNote(db: Db | Tx, of: CompanyNote, patch: PgUpdateSetSource<typeof notes>, now: Date): Promise<CompanyNote> {
  const { noteIdx } = of;
  const [counts] = await db
    .select({
      questionCount: sql<number>`count(*)::int`,
      solveCount: sql<number>`(count(*) filter (where btrim(${noteSolutions.answer}) <> ''))::int`,
      correctCount: sql<number>`(count(*) filter (where ${noteSolutions.result} = 1))::int`,
      wrongCount: sql<number>`(count(*) filter (where ${noteSolutions.result} = 0))::int`,
    })
    .from(noteSolutions)
    .where(eq(noteSolutions.noteIdx, noteIdx));
  const [note] = await db
    .update(notes)
    .set({ ...counts, ...patch, modDatetime: now })
    .where(theNote(of))
    .returning();
  if (!note) throw new Error(`note ${noteIdx} vanished while recounting`);
  return inCompanyRow(note);
}
