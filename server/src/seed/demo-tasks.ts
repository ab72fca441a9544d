import { and, asc, eq, inArray } from 'drizzle-orm';
import { books, companies, tasks, users } from '../db/schema';
import { seedDemoTask } from '../resources/task';
import type { Runtime } from '../runtime';
import { DEMO } from './demo';

/*
 * The demo company's homework: one task by the demo teacher on the demo textbook to the demo students, with
 * a submitted, an in-progress and a completed note. Runs after seedDemoBooks (main.ts), once.
 */
export async function seedDemoTasks(runtime: Runtime): Promise<number> {
  const db = runtime.database.db;
  const [company] = await db.select().from(companies).where(eq(companies.companyId, DEMO.companyId)).limit(1);
  if (!company) return 0;
  const [existing] = await db.select({ taskIdx: tasks.taskIdx }).from(tasks).where(eq(tasks.companyIdx, company.companyIdx)).limit(1);
  if (existing) return 0;
  const [book] = await db
    .select()
    .from(books)
    .where(and(eq(books.companyIdx, company.companyIdx), eq(books.bookName, 'Demo Math Textbook'), eq(books.conversionStatus, 'ready')))
    .limit(1);
  const people = await db
    .select()
    .from(users)
    .where(and(eq(users.companyIdx, company.companyIdx), inArray(users.userId, [DEMO.users.teacher, ...DEMO.students])))
    .orderBy(asc(users.userId));
  const teacher = people.find((u) => u.userId === DEMO.users.teacher);
  const students = DEMO.students.flatMap((id) => people.filter((u) => u.userId === id));
  if (!book || !teacher || students.length === 0) return 0;
  await seedDemoTask(runtime, {
    textbookIdx: book.bookIdx,
    studentIdxs: students.map((s) => s.userIdx),
    deployment: {
      companyIdx: company.companyIdx,
      teacher: { userIdx: teacher.userIdx, userName: teacher.userName },
      task: { taskName: 'Demo Math Homework', submitLimitDatetime: '', autoReview: 1 },
      userIdxList: students.map((s) => s.userIdx),
    },
  });
  return 1;
}
