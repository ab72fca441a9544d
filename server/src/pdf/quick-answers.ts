import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseQuickAnswers, type TextRun } from './answer-parser';
import { PdfRejectedError, type ProposedAnswer } from './limits';
import { readPdfBytes } from './read-pdf';

/*
 * The text layer of a quick-answer PDF, read with pdf.js (legacy build, the one for Node) in the pdf
 * worker, grouped into lines top to bottom, then parsed by answer-parser.ts. A scanned PDF has no
 * text layer: no lines, no answers.
 */

/** Runs whose baselines differ by less than this share a line (points). */
const SAME_LINE_POINTS = 3;

type PdfjsTextItem = import('pdfjs-dist/types/src/display/api').TextItem;

/** pdf.js reads the 14 standard fonts' metrics from its own folder. */
function standardFontDataUrl(): string {
  const packageJson = createRequire(import.meta.url).resolve('pdfjs-dist/package.json');
  return join(dirname(packageJson), 'standard_fonts') + '/';
}

function linesOf(items: readonly PdfjsTextItem[]): TextRun[][] {
  const runs = items
    .filter((item) => item.str.trim() !== '')
    .map((item) => ({ text: item.str, x: item.transform[4], y: item.transform[5] }))
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: { y: number; runs: TextRun[] }[] = [];
  for (const run of runs) {
    const line = lines.at(-1);
    if (line && Math.abs(line.y - run.y) < SAME_LINE_POINTS) line.runs.push(run);
    else lines.push({ y: run.y, runs: [run] });
  }
  return lines.map((line) => line.runs.sort((a, b) => a.x - b.x));
}

export async function extractAnswersFromFile(path: string): Promise<ProposedAnswer[]> {
  const bytes = await readPdfBytes(path);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs
    .getDocument({
      data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      standardFontDataUrl: standardFontDataUrl(),
      isEvalSupported: false,
      verbosity: 0,
    })
    .promise.catch((err: unknown) => {
      const name = err instanceof Error ? err.name : '';
      if (name === 'PasswordException') throw new PdfRejectedError('encrypted', 'The PDF is password protected.');
      throw new PdfRejectedError('broken', `The PDF cannot be read (${err instanceof Error ? err.message : String(err)}).`);
    });
  try {
    const lines: TextRun[][] = [];
    for (let pageNo = 1; pageNo <= document.numPages; pageNo++) {
      const page = await document.getPage(pageNo);
      const content = await page.getTextContent();
      lines.push(...linesOf(content.items.filter((item): item is PdfjsTextItem => 'str' in item)));
      page.cleanup();
    }
    return parseQuickAnswers(lines);
  } finally {
    await document.destroy();
  }
}
