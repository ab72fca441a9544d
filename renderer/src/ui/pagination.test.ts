import { describe, expect, it } from 'vitest';
import { pageCount, pageItems } from './pagination';

describe('pageItems', () => {
  it('shows everything when there are few pages', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps three boundary pages and one sibling, with gaps', () => {
    expect(pageItems(10, 20)).toEqual([1, 2, 3, 'gap-start', 9, 10, 11, 'gap-end', 18, 19, 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 'gap-end', 18, 19, 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 18, 19, 20]);
  });
  it('counts pages', () => {
    expect([pageCount(0, 30), pageCount(30, 30), pageCount(31, 30)]).toEqual([1, 1, 2]);
  });
});
