import { PAGES_PER_SAVE_MAX, SPENT_SEC_PER_SAVE_MAX, type CommandInput, type PageInk } from '@boda/contract';

/*
 * What the solver has not yet had confirmed by note.SAVE: the latest ink of each changed page and the latest
 * answer of each changed question, each with a sequence number higher than anything sent before for it (the
 * server keeps the highest and ignores older ones, so sending an item twice is harmless), and the solving
 * seconds not yet reported. Plain data, so it is written to local storage before every send (queueStore.ts)
 * and replayed when the note opens again.
 */

export interface QueuedPage {
  agendaNo: number;
  pageNo: number;
  ink: PageInk;
  seq: number;
}

export interface QueuedSolution {
  solutionNo: number;
  answer: string;
  seq: number;
}

export interface SaveQueue {
  /** Keyed by pageKey(agendaNo, pageNo). */
  pages: Record<string, QueuedPage>;
  /** Keyed by solution number. */
  solutions: Record<string, QueuedSolution>;
  spentSec: number;
}

export const EMPTY_QUEUE: SaveQueue = Object.freeze({ pages: {}, solutions: {}, spentSec: 0 }) as SaveQueue;

export const pageKey = (agendaNo: number, pageNo: number) => `${agendaNo}-${pageNo}`;

export function isQueueEmpty(queue: SaveQueue): boolean {
  return Object.keys(queue.pages).length === 0 && Object.keys(queue.solutions).length === 0 && queue.spentSec <= 0;
}

/** Whether ink or answers wait (solving time alone is no reason to hold a user back). */
export function hasQueuedWork(queue: SaveQueue): boolean {
  return Object.keys(queue.pages).length > 0 || Object.keys(queue.solutions).length > 0;
}

export function queuePage(queue: SaveQueue, page: QueuedPage): SaveQueue {
  return { ...queue, pages: { ...queue.pages, [pageKey(page.agendaNo, page.pageNo)]: page } };
}

export function queueSolution(queue: SaveQueue, solution: QueuedSolution): SaveQueue {
  return { ...queue, solutions: { ...queue.solutions, [String(solution.solutionNo)]: solution } };
}

export function addSpentSec(queue: SaveQueue, seconds: number): SaveQueue {
  return { ...queue, spentSec: queue.spentSec + seconds };
}

/** note.SAVE's input as the queue builds it (ink stays the immutable PageInk the pen layer made). */
export interface SaveInput {
  noteIdx: number;
  pageList: QueuedPage[];
  solutionList: QueuedSolution[];
  spentSec: number;
}

/** The same, typed for the API client (the contract's arrays are mutable; nothing here mutates them). */
export const toSaveCommand = (input: SaveInput) => input as unknown as CommandInput<'note.SAVE'>;

/**
 * The next note.SAVE: every queued answer, at most PAGES_PER_SAVE_MAX pages (the rest go in the following
 * saves) and the solving seconds up to the server's per-save clamp (the rest stay for the next one).
 */
export function nextSave(noteIdx: number, queue: SaveQueue): SaveInput {
  const pageList = Object.values(queue.pages)
    .slice(0, PAGES_PER_SAVE_MAX)
    .map(({ agendaNo, pageNo, ink, seq }) => ({ agendaNo, pageNo, ink, seq }));
  const solutionList = Object.values(queue.solutions).map(({ solutionNo, answer, seq }) => ({ solutionNo, answer, seq }));
  return { noteIdx, pageList, solutionList, spentSec: Math.min(queue.spentSec, SPENT_SEC_PER_SAVE_MAX) };
}

/** After a save succeeded: drop what it carried, keeping whatever changed again meanwhile (a higher seq). */
export function acknowledge(queue: SaveQueue, sent: SaveInput): SaveQueue {
  const pages = { ...queue.pages };
  for (const page of sent.pageList) {
    const key = pageKey(page.agendaNo, page.pageNo);
    if (pages[key] && pages[key].seq <= page.seq) delete pages[key];
  }
  const solutions = { ...queue.solutions };
  for (const solution of sent.solutionList) {
    const key = String(solution.solutionNo);
    if (solutions[key] && solutions[key].seq <= solution.seq) delete solutions[key];
  }
  return { pages, solutions, spentSec: Math.max(0, queue.spentSec - sent.spentSec) };
}

/** Merges a queue found in storage with the one built since opening (the newer seq of each item wins). */
export function mergeQueues(older: SaveQueue, newer: SaveQueue): SaveQueue {
  const pages = { ...older.pages };
  for (const [key, page] of Object.entries(newer.pages)) if (!pages[key] || pages[key].seq < page.seq) pages[key] = page;
  const solutions = { ...older.solutions };
  for (const [key, solution] of Object.entries(newer.solutions))
    if (!solutions[key] || solutions[key].seq < solution.seq) solutions[key] = solution;
  return { pages, solutions, spentSec: older.spentSec + newer.spentSec };
}
