/*
 * The table of contents (manage-area 5 "Books"): each start page is a whole number above 0, not lower
 * than the previous sibling's, not above the page count; otherwise the node is flagged. Empty untitled
 * leaves are dropped and siblings are sorted by start page on save. The editor and bookChapter.SAVE use
 * the same functions, so the editor flags exactly what the server refuses.
 */

export const CHAPTER_TITLE_MAX = 100;
export const CHAPTER_DEPTH_MAX = 5;
export const CHAPTERS_MAX = 1000;

/** A node as edited and as sent: startPage null while the field is empty. */
export interface ChapterDraft {
  title: string;
  startPage: number | null;
  children: ChapterDraft[];
}

export type ChapterProblemKind = 'startPageNotWhole' | 'startPageBeforePreviousSibling' | 'startPageAfterLastPage';

export interface ChapterProblem {
  /** Indexes from the top level down: [1, 0] is the first child of the second top node. */
  path: number[];
  problem: ChapterProblemKind;
}

/** Start page inputs accept digits only (other characters are dropped as typed). */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

/** Whether saving drops the node: its title is blank and so is everything under it. */
export function isDroppedOnSave(node: ChapterDraft): boolean {
  return node.title.trim() === '' && node.children.every(isDroppedOnSave);
}

/** Drops the nodes isDroppedOnSave names (a node whose children all go is an empty untitled leaf itself). */
export function dropEmptyUntitledLeaves<T extends ChapterDraft>(nodes: readonly T[]): T[] {
  return nodes
    .filter((node) => !isDroppedOnSave(node))
    .map((node) => ({ ...node, children: dropEmptyUntitledLeaves(node.children as T[]) }));
}

/**
 * Every flagged node of the tree as edited (paths index `nodes` itself); [] when it may be saved. Nodes
 * that saving drops are never flagged.
 */
export function chapterProblems(nodes: readonly ChapterDraft[], pageCount: number, parentPath: number[] = []): ChapterProblem[] {
  const problems: ChapterProblem[] = [];
  let previous: number | null = null;
  nodes.forEach((node, index) => {
    if (isDroppedOnSave(node)) return;
    const path = [...parentPath, index];
    const page = node.startPage;
    if (page === null || !Number.isInteger(page) || page < 1) problems.push({ path, problem: 'startPageNotWhole' });
    else if (previous !== null && page < previous) problems.push({ path, problem: 'startPageBeforePreviousSibling' });
    else if (page > pageCount) problems.push({ path, problem: 'startPageAfterLastPage' });
    if (page !== null && Number.isInteger(page) && page >= 1) previous = Math.max(previous ?? page, page);
    problems.push(...chapterProblems(node.children, pageCount, path));
  });
  return problems;
}

/** Siblings by start page, stable (equal pages keep the author's order), at every level. */
export function sortChaptersByStartPage<T extends ChapterDraft>(nodes: readonly T[]): T[] {
  return nodes
    .map((node, index) => ({ node: { ...node, children: sortChaptersByStartPage(node.children as T[]) }, index }))
    .sort((a, b) => (a.node.startPage ?? 0) - (b.node.startPage ?? 0) || a.index - b.index)
    .map(({ node }) => node);
}

export function chapterDepth(nodes: readonly ChapterDraft[]): number {
  return nodes.reduce((deepest, node) => Math.max(deepest, 1 + chapterDepth(node.children)), 0);
}

export function chapterCount(nodes: readonly ChapterDraft[]): number {
  return nodes.reduce((count, node) => count + 1 + chapterCount(node.children), 0);
}

export type ChapterSave<T extends ChapterDraft> = { ok: true; chapters: T[] } | { ok: false; problems: ChapterProblem[] };

/** What saving does: drop empty untitled leaves, refuse flagged nodes, sort by start page. */
export function prepareChaptersForSave<T extends ChapterDraft>(nodes: readonly T[], pageCount: number): ChapterSave<T> {
  const problems = chapterProblems(nodes, pageCount);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, chapters: sortChaptersByStartPage(dropEmptyUntitledLeaves(nodes)) };
}
