import { type BookSummary, BookPdfKind, deployProblems, type QuestionBankCd } from '@boda/contract';
import { z } from 'zod';
import type { PickedUser } from '../../ui/UserPicker';
import { type ChosenPdf, checkPdfs } from '../books';
import { deadlineOf, initialDeadlineFields } from './deadlinePreference';

/* The homework deploy form (service-area 5): its values, and its checks in the contract's words (deployProblems). */

export const HOMEWORK_PDF_KINDS = [BookPdfKind.WORKSHEET, BookPdfKind.QUICK_ANSWER];

export interface DeployFormValues {
  source: 'book' | 'pdfs';
  book: BookSummary | null;
  pdfs: ChosenPdf[];
  customNamed: boolean;
  bankType: QuestionBankCd | null;
  /** Empty on a book: the homework takes the book's name (offered as the placeholder). */
  name: string;
  deadlineDate: string;
  deadlineTime: string;
  students: PickedUser[];
  autoReview: boolean;
}

export function deployDefaults(now: Date): DeployFormValues {
  const deadline = initialDeadlineFields(now);
  return {
    source: 'book',
    book: null,
    pdfs: [],
    customNamed: false,
    bankType: null,
    name: '',
    deadlineDate: deadline.date,
    deadlineTime: deadline.time,
    students: [],
    autoReview: false,
  };
}

/** The name the homework gets: what was typed, else the chosen book's. */
export function taskNameOf(form: Pick<DeployFormValues, 'source' | 'book' | 'name'>): string {
  const typed = form.name.trim();
  return typed !== '' ? typed : form.source === 'book' ? (form.book?.bookName ?? '') : '';
}

const issue = (ctx: z.RefinementCtx, path: keyof DeployFormValues, key: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message: `homework:${key}` });

export const deployFormSchema = z.custom<DeployFormValues>().superRefine((form, ctx) => {
  const deadline = deadlineOf({ date: form.deadlineDate, time: form.deadlineTime });
  for (const problem of deployProblems({ taskName: taskNameOf(form), deadline, studentCount: form.students.length }, new Date())) {
    const path = problem === 'nameRequired' ? 'name' : problem === 'studentsRequired' ? 'students' : 'deadlineDate';
    issue(ctx, path, `problem.${problem}`);
  }
  if (form.source === 'book') {
    if (form.book === null) issue(ctx, 'book', 'problem.bookRequired');
    return;
  }
  if (form.bankType === null) issue(ctx, 'bankType', 'problem.bankRequired');
  const check = checkPdfs(form.pdfs, form.customNamed, HOMEWORK_PDF_KINDS);
  if (check.overall !== null || check.perFile.size > 0) ctx.addIssue({ code: 'custom', path: ['pdfs'], message: check.overall ?? '' });
});
