import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseQuickAnswers } from './answer-parser';
import { extractQuickAnswers, makeQuickAnswerPdf, PdfRejectedError, type ProposedAnswer } from './index';
import { extractAnswersFromFile } from './quick-answers';
import { scratchFolder } from './sample-pdfs';

const fixtures = join(import.meta.dirname, 'fixtures');
let scratch: Awaited<ReturnType<typeof scratchFolder>>;

beforeAll(async () => {
  scratch = await scratchFolder();
});
afterAll(() => scratch.remove());

/** One line of text runs, each at x = its index * 50. */
const line = (...texts: string[]) => texts.map((text, i) => ({ text, x: i * 50 }));

// Through the worker once (extractQuickAnswers); the other cases call what the worker runs in this
// process, which loads pdf.js once instead of once per case (slow from source).
describe('extractQuickAnswers', () => {
  it('reads circled digits under a row of question numbers and inline answers (embedded font)', async () => {
    expect(await extractQuickAnswers(join(fixtures, 'circled-answers.pdf'))).toEqual([
      { questionNo: 1, answerType: 'choice', answer: '3' },
      { questionNo: 2, answerType: 'choice', answer: '2,4' },
      { questionNo: 3, answerType: 'text', answer: '12' },
      { questionNo: 4, answerType: 'choice', answer: '5' },
      { questionNo: 5, answerType: 'choice', answer: '1' },
      { questionNo: 6, answerType: 'choice', answer: '4' },
      { questionNo: 7, answerType: 'text', answer: '15' },
      { questionNo: 8, answerType: 'choice', answer: '1,3' },
    ]);
  });

  it('reads back what makeQuickAnswerPdf (the seed) wrote, over two pages', async () => {
    const answers: ProposedAnswer[] = Array.from({ length: 230 }, (_, i) =>
      i % 3 === 2
        ? { questionNo: i + 1, answerType: 'text', answer: String((i * 7) % 40) }
        : { questionNo: i + 1, answerType: 'choice', answer: i % 3 === 0 ? String((i % 5) + 1) : '2,5' },
    );
    const path = await scratch.file('seed-answers.pdf', await makeQuickAnswerPdf(answers));
    expect(await extractAnswersFromFile(path)).toEqual(answers);
  });

  it('returns no answers for a scanned PDF (no text layer)', async () => {
    const pdf = await PDFDocument.create();
    const scan = await sharp({ create: { width: 200, height: 280, channels: 3, background: '#f4f4f4' } })
      .png()
      .toBuffer();
    pdf.addPage([200, 280]).drawImage(await pdf.embedPng(scan), { x: 0, y: 0, width: 200, height: 280 });
    const path = await scratch.file('scanned.pdf', await pdf.save());
    expect(await extractAnswersFromFile(path)).toEqual([]);
  });

  it('refuses a file that is not a PDF', async () => {
    const path = await scratch.file('notes.pdf', 'just some text');
    await expect(extractAnswersFromFile(path)).rejects.toBeInstanceOf(PdfRejectedError);
  });
});

describe('parseQuickAnswers', () => {
  it('reads "1) 3", "2. 12", "3 ④⑤" on one line', () => {
    expect(parseQuickAnswers([line('1) 3', '2. 12', '3 ④⑤')])).toEqual([
      { questionNo: 1, answerType: 'text', answer: '3' },
      { questionNo: 2, answerType: 'text', answer: '12' },
      { questionNo: 3, answerType: 'choice', answer: '4,5' },
    ]);
  });

  it('tells a question number from an answer that equals it ("1 2 2 5", "1) 2 2) 5")', () => {
    const expected = [
      { questionNo: 1, answerType: 'text', answer: '2' },
      { questionNo: 2, answerType: 'text', answer: '5' },
    ];
    expect(parseQuickAnswers([line('1 2 2 5')])).toEqual(expected);
    expect(parseQuickAnswers([line('1) 2 2) 5')])).toEqual(expected);
  });

  it('skips titles and page numbers, and reads a second column after the first', () => {
    const lines = [line('Answers'), line('1 ②', '3 ⑤'), line('2 ①,③', '4 7'), line('- 12 -')];
    expect(parseQuickAnswers(lines)).toEqual([
      { questionNo: 1, answerType: 'choice', answer: '2' },
      { questionNo: 2, answerType: 'choice', answer: '1,3' },
      { questionNo: 3, answerType: 'choice', answer: '5' },
      { questionNo: 4, answerType: 'text', answer: '7' },
    ]);
  });

  it('reads Korean "1번 ③" and short text answers', () => {
    expect(parseQuickAnswers([line('1번 ③', '2번 x=3')])).toEqual([
      { questionNo: 1, answerType: 'choice', answer: '3' },
      { questionNo: 2, answerType: 'text', answer: 'x=3' },
    ]);
  });

  it('finds nothing in prose', () => {
    expect(parseQuickAnswers([line('This workbook belongs to'), line('Chapter two')])).toEqual([]);
  });
});
