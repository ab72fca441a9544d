export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * Page buttons as the spec lays them out (foundation.md 9): the current page with one sibling on
 * each side, three pages at each boundary, gaps between. Pages are 1-based.
 */
export function pageItems(current: number, total: number, siblings = 1, boundary = 3): PageItem[] {
  if (total <= 0) return [];
  const pages = new Set<number>();
  for (let p = 1; p <= Math.min(boundary, total); p += 1) pages.add(p);
  for (let p = Math.max(1, total - boundary + 1); p <= total; p += 1) pages.add(p);
  for (let p = Math.max(1, current - siblings); p <= Math.min(total, current + siblings); p += 1) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: PageItem[] = [];
  sorted.forEach((page, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous > 1) out.push(page < current ? 'gap-start' : 'gap-end');
    out.push(page);
  });
  return out;
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
