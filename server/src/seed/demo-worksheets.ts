import { A4_POINTS } from '../pdf/sample-pdfs';

/*
 * The demo books' pages: short, readable worksheets (pdf-lib's standard fonts, so English only) whose
 * questions are the ones the demo textbook's quick answer answers (demo-books.ts): 1 is (3), 2 is (2)
 * and (4), 3 is 12. Pages past the questions are review and working space, with nothing to answer.
 */

/** The demo textbook's quick answer: what the worksheet's questions ask. */
export const DEMO_QUICK_ANSWERS = [
  { questionNo: 1, answerType: 'choice', answer: '3' },
  { questionNo: 2, answerType: 'choice', answer: '2,4' },
  { questionNo: 3, answerType: 'text', answer: '12' },
] as const;

interface WorksheetPage {
  title: string;
  lines: string[];
  /** An answer box under the text (a question's page). */
  answerBox?: boolean;
}

export const DEMO_TEXTBOOK_PAGES: WorksheetPage[] = [
  {
    title: 'Unit 1: Adding numbers',
    lines: [
      'Example: 3 + 4 = 7. Count on from 3: four, five, six, seven.',
      '',
      'Question 1. What is 5 + 3?',
      '(1) 6     (2) 7     (3) 8     (4) 9     (5) 10',
    ],
    answerBox: true,
  },
  {
    title: 'Unit 2: Even and odd numbers',
    lines: [
      'A number is even when it splits into two equal groups: 2, 4, 6, 8, 10.',
      '',
      'Question 2. Which numbers are even? Choose all that are.',
      '(1) 3     (2) 4     (3) 7     (4) 10     (5) 11',
    ],
    answerBox: true,
  },
  {
    title: 'Unit 3: Adding past ten',
    lines: ['Example: 8 + 5 = 13. Make ten first: 8 + 2 = 10, then 10 + 3 = 13.', '', 'Question 3. 7 + 5 = ?  Write the number.'],
    answerBox: true,
  },
  {
    title: 'Review: adding',
    lines: ['2 + 2 = 4', '5 + 4 = 9', '6 + 6 = 12', '9 + 3 = 12', 'Tip: adding in either order gives the same sum.'],
  },
  {
    title: 'Review: even numbers',
    lines: ['Even: 2, 4, 6, 8, 10, 12', 'Odd: 1, 3, 5, 7, 9, 11', 'Tip: even numbers end in 0, 2, 4, 6 or 8.'],
  },
  { title: 'Working space', lines: ['Use this page to work out your answers.'] },
];

export const DEMO_WORKBOOK_PAGES: WorksheetPage[] = [1, 2, 3, 4].map((n) => ({
  title: `Practice sheet ${n}`,
  lines: [1, 2, 3, 4, 5].map((i) => `${i}.  ${n + i} + ${i + 2} = ______`),
}));

/** The pages as one A4 PDF: a title, the lines, and an answer box where a question asks for one. */
export async function makeWorksheetPdf(pages: readonly WorksheetPage[]): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const { width, height } = A4_POINTS;
  pages.forEach((sheet, i) => {
    const page = pdf.addPage([width, height]);
    page.drawText(sheet.title, { x: 60, y: height - 90, size: 24, font: bold, color: rgb(0.1, 0.2, 0.5) });
    page.drawLine({
      start: { x: 60, y: height - 104 },
      end: { x: width - 60, y: height - 104 },
      thickness: 1.5,
      color: rgb(0.1, 0.2, 0.5),
    });
    let y = height - 150;
    for (const line of sheet.lines) {
      page.drawText(line, { x: 60, y, size: 15, font });
      y -= 30;
    }
    if (sheet.answerBox) {
      page.drawText('Answer:', { x: 60, y: y - 20, size: 15, font: bold });
      page.drawRectangle({ x: 130, y: y - 34, width: 180, height: 40, borderColor: rgb(0.4, 0.4, 0.4), borderWidth: 1.5 });
    }
    page.drawText(`${i + 1}`, { x: width / 2 - 4, y: 40, size: 11, font });
  });
  return pdf.save();
}
