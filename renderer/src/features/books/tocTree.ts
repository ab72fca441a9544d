import {
  type ChapterDraft,
  type ChapterNodeInput,
  chapterProblems,
  type ChapterProblem,
  type ChapterProblemKind,
  digitsOnly,
  prepareChaptersForSave,
} from '@boda/contract';

/*
 * The table-of-contents editor's tree (manage-area 5 "Books"): chapters edited in place, each node
 * with a stable id so React keeps focus while nodes move. The rules (start pages, dropping empty
 * untitled leaves, sorting) are the contract's (rules/bookChapters.ts), the same the server applies;
 * this file only moves nodes and maps the rule's paths to the nodes on screen.
 */

/** A chapter as the screens receive it (contract ChapterNode, without the ids the editor does not need). */
export interface Chapter {
  title: string;
  startPage: number;
  children: Chapter[];
}

/** A chapter while editing: startPage null while its field is empty. */
export interface TocNode extends ChapterDraft {
  id: string;
  children: TocNode[];
}

export type TocProblem = ChapterProblemKind;

let nextId = 0;
const newId = () => `toc-${++nextId}`;

export function toEditable(chapters: readonly Chapter[]): TocNode[] {
  return chapters.map((c) => ({ id: newId(), title: c.title, startPage: c.startPage, children: toEditable(c.children) }));
}

/** The start page as its field shows it. */
export const startPageText = (node: TocNode) => (node.startPage === null ? '' : String(node.startPage));

type Path = number[];

/** Where a node sits: its sibling list's path (parent indices) and its index there. */
function locate(nodes: TocNode[], id: string, parents: Path = []): { parents: Path; index: number } | null {
  for (let i = 0; i < nodes.length; i++) {
    if (nodes[i].id === id) return { parents, index: i };
    const inside = locate(nodes[i].children, id, [...parents, i]);
    if (inside) return inside;
  }
  return null;
}

/** Replaces the sibling list at `parents` (copy on write along the path). */
function withSiblings(nodes: TocNode[], parents: Path, change: (siblings: TocNode[]) => TocNode[]): TocNode[] {
  if (parents.length === 0) return change(nodes);
  const [head, ...rest] = parents;
  return nodes.map((n, i) => (i === head ? { ...n, children: withSiblings(n.children, rest, change) } : n));
}

function siblingsAt(nodes: TocNode[], parents: Path): TocNode[] {
  return parents.reduce((list, i) => list[i].children, nodes);
}

/** A field's edit: the title as typed, the start page from its text (digits only; empty is null). */
export interface TocPatch {
  title?: string;
  startPage?: string;
}

export function updateNode(nodes: TocNode[], id: string, patch: TocPatch): TocNode[] {
  const at = locate(nodes, id);
  if (!at) return nodes;
  const clean: Partial<TocNode> = { ...(patch.title === undefined ? {} : { title: patch.title }) };
  if (patch.startPage !== undefined) {
    const digits = digitsOnly(patch.startPage);
    clean.startPage = digits === '' ? null : Number(digits);
  }
  return withSiblings(nodes, at.parents, (list) => list.map((n, i) => (i === at.index ? { ...n, ...clean } : n)));
}

/** A new empty node after `afterId` (same level), or at the end of the top level without one. Returns the tree and the new id. */
export function addNode(nodes: TocNode[], afterId?: string): { nodes: TocNode[]; id: string } {
  const node: TocNode = { id: newId(), title: '', startPage: null, children: [] };
  const at = afterId ? locate(nodes, afterId) : null;
  if (!at) return { nodes: [...nodes, node], id: node.id };
  return {
    nodes: withSiblings(nodes, at.parents, (list) => [...list.slice(0, at.index + 1), node, ...list.slice(at.index + 1)]),
    id: node.id,
  };
}

/** Removes a node with its children. */
export function removeNode(nodes: TocNode[], id: string): TocNode[] {
  const at = locate(nodes, id);
  if (!at) return nodes;
  return withSiblings(nodes, at.parents, (list) => list.filter((_n, i) => i !== at.index));
}

/** The node becomes the last child of its previous sibling; the first of its siblings cannot indent. */
export function canIndent(nodes: TocNode[], id: string): boolean {
  const at = locate(nodes, id);
  return at !== null && at.index > 0;
}

export function indentNode(nodes: TocNode[], id: string): TocNode[] {
  const at = locate(nodes, id);
  if (!at || at.index === 0) return nodes;
  const node = siblingsAt(nodes, at.parents)[at.index];
  return withSiblings(nodes, at.parents, (list) =>
    list.map((n, i) => (i === at.index - 1 ? { ...n, children: [...n.children, node] } : n)).filter((_n, i) => i !== at.index),
  );
}

export function canOutdent(nodes: TocNode[], id: string): boolean {
  const at = locate(nodes, id);
  return at !== null && at.parents.length > 0;
}

/** The node moves up one level, right after its former parent; its later siblings stay where they were. */
export function outdentNode(nodes: TocNode[], id: string): TocNode[] {
  const at = locate(nodes, id);
  if (!at || at.parents.length === 0) return nodes;
  const parentPath = at.parents.slice(0, -1);
  const parentIndex = at.parents[at.parents.length - 1];
  const node = siblingsAt(nodes, at.parents)[at.index];
  const removed = withSiblings(nodes, at.parents, (list) => list.filter((_n, i) => i !== at.index));
  return withSiblings(removed, parentPath, (list) => [...list.slice(0, parentIndex + 1), node, ...list.slice(parentIndex + 1)]);
}

/** The node a rule's path names (indexes from the top level down). */
function nodeAt(nodes: readonly TocNode[], path: readonly number[]): TocNode | undefined {
  let list = nodes;
  let node: TocNode | undefined;
  for (const index of path) {
    node = list[index];
    if (!node) return undefined;
    list = node.children;
  }
  return node;
}

function byNode(nodes: readonly TocNode[], problems: readonly ChapterProblem[]): Map<string, TocProblem> {
  const flagged = new Map<string, TocProblem>();
  for (const p of problems) {
    const node = nodeAt(nodes, p.path);
    if (node) flagged.set(node.id, p.problem);
  }
  return flagged;
}

/** The contract's start-page rule on the tree as edited: the flagged nodes by id. */
export function validateToc(nodes: readonly TocNode[], pageCount: number): Map<string, TocProblem> {
  return byNode(nodes, chapterProblems(nodes, pageCount));
}

function toInput(nodes: readonly TocNode[]): ChapterNodeInput[] {
  return nodes.map((n) => ({ title: n.title.trim(), startPage: n.startPage, children: toInput(n.children) }));
}

/** Same content regardless of ids: the editor is dirty when this differs from what it started with. */
export function sameToc(a: readonly TocNode[], b: readonly TocNode[]): boolean {
  return (
    a.length === b.length &&
    a.every((n, i) => n.title === b[i].title && n.startPage === b[i].startPage && sameToc(n.children, b[i].children))
  );
}

/**
 * Saving (the contract's prepareChaptersForSave): with flagged nodes nothing is sent and the flags
 * come back; otherwise the chapters to send, empty untitled leaves dropped, sorted by start page.
 */
export function prepareSave(
  nodes: readonly TocNode[],
  pageCount: number,
): { problems: Map<string, TocProblem>; chapters: ChapterNodeInput[] | null } {
  const prepared = prepareChaptersForSave(nodes, pageCount);
  return prepared.ok
    ? { problems: new Map(), chapters: toInput(prepared.chapters) }
    : { problems: byNode(nodes, prepared.problems), chapters: null };
}
