import type { Group } from '@boda/contract';

export interface GroupNode extends Group {
  depth: number;
  children: GroupNode[];
  /** Users in this group and every group below it (userCount counts only the direct ones). */
  totalUserCount: number;
}

function withChildren(group: Group, depth: number, children: GroupNode[]): GroupNode {
  const below = children.reduce((sum, child) => sum + child.totalUserCount, 0);
  return { ...group, depth, children, totalUserCount: group.userCount + below };
}

/** The flat group list as a tree under the company root (upGroupIdx 0), in sort order. */
export function buildGroupTree(groups: Group[]): GroupNode[] {
  const byParent = new Map<number, Group[]>();
  for (const group of groups) byParent.set(group.upGroupIdx, [...(byParent.get(group.upGroupIdx) ?? []), group]);
  const known = new Set(groups.map((g) => g.groupIdx));
  const build = (parent: number, depth: number, seen: Set<number>): GroupNode[] =>
    (byParent.get(parent) ?? [])
      .filter((g) => !seen.has(g.groupIdx))
      .sort((a, b) => a.sortOrder - b.sortOrder || a.groupIdx - b.groupIdx)
      .map((g) => withChildren(g, depth, build(g.groupIdx, depth + 1, new Set([...seen, g.groupIdx]))));
  // Groups whose parent is missing are shown at the top level rather than lost.
  const orphans = groups.filter((g) => g.upGroupIdx !== 0 && !known.has(g.upGroupIdx)).map((g) => g.upGroupIdx);
  return [...build(0, 0, new Set()), ...[...new Set(orphans)].flatMap((parent) => build(parent, 0, new Set()))];
}

/** Depth-first order with depths, for selects. */
export function flattenGroupTree(nodes: GroupNode[]): GroupNode[] {
  return nodes.flatMap((node) => [node, ...flattenGroupTree(node.children)]);
}

/** A group select's options after its "no group" one: every group, indented by its depth. */
export function groupOptions(groups: Group[] | undefined): { value: string; label: string }[] {
  return flattenGroupTree(buildGroupTree(groups ?? [])).map((g) => ({
    value: String(g.groupIdx),
    label: `${'\u00a0\u00a0'.repeat(g.depth)}${g.groupName}`,
  }));
}
