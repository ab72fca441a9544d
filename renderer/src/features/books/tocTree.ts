/*
 * The table-of-contents editor's model (manage-area 5 "Books"): a tree of chapters edited in place,
 * each node with a stable id so React keeps focus while nodes move. Pure functions: the editor
 * component only holds the tree in state and calls these.
 */

/** A chapter as the server stores it (manage-area 3, chapter node). */
export interface Chapter {
  title: string;
  startPage: number;
  children: Chapter[];
}

/** A chapter while editing: the start page is the typed text (digits only), so a blank field stays blank. */
export interface TocNode {
  id: string;
  title: string;
  startPage: string;
  children: TocNode[];
}

/** Why a node is flagged (manage-area 5): its start page is not a whole number above 0, goes back, or lies past the book. */
export type TocProblem = 'notPositive' | 'beforePrevious' | 'pastLastPage';

let nextId = 0;
const newId = () => `toc-${++nextId}`;

export function toEditable(chapters: readonly Chapter[]): TocNode[] {
  return chapters.map((c) => ({ id: newId(), title: c.title, startPage: String(c.startPage), children: toEditable(c.children) }));
}

/** Number inputs keep only digits (manage-area 5 "Other"). */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

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

export function updateNode(nodes: TocNode[], id: string, patch: Partial<Pick<TocNode, 'title' | 'startPage'>>): TocNode[] {
  const at = locate(nodes, id);
  if (!at) return nodes;
  const clean = patch.startPage === undefined ? patch : { ...patch, startPage: digitsOnly(patch.startPage) };
  return withSiblings(nodes, at.parents, (list) => list.map((n, i) => (i === at.index ? { ...n, ...clean } : n)));
}

/** A new empty node after `afterId` (same level), or at the end of the top level without one. Returns the tree and the new id. */
export function addNode(nodes: TocNode[], afterId?: string): { nodes: TocNode[]; id: string } {
  const node: TocNode = { id: newId(), title: '', startPage: '', children: [] };
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

/**
 * The start-page rule (manage-area 5 "Books"): each start page is a whole number above 0, not lower
 * than the previous sibling's, and not above the book's page count. Returns the flagged nodes by id.
 */
export function validateToc(nodes: readonly TocNode[], pageCount: number): Map<string, TocProblem> {
  const problems = new Map<string, TocProblem>();
  const visit = (list: readonly TocNode[]) => {
    let previous = 0;
    for (const node of list) {
      const page = /^\d+$/.test(node.startPage) ? Number(node.startPage) : 0;
      if (page < 1) problems.set(node.id, 'notPositive');
      else if (page < previous) problems.set(node.id, 'beforePrevious');
      else if (page > pageCount) problems.set(node.id, 'pastLastPage');
      if (page >= 1) previous = Math.max(previous, page);
      visit(node.children);
    }
  };
  visit(nodes);
  return problems;
}

/** Empty untitled leaves are left out (an added row the author never filled). */
function isEmptyLeaf(node: TocNode): boolean {
  return node.title.trim() === '' && node.startPage === '' && node.children.length === 0;
}

/** What saving leaves: empty untitled leaves dropped (repeatedly, so a parent emptied of them goes too), then each level sorted by start page. */
export function pruneAndSort(nodes: readonly TocNode[]): TocNode[] {
  return (
    nodes
      .map((n) => ({ ...n, children: pruneAndSort(n.children) }))
      .filter((n) => !isEmptyLeaf(n))
      .map((n, order) => ({ n, order }))
      // A stable sort: equal start pages keep the author's order.
      .sort((a, b) => Number(a.n.startPage) - Number(b.n.startPage) || a.order - b.order)
      .map(({ n }) => n)
  );
}

export function toChapters(nodes: readonly TocNode[]): Chapter[] {
  return nodes.map((n) => ({ title: n.title.trim(), startPage: Number(n.startPage), children: toChapters(n.children) }));
}

/** Same content regardless of ids: the editor is dirty when this differs from what it started with. */
export function sameToc(a: readonly TocNode[], b: readonly TocNode[]): boolean {
  return (
    a.length === b.length &&
    a.every((n, i) => n.title === b[i].title && n.startPage === b[i].startPage && sameToc(n.children, b[i].children))
  );
}

/**
 * Saving: prune and sort, then validate what would be stored. With problems nothing is saved and the
 * pruned tree comes back (so the flags match the rows on screen).
 */
export function prepareSave(nodes: readonly TocNode[], pageCount: number) {
  const pruned = pruneAndSort(nodes);
  const problems = validateToc(pruned, pageCount);
  return { nodes: pruned, problems, chapters: problems.size === 0 ? toChapters(pruned) : null };
}
