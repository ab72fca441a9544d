import {
  BookState,
  BookType,
  type CommandData,
  type CommandParsedInput,
  normalizeSolutions,
  type SolutionProblemKind,
  solutionProblems,
} from '@boda/contract';
import { requireAccess } from '../../auth/policies';
import { fieldErrors } from '../../errors';
import type { CompanyBook } from '../../db/scoped';
import type { SignedInContext } from '../../http/context';
import { conversionOf } from './dto';
import { type ConversionOptions, registerFromPdfs } from './register';
import * as repo from './repository';
import { listOf, pagesOf, removeBook, viewOf } from './service';

/*
 * Homework textbooks (contract/src/api/textbook.ts): the same books, addressed by textbookIdx. The
 * answers live here: MOD_ANSWER saves what the author confirmed; ANSWER_PROPOSAL only shows what the
 * conversion read from the quick answer.
 */

export async function view(input: CommandParsedInput<'textbook.VIEW'>, ctx: SignedInContext): Promise<CommandData<'textbook.VIEW'>> {
  return viewOf(ctx, await requireAccess(ctx, 'book.view', input.textbookIdx));
}

export async function listPage(
  input: CommandParsedInput<'textbook.LIST_PAGE'>,
  ctx: SignedInContext,
): Promise<CommandData<'textbook.LIST_PAGE'>> {
  const book = await requireAccess(ctx, 'book.view', input.textbookIdx);
  return { pageList: await pagesOf(ctx, book, input.fromPage, input.toPage) };
}

export function list(input: CommandParsedInput<'textbook.LIST'>, ctx: SignedInContext): Promise<CommandData<'textbook.LIST'>> {
  return listOf(ctx, {
    bookUse: input.bookUse,
    bookType: input.bookType,
    registeredFrom: input.searchStartDate,
    registeredTo: input.searchEndDate,
    keyword: input.searchKeyword,
    searchType: input.searchType,
    page: input.page,
    size: input.size,
  });
}

/**
 * A homework textbook from its PDFs (the worksheet and the quick answer): textbook.ADD, and task.ADD_DEPLOY
 * before it deploys (which may ask that the quick answer's proposal become the answers).
 */
export function registerTextbook(
  ctx: SignedInContext,
  input: Pick<CommandParsedInput<'textbook.ADD'>, 'textbook' | 'fileKindList'>,
  options: ConversionOptions = {},
): Promise<CompanyBook> {
  const { textbookName, textbookDesc, bankType, bookType } = input.textbook;
  const fields = { bookName: textbookName, bookDesc: textbookDesc, bookUse: BookType.TASK, bookType, bankType };
  return registerFromPdfs(ctx, fields, ['worksheet', 'quickAnswer'], input.fileKindList, options);
}

export async function add(input: CommandParsedInput<'textbook.ADD'>, ctx: SignedInContext): Promise<CommandData<'textbook.ADD'>> {
  const row = await registerTextbook(ctx, input);
  return { result: { textbookIdx: row.bookIdx, conversion: conversionOf(row) } };
}

const SOLUTION_MESSAGES: Record<SolutionProblemKind, [field: 'PNo' | 'Ans', message: string]> = {
  choiceRequired: ['Ans', 'Choose at least one answer.'],
  choiceInvalid: ['Ans', 'Choices are the digits 1 to 5, comma-separated.'],
  textRequired: ['Ans', 'Enter the answer.'],
  textTooLong: ['Ans', 'The answer is too long.'],
  questionNoInvalid: ['PNo', 'The question number must be a whole number above 0.'],
  questionNoRepeated: ['PNo', 'Each question number appears once.'],
};

export async function modAnswer(
  input: CommandParsedInput<'textbook.MOD_ANSWER'>,
  ctx: SignedInContext,
): Promise<CommandData<'textbook.MOD_ANSWER'>> {
  const row = await requireAccess(ctx, 'book.author', input.textbookIdx);
  const problems = solutionProblems(input.solutionList);
  if (problems.length > 0) {
    throw fieldErrors(
      problems.map((p) => {
        const [field, message] = SOLUTION_MESSAGES[p.problem];
        return [`solutionList.${p.index}.${field}`, message] as const;
      }),
    );
  }
  const solutionList = normalizeSolutions(input.solutionList);
  const saved = await repo.updateBook(ctx.db, row, {
    solutionList,
    questionCount: solutionList.length,
    answerCount: solutionList.length,
    bookStatus: BookState.COMPLETED,
    modDatetime: ctx.runtime.clock(),
  });
  return { result: { textbookIdx: row.bookIdx, questionCount: saved!.questionCount, answerCount: saved!.answerCount } };
}

export async function answerProposal(
  input: CommandParsedInput<'textbook.ANSWER_PROPOSAL'>,
  ctx: SignedInContext,
): Promise<CommandData<'textbook.ANSWER_PROPOSAL'>> {
  const row = await requireAccess(ctx, 'book.view', input.textbookIdx);
  const quick = await repo.fileOfKind(ctx.db, row, 'quickAnswer');
  if (!quick) return { result: { status: 'none', solutionList: [] } };
  if (row.proposedSolutionList === null)
    return { result: { status: row.conversionStatus === 'failed' ? 'none' : 'pending', solutionList: [] } };
  const solutionList = row.proposedSolutionList;
  return { result: { status: solutionList.length > 0 ? 'ready' : 'none', solutionList } };
}

export async function remove(input: CommandParsedInput<'textbook.DEL'>, ctx: SignedInContext): Promise<CommandData<'textbook.DEL'>> {
  await removeBook(ctx, input.textbookIdx);
  return { result: { textbookIdx: input.textbookIdx } };
}

export async function listFile(
  input: CommandParsedInput<'textbook.LIST_FILE'>,
  ctx: SignedInContext,
): Promise<CommandData<'textbook.LIST_FILE'>> {
  const row = await requireAccess(ctx, 'book.view', input.textbookIdx);
  const { result } = await viewOf(ctx, row);
  return { resultList: result.sourceFileList };
}
