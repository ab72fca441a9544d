import { BookType, TextbookType } from '@boda/contract';
import { and, eq } from 'drizzle-orm';
import { books, companies, users } from '../db/schema';
import { makeQuickAnswerPdf } from '../pdf';
import { createConvertedDemoBook } from '../resources/book';
import type { Runtime } from '../runtime';
import { DEMO } from './demo';
import { DEMO_QUICK_ANSWERS, DEMO_TEXTBOOK_PAGES, DEMO_WORKBOOK_PAGES, makeWorksheetPdf } from './demo-worksheets';

/*
 * The demo company's books: a textbook from a question sheet and a quick answer, and a workbook, made
 * with pdf-lib and converted before the server listens. Needs the runtime (storage and the job runner),
 * so it runs after seedDemo, in serve.ts only (tests register their own books).
 */
export async function seedDemoBooks(runtime: Runtime): Promise<number> {
  const db = runtime.database.db;
  const [company] = await db.select().from(companies).where(eq(companies.companyId, DEMO.companyId)).limit(1);
  if (!company || !runtime.storage) return 0;
  const [existing] = await db.select({ bookIdx: books.bookIdx }).from(books).where(eq(books.companyIdx, company.companyIdx)).limit(1);
  if (existing) return 0;
  const [teacher] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyIdx, company.companyIdx), eq(users.userId, DEMO.users.teacher)))
    .limit(1);
  if (!teacher) return 0;
  const author = { companyIdx: company.companyIdx, userIdx: teacher.userIdx, userName: teacher.userName };
  await createConvertedDemoBook(
    runtime,
    author,
    {
      bookName: 'Demo Math Textbook',
      bookDesc: 'A demo textbook with a quick answer.',
      bookUse: BookType.BOOK,
      bookType: TextbookType.TEXTBOOK,
      bankType: null,
    },
    [
      { name: 'demo-math_문제지.pdf', kind: 'worksheet', bytes: await makeWorksheetPdf(DEMO_TEXTBOOK_PAGES) },
      {
        name: 'demo-math_빠른정답.pdf',
        kind: 'quickAnswer',
        bytes: await makeQuickAnswerPdf([...DEMO_QUICK_ANSWERS]),
      },
    ],
  );
  await createConvertedDemoBook(
    runtime,
    author,
    { bookName: 'Demo Workbook', bookDesc: 'A demo workbook.', bookUse: BookType.BOOK, bookType: TextbookType.WORKBOOK, bankType: null },
    [{ name: 'demo-workbook_문제지.pdf', kind: 'worksheet', bytes: await makeWorksheetPdf(DEMO_WORKBOOK_PAGES) }],
  );
  return 2;
}
