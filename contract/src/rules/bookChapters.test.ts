import { describe, expect, it } from 'vitest';
import {
  type ChapterDraft,
  chapterProblems,
  digitsOnly,
  dropEmptyUntitledLeaves,
  prepareChaptersForSave,
  sortChaptersByStartPage,
} from './bookChapters';

const node = (title: string, startPage: number | null, children: ChapterDraft[] = []): ChapterDraft => ({ title, startPage, children });

describe('table of contents rules', () => {
  it('keeps digits only in a start page', () => {
    expect(digitsOnly('1a2 3-')).toBe('123');
    expect(digitsOnly('abc')).toBe('');
  });

  it('flags an empty or zero start page, one lower than the previous sibling, one after the last page', () => {
    const tree = [node('One', 2), node('Two', 1), node('Three', null), node('Four', 0), node('Five', 11)];
    expect(chapterProblems(tree, 10)).toEqual([
      { path: [1], problem: 'startPageBeforePreviousSibling' },
      { path: [2], problem: 'startPageNotWhole' },
      { path: [3], problem: 'startPageNotWhole' },
      { path: [4], problem: 'startPageAfterLastPage' },
    ]);
  });

  it('compares children with their siblings only, and flags them by their path in the tree as edited', () => {
    const tree = [node('One', 5, [node('One.a', 3), node('One.b', 2)]), node('Two', 6)];
    expect(chapterProblems(tree, 10)).toEqual([{ path: [0, 1], problem: 'startPageBeforePreviousSibling' }]);
  });

  it('never flags a node saving drops, and a dropped node does not break the sibling order', () => {
    const tree = [node('One', 3), node('  ', null), node('Two', 2)];
    expect(chapterProblems(tree, 10)).toEqual([{ path: [2], problem: 'startPageBeforePreviousSibling' }]);
    expect(chapterProblems([node('', null, [node(' ', null)]), node('One', 1)], 10)).toEqual([]);
  });

  it('drops empty untitled leaves, and a blank parent whose children all go', () => {
    const tree = [node('One', 1, [node('', null), node('One.a', 2)]), node('', null, [node('', null)]), node('', 3, [node('Kept', 3)])];
    expect(dropEmptyUntitledLeaves(tree)).toEqual([node('One', 1, [node('One.a', 2)]), node('', 3, [node('Kept', 3)])]);
  });

  it('sorts siblings by start page at every level, equal pages in the author order', () => {
    const tree = [node('C', 7), node('A', 1, [node('A.2', 3), node('A.1', 2)]), node('B', 1)];
    expect(sortChaptersByStartPage(tree)).toEqual([node('A', 1, [node('A.1', 2), node('A.2', 3)]), node('B', 1), node('C', 7)]);
  });

  it('prepareChaptersForSave refuses flagged trees and saves valid ones without blank leaves', () => {
    const tree = [node('B', 4, [node('B.2', 6), node('B.1', 5)]), node('A', 1), node('A2', 1), node('', null)];
    // Sibling order is checked as edited, so this tree is refused first...
    expect(prepareChaptersForSave(tree, 10)).toEqual({
      ok: false,
      problems: [
        { path: [0, 1], problem: 'startPageBeforePreviousSibling' },
        { path: [1], problem: 'startPageBeforePreviousSibling' },
        { path: [2], problem: 'startPageBeforePreviousSibling' },
      ],
    });
    // ...and a valid one comes back without the blank leaf.
    const valid = [node('A', 1, [node('A.1', 1), node('A.2', 1)]), node('B', 4), node(' ', null)];
    expect(prepareChaptersForSave(valid, 4)).toEqual({
      ok: true,
      chapters: [node('A', 1, [node('A.1', 1), node('A.2', 1)]), node('B', 4)],
    });
  });
});
