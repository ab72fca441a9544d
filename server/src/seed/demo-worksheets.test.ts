import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEMO_QUICK_ANSWERS, DEMO_TEXTBOOK_PAGES, DEMO_WORKBOOK_PAGES, makeWorksheetPdf } from './demo-worksheets';

const answerOf = (no: number) => DEMO_QUICK_ANSWERS.find((a) => a.questionNo === no)?.answer;
const questionLines = (no: number) => DEMO_TEXTBOOK_PAGES.find((p) => p.lines.some((l) => l.startsWith(`Question ${no}.`)))?.lines ?? [];
/** The choices a question's page offers: "(3) 8" -> 3: 8. */
const choices = (no: number) =>
  [
    ...questionLines(no)
      .join(' ')
      .matchAll(/\((\d)\) (\d+)/g),
  ].map((m) => ({ no: m[1], value: Number(m[2]) }));
const chosen = (no: number, right: (value: number) => boolean) =>
  choices(no)
    .filter((c) => right(c.value))
    .map((c) => c.no)
    .join(',');

describe('the demo textbook', () => {
  it('asks the questions its quick answer answers (1: 5 + 3, 2: the even numbers, 3: 7 + 5)', () => {
    expect(questionLines(1).join(' ')).toContain('What is 5 + 3?');
    expect(chosen(1, (v) => v === 5 + 3)).toBe(answerOf(1));
    expect(questionLines(2).join(' ')).toContain('Which numbers are even?');
    expect(chosen(2, (v) => v % 2 === 0)).toBe(answerOf(2));
    expect(questionLines(3).join(' ')).toContain('7 + 5 = ?');
    expect(String(7 + 5)).toBe(answerOf(3));
  });

  it('is real pages: six and four A4 pages, a title on each, no question without an answer', async () => {
    expect((await PDFDocument.load(await makeWorksheetPdf(DEMO_TEXTBOOK_PAGES))).getPageCount()).toBe(6);
    expect((await PDFDocument.load(await makeWorksheetPdf(DEMO_WORKBOOK_PAGES))).getPageCount()).toBe(4);
    const asked = DEMO_TEXTBOOK_PAGES.flatMap((p) => p.lines).filter((l) => /^Question \d+\./.test(l));
    expect(asked).toHaveLength(DEMO_QUICK_ANSWERS.length);
  });
});
