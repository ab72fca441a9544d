import {
  type NoteAgenda,
  type NoteKindCd,
  notePageImageUrl,
  type NoteSolution,
  type NoteStatusCd,
  type NoteSummary,
  NoteStatus,
  type ReviewSourceValue,
  type Solution,
} from '@boda/contract';
import type { NotePageRow, NoteRow, NoteSolutionRow } from '../../db/schema';
import { iso } from '../../db/sql';
import type { NoteSummaryRow } from './repository';

/* Rows to the contract's note shapes. */

const bit = (n: number): 0 | 1 => (n === 1 ? 1 : 0);

export function toNoteSummary(row: NoteSummaryRow): NoteSummary {
  const { note, task } = row;
  return {
    noteIdx: note.noteIdx,
    noteKind: note.noteKind as NoteKindCd,
    noteTitle: note.noteTitle,
    noteStatus: note.noteStatus as NoteStatusCd,
    user: row.user,
    task:
      task && task.taskIdx !== null
        ? {
            taskIdx: task.taskIdx,
            taskName: task.taskName,
            submitLimitDatetime: task.submitLimitDatetime.toISOString(),
            regDatetime: task.regDatetime.toISOString(),
            regUser: { userName: task.regUserName },
            autoReview: bit(task.autoReview),
          }
        : null,
    textbook:
      note.textbookIdx !== null && row.bookType !== null
        ? { textbookIdx: note.textbookIdx, bookType: row.bookType as NonNullable<NoteSummary['textbook']>['bookType'] }
        : null,
    meet:
      row.meet && row.meet.meetCode !== null
        ? { meetCode: row.meet.meetCode, meetTitle: row.meet.meetTitle, roomCode: row.roomCode ?? '', leaderName: row.leaderName ?? '' }
        : null,
    noteSubmitDatetime: iso(note.noteSubmitDatetime),
    modDatetime: note.modDatetime.toISOString(),
    questionCount: note.questionCount,
    solveCount: note.solveCount,
    correctCount: note.correctCount,
    wrongCount: note.wrongCount,
    logNoteSubmitCount: note.submitCount,
    logNoteSpentTime: note.spentTime,
    confirmComment: note.confirmComment,
  };
}

export function toNoteCounts(note: NoteRow) {
  return {
    noteIdx: note.noteIdx,
    noteStatus: note.noteStatus as NoteStatusCd,
    questionCount: note.questionCount,
    solveCount: note.solveCount,
    correctCount: note.correctCount,
    wrongCount: note.wrongCount,
  };
}

type PageHeader = Pick<NotePageRow, 'agendaNo' | 'pageNo' | 'pageName' | 'width' | 'height' | 'checked' | 'seq'> & {
  ink?: NotePageRow['ink'];
};

/** Agendas with their pages (in the note's order); pages with `ink` carry it. */
export function toAgendas(noteIdx: number, agendas: { agendaNo: number; agendaName: string }[], pages: PageHeader[]): NoteAgenda[] {
  return agendas.map((agenda) => ({
    agendaNo: agenda.agendaNo,
    agendaName: agenda.agendaName,
    pageList: pages
      .filter((p) => p.agendaNo === agenda.agendaNo)
      .map((p) => ({
        agendaNo: p.agendaNo,
        pageNo: p.pageNo,
        pageName: p.pageName,
        width: p.width,
        height: p.height,
        imgUrl: notePageImageUrl(noteIdx, p.agendaNo, p.pageNo, { ink: false }),
        check: p.checked,
        // The stored strokes are the checked input (pageInkSchema), only typed readonly.
        ...(p.ink ? { ink: p.ink as NoteAgenda['pageList'][number]['ink'] } : {}),
        seq: p.seq,
      })),
  }));
}

/**
 * A question as the caller sees it: the textbook's answer goes to the teacher always and to the student
 * once the note is completed (null otherwise).
 */
export function toSolution(row: NoteSolutionRow, answers: Map<number, Solution>, showAnswer: boolean): NoteSolution {
  return {
    solutionNo: row.solutionNo,
    answerType: row.answerType === 1 ? 1 : 2,
    answer: row.answer,
    result: row.result === 1 ? 1 : row.result === 0 ? 0 : null,
    reviewSource: (row.reviewSource as ReviewSourceValue | null) ?? null,
    correction: row.correction,
    redo: row.redo,
    correctAnswer: showAnswer ? (answers.get(row.solutionNo)?.Ans ?? null) : null,
    seq: row.seq,
  };
}

export function answersByNo(list: Solution[]): Map<number, Solution> {
  return new Map(list.map((s) => [s.PNo, s]));
}

/** Whether the caller is shown the textbook's answers: the note's inspectors, or its student once completed. */
export function showsAnswers(access: { inspector: boolean; owner: boolean; note: NoteRow }): boolean {
  if (access.inspector) return true;
  if (access.owner) return access.note.noteStatus === NoteStatus.COMPLETED;
  return true;
}
