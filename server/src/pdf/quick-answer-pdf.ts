import type { PDFFont, PDFPage } from 'pdf-lib';
import type { ProposedAnswer } from './limits';

/*
 * A quick-answer sheet as publishers print them ("1 ③  2 ②④  3 12"), for the demo seed and tests,
 * with no font file: numbers in Helvetica and circled digits in ZapfDingbats, two of the 14 fonts
 * every PDF reader has. ZapfDingbats has no Unicode names pdf.js knows, so the font gets a ToUnicode
 * map: text extraction then reads ①-⑩ like in a sheet with an embedded font.
 */

const FIRST_CIRCLED_CODE = 0xac; // ZapfDingbats code of ① (glyph a120); ② to ⑩ follow
const PER_LINE = 5;
const COLUMN_POINTS = 100;

/** ToUnicode CMap: ZapfDingbats codes 0xAC..0xB5 are ① (U+2460) to ⑩. */
const CIRCLED_TO_UNICODE = `/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
/CMapName /Boda-ZapfCircled def
/CMapType 2 def
1 begincodespacerange
<00> <FF>
endcodespacerange
1 beginbfrange
<${FIRST_CIRCLED_CODE.toString(16)}> <${(FIRST_CIRCLED_CODE + 9).toString(16)}> <2460>
endbfrange
endcmap
CMapName currentdict /CMap defineresource pop
end
end`;

function circled(answer: string): string {
  return answer
    .split(',')
    .map((digit) => String.fromCodePoint(0x2460 + Number(digit) - 1))
    .join('');
}

function drawAnswer(page: PDFPage, fonts: { text: PDFFont; circled: PDFFont }, answer: ProposedAnswer, x: number, y: number): void {
  page.drawText(String(answer.questionNo), { x, y, size: 12, font: fonts.text });
  const text = answer.answerType === 'choice' ? circled(answer.answer) : answer.answer;
  const font = answer.answerType === 'choice' ? fonts.circled : fonts.text;
  page.drawText(text, { x: x + 24, y, size: 12, font });
}

/** A one-or-more-page PDF listing the answers; extractQuickAnswers reads them back. Text answers in plain ASCII. */
export async function makeQuickAnswerPdf(answers: ProposedAnswer[], title = 'Quick answers'): Promise<Uint8Array> {
  // Loaded when a PDF is made (the demo seed, tests), not at the server's start (~0.15 s).
  const { PDFDict, PDFDocument, PDFName, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const fonts = {
    text: await pdf.embedFont(StandardFonts.Helvetica),
    circled: await pdf.embedFont(StandardFonts.ZapfDingbats),
  };
  const rowsPerPage = 40;
  for (let start = 0; start === 0 || start < answers.length; start += rowsPerPage * PER_LINE) {
    const page = pdf.addPage([595.28, 841.89]);
    page.drawText(title, { x: 50, y: 790, size: 16, font: fonts.text });
    answers.slice(start, start + rowsPerPage * PER_LINE).forEach((answer, i) => {
      drawAnswer(page, fonts, answer, 50 + (i % PER_LINE) * COLUMN_POINTS, 750 - Math.floor(i / PER_LINE) * 18);
    });
  }
  // Embedded now, after the last drawText (which marks it for embedding again), so the dictionary
  // exists to take the ToUnicode map and save() leaves it as it is.
  await fonts.circled.embed();
  const fontDict = pdf.context.lookup(fonts.circled.ref, PDFDict);
  fontDict.set(PDFName.of('ToUnicode'), pdf.context.register(pdf.context.flateStream(CIRCLED_TO_UNICODE)));
  return pdf.save();
}
