import { EMPTY_PAGE_INK, type NoteAgenda, type NoteSolution, type PageInk } from '@boda/contract';
import type { Autosaver } from './autosaver';
import { pageKey } from './saveQueue';

export interface SolverState {
  /** Keyed by pageKey(agendaNo, pageNo). */
  inks: Record<string, PageInk>;
  /** Keyed by solution number. */
  answers: Record<number, string>;
}

/**
 * What the solver shows on opening: the server's ink and answers, with this device's unsent changes (a
 * window closed mid-save, a dropped network) laid over them where they are newer, and the autosave's
 * sequence numbers raised above both.
 */
export function openingState(agendas: readonly NoteAgenda[], solutions: readonly NoteSolution[], saver: Autosaver): SolverState {
  const pending = saver.pending;
  const inks: Record<string, PageInk> = {};
  for (const page of agendas.flatMap((a) => a.pageList)) {
    const key = pageKey(page.agendaNo, page.pageNo);
    saver.seedPageSeq(page.agendaNo, page.pageNo, page.seq);
    const local = pending.pages[key];
    inks[key] = local && local.seq > page.seq ? local.ink : (page.ink ?? EMPTY_PAGE_INK);
  }
  const answers: Record<number, string> = {};
  for (const solution of solutions) {
    saver.seedSolutionSeq(solution.solutionNo, solution.seq);
    const local = pending.solutions[String(solution.solutionNo)];
    answers[solution.solutionNo] = local && local.seq > solution.seq ? local.answer : solution.answer;
  }
  return { inks, answers };
}

/** After a recall only the questions sent back for a redo are open; otherwise all while the note is being written. */
export function answerEditable(canSolve: boolean, solutions: readonly NoteSolution[]): (solution: NoteSolution) => boolean {
  const redoOnly = solutions.some((s) => s.redo);
  return (solution) => canSolve && (!redoOnly || solution.redo);
}
