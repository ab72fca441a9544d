import {
  type CommandData,
  type CommandParsedInput,
  ErrorCode,
  mayRecall,
  NoteListType,
  noteDownloadFileName,
  NoteStatus,
  type NoteStatusCd,
  type ReviewSourceValue,
} from '@boda/contract';
import { type NoteAccess, requireAccess, seesMeetNotes } from '../../auth/policies';
import type { CompanyNote } from '../../db/scoped';
import { AppError, fieldError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import { answersByNo, showsAnswers, toAgendas, toNoteSummary, toSolution } from './dto';
import * as repo from './repository';

/* Reading notes: the lists, a note's header, pages, solutions and logs (service-area 2.11, 3, 7; manage-area "Work notes"). */

/** One meeting's class notes come in one answer (the class results page), bounded. */
export const MEET_NOTES_MAX = 1000;

async function scopeOf(input: CommandParsedInput<'note.LIST'>, ctx: SignedInContext): Promise<repo.NoteScope> {
  const me = ctx.auth.userIdx;
  switch (input.searchType) {
    case NoteListType.MANAGE:
      requireAccess(ctx, 'note.listAll');
      return { kind: 'manage' };
    case NoteListType.SUBMITTED:
      return { kind: 'submitted', teacherIdx: me };
    case NoteListType.WORK:
      return { kind: 'work', userIdx: me };
    case NoteListType.MEET: {
      if (!input.meetCode) throw fieldError('meetCode', 'Choose a meeting.');
      const found = await repo.meetInCompany(ctx.db, ctx.auth.companyIdx, input.meetCode);
      if (!found) throw new AppError(ErrorCode.NOT_FOUND, 'The meeting was not found.');
      // Everyone else sees only their own notes of the meeting (none if they had none).
      const all = seesMeetNotes(ctx, found.meet, found.room);
      return { kind: 'meet', meetIdx: found.meet.meetIdx, onlyUserIdx: all ? null : me };
    }
    default:
      return { kind: 'class', userIdx: me };
  }
}

export async function list(input: CommandParsedInput<'note.LIST'>, ctx: SignedInContext): Promise<CommandData<'note.LIST'>> {
  const scope = await scopeOf(input, ctx);
  const meet = scope.kind === 'meet';
  const page = meet ? 1 : input.page;
  const size = meet ? MEET_NOTES_MAX : input.size;
  const { rows, total } = await repo.listNoteSummaries(ctx.db, ctx.auth.companyIdx, {
    scope,
    from: input.searchStartDate,
    to: input.searchEndDate,
    keyword: input.searchKeyword,
    order: input.order,
    page,
    size,
  });
  return {
    resultPage: {
      content: rows.map(toNoteSummary),
      page,
      size,
      total,
      first: page === 1,
      last: page * size >= total,
    },
  };
}

async function summaryOf(ctx: SignedInContext, note: CompanyNote) {
  const row = await repo.noteSummary(ctx.db, note);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return toNoteSummary(row);
}

export function permissionsOf(access: NoteAccess) {
  const recall = access.inspector && mayRecall(access.note.noteStatus as NoteStatusCd, access.note.wrongCount);
  return { open: access.open, solve: access.solve, inspect: access.inspector, recall, download: access.open };
}

export async function view(input: CommandParsedInput<'note.VIEW'>, ctx: SignedInContext): Promise<CommandData<'note.VIEW'>> {
  const access = await requireAccess(ctx, 'note.view', input.noteIdx);
  return { result: { ...(await summaryOf(ctx, access.note)), permissions: permissionsOf(access) } };
}

export async function listAgenda(
  input: CommandParsedInput<'note.LIST_AGENDA'>,
  ctx: SignedInContext,
): Promise<CommandData<'note.LIST_AGENDA'>> {
  const { note } = await requireAccess(ctx, 'note.open', input.noteIdx);
  const [agendas, pages] = await Promise.all([repo.agendasOf(ctx.db, note), repo.pageHeadersOf(ctx.db, note)]);
  return { resultList: toAgendas(input.noteIdx, agendas, pages) };
}

export async function noteJson(input: CommandParsedInput<'note.NOTE_JSON'>, ctx: SignedInContext): Promise<CommandData<'note.NOTE_JSON'>> {
  const access = await requireAccess(ctx, 'note.open', input.noteIdx);
  const [agendas, pages, solutions, answers] = await Promise.all([
    repo.agendasOf(ctx.db, access.note),
    repo.pagesOf(ctx.db, access.note),
    repo.solutionsOf(ctx.db, access.note),
    repo.textbookSolutions(ctx.db, access.note),
  ]);
  const byNo = answersByNo(answers);
  const shows = showsAnswers(access);
  return {
    result: {
      agendaList: toAgendas(input.noteIdx, agendas, pages),
      solutionList: solutions.map((s) => toSolution(s, byNo, shows)),
    },
  };
}

export async function pdfInfo(
  input: CommandParsedInput<'note.NOTE_PDF_INFO'>,
  ctx: SignedInContext,
): Promise<CommandData<'note.NOTE_PDF_INFO'>> {
  const { note } = await requireAccess(ctx, 'note.open', input.noteIdx);
  const summary = await summaryOf(ctx, note);
  const pages = await repo.pageHeadersOf(ctx.db, note);
  return { result: { fileName: noteDownloadFileName(note.noteTitle, summary.user.userName, 'pdf'), pageCount: pages.length } };
}

/** searchType 0 everything, 1 the solving sessions, 2 the submissions. */
export async function logList(input: CommandParsedInput<'logNote.LIST'>, ctx: SignedInContext): Promise<CommandData<'logNote.LIST'>> {
  const { note } = await requireAccess(ctx, 'note.view', input.noteIdx);
  const status = input.searchType === 1 ? NoteStatus.SAVE : input.searchType === 2 ? NoteStatus.SUBMIT : null;
  const logs = await repo.logsOf(ctx.db, note, status);
  const solutions = await repo.solutionsOf(ctx.db, note);
  const sources = [...new Set(solutions.flatMap((s) => (s.reviewSource ? [s.reviewSource as ReviewSourceValue] : [])))].sort();
  return {
    resultList: logs.map((l) => ({
      regDatetime: l.regDatetime.toISOString(),
      noteStatus: l.noteStatus === NoteStatus.SUBMIT ? NoteStatus.SUBMIT : NoteStatus.SAVE,
      spentTime: l.spentTime,
      questionCount: l.questionCount,
      wrongCount: l.wrongCount,
    })),
    totalSpentTime: note.spentTime,
    submitCount: note.submitCount,
    reviewSources: sources,
  };
}
