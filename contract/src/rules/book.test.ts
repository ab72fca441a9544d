import { describe, expect, it } from 'vitest';
import {
  assignPdfKinds,
  BOOK_PAGES_MAX,
  isCustomThreePartName,
  orderImagesByName,
  pageRangeProblem,
  pageRangesOf,
  pdfKindOfFileName,
} from './book';

describe('PDF kind words', () => {
  it('reads the kind from the last underscore-separated part of the name', () => {
    expect(pdfKindOfFileName('수학1_문제지.pdf')).toBe('worksheet');
    expect(pdfKindOfFileName('수학1_정답지.PDF')).toBe('answerSheet');
    expect(pdfKindOfFileName('중1_수학_빠른정답.pdf')).toBe('quickAnswer');
    // macOS hands names over decomposed (NFD); spaces around the word do not matter.
    expect(pdfKindOfFileName('수학_문제지.pdf'.normalize('NFD'))).toBe('worksheet');
    expect(pdfKindOfFileName('수학_ 문제지 .pdf')).toBe('worksheet');
  });

  it('finds no kind without an underscore or with another word', () => {
    expect(pdfKindOfFileName('문제지.pdf')).toBeNull();
    expect(pdfKindOfFileName('수학_해설.pdf')).toBeNull();
    expect(pdfKindOfFileName('수학_문제지_1.pdf')).toBeNull();
  });

  it('knows the custom-named three-part mode', () => {
    expect(isCustomThreePartName('math_chapter1_문제지.pdf')).toBe(true);
    expect(isCustomThreePartName('math_문제지.pdf')).toBe(false);
    expect(isCustomThreePartName('math__문제지.pdf')).toBe(false);
    expect(isCustomThreePartName('math_chapter1_cover.pdf')).toBe(false);
  });
});

describe('assignPdfKinds', () => {
  it('assigns each file its kind from the names', () => {
    expect(assignPdfKinds(['a_문제지.pdf', 'a_빠른정답.pdf'], ['worksheet'])).toEqual({
      ok: true,
      kinds: [
        { fileName: 'a_문제지.pdf', kind: 'worksheet' },
        { fileName: 'a_빠른정답.pdf', kind: 'quickAnswer' },
      ],
    });
  });

  it('names the file with an unknown kind, a kind given twice, and a required kind missing', () => {
    expect(assignPdfKinds(['a_문제지.pdf', 'a_해설.pdf'], ['worksheet'])).toEqual({
      ok: false,
      problem: 'unknownKind',
      fileName: 'a_해설.pdf',
    });
    expect(assignPdfKinds(['a_문제지.pdf', 'b_문제지.pdf'], ['worksheet'])).toEqual({
      ok: false,
      problem: 'duplicateKind',
      fileName: 'b_문제지.pdf',
      kind: 'worksheet',
    });
    expect(assignPdfKinds(['a_정답지.pdf'], ['worksheet'])).toEqual({ ok: false, problem: 'missingKind', kind: 'worksheet' });
    // Homework needs the quick answer as well.
    expect(assignPdfKinds(['a_문제지.pdf'], ['worksheet', 'quickAnswer'])).toEqual({
      ok: false,
      problem: 'missingKind',
      kind: 'quickAnswer',
    });
  });

  it("takes the author's choices instead of the names in the custom-named mode", () => {
    const choices = [
      { fileName: 'one.pdf', kind: 'worksheet' as const },
      { fileName: 'two.pdf', kind: 'answerSheet' as const },
    ];
    expect(assignPdfKinds(['two.pdf', 'one.pdf'], ['worksheet'], choices)).toEqual({
      ok: true,
      kinds: [
        { fileName: 'two.pdf', kind: 'answerSheet' },
        { fileName: 'one.pdf', kind: 'worksheet' },
      ],
    });
    // A kind word in the name does not count when the author chooses: a file without a choice is unknown.
    expect(assignPdfKinds(['one.pdf', 'x_문제지.pdf'], ['worksheet'], choices)).toEqual({
      ok: false,
      problem: 'unknownKind',
      fileName: 'x_문제지.pdf',
    });
  });
});

describe('image order and page ranges', () => {
  it('orders images by name, numbers as numbers', () => {
    const names = orderImagesByName(['page10.png', 'page2.png', 'Page1.jpg', 'page2b.png'].map((name) => ({ name }))).map((f) => f.name);
    expect(names).toEqual(['Page1.jpg', 'page2.png', 'page2b.png', 'page10.png']);
  });

  it('fetches pages 100 at a time up to 1000', () => {
    expect(pageRangesOf(0)).toEqual([]);
    expect(pageRangesOf(100)).toEqual([{ fromPage: 1, toPage: 100 }]);
    expect(pageRangesOf(250)).toEqual([
      { fromPage: 1, toPage: 100 },
      { fromPage: 101, toPage: 200 },
      { fromPage: 201, toPage: 250 },
    ]);
    const most = pageRangesOf(1500);
    expect(most).toHaveLength(10);
    expect(most.at(-1)).toEqual({ fromPage: 901, toPage: BOOK_PAGES_MAX });
  });

  it('refuses ranges backwards, from 0, past page 1000 or over 100 pages', () => {
    expect(pageRangeProblem({ fromPage: 1, toPage: 100 })).toBeNull();
    expect(pageRangeProblem({ fromPage: 901, toPage: 1000 })).toBeNull();
    expect(pageRangeProblem({ fromPage: 0, toPage: 5 })).toMatch(/at least 1/);
    expect(pageRangeProblem({ fromPage: 5, toPage: 4 })).toMatch(/not after toPage/);
    expect(pageRangeProblem({ fromPage: 950, toPage: 1001 })).toMatch(/1000/);
    expect(pageRangeProblem({ fromPage: 1, toPage: 101 })).toMatch(/100 pages/);
  });
});
