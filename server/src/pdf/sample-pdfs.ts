import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/* Sample PDFs made with pdf-lib: the engine's tests and benchmark, and the demo books of the seed. */

export const A4_POINTS = { width: 595.28, height: 841.89 };

const WORDS =
  'the of and a to in is you that it he was for on are as with his they at be this from have or by one had not but what all were when we there can an your which their said if do will each about how up out them then she many some so these would other into has more her two like him see time could no make than first been its who now people my made over did down only way find use may water long little very after words called just where most know'.split(
    ' ',
  );

/** Deterministic pseudo-random text, so pages differ the way real pages do (and compress like them). */
function textLine(seed: number): string {
  let state = seed * 2654435761;
  const next = () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state;
  };
  const words = Array.from({ length: 16 }, () => WORDS[next() % WORDS.length]);
  return `${words.join(' ')} ${next() % 1000} + ${next() % 100} = ?`;
}

/**
 * A photograph's stand-in (JPEG, 1600 x 1200): smooth shapes under fine grain, which compresses the way
 * a camera picture does (poorly without loss), unlike flat test colours. Deterministic (sharp's noise is
 * not seeded, so the grain comes from a fixed sequence).
 */
async function makePhotoJpeg(): Promise<Uint8Array> {
  const { default: sharp } = await import('sharp');
  const [width, height] = [1600, 1200];
  const coarse = Buffer.alloc(40 * 30 * 3);
  let state = 7;
  const next = () => (state = (state * 1103515245 + 12345) >>> 0) >>> 24;
  for (let i = 0; i < coarse.length; i++) coarse[i] = next();
  const shapes = await sharp(coarse, { raw: { width: 40, height: 30, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  for (let i = 0; i < shapes.length; i++) shapes[i] = Math.max(0, Math.min(255, shapes[i] + (next() >> 3) - 16));
  return sharp(shapes, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * Text-heavy pages with a few vector shapes, like a workbook page; with `photoEvery`, every such page
 * also carries a photograph over its upper half, like a textbook.
 */
export async function makeTextPdf(pageCount: number, options: { landscapeEvery?: number; photoEvery?: number } = {}): Promise<Uint8Array> {
  // Loaded when a PDF is made (the demo seed, tests), not at the server's start (~0.15 s).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const photo = options.photoEvery === undefined ? undefined : await pdf.embedJpg(await makePhotoJpeg());
  for (let n = 1; n <= pageCount; n++) {
    const landscape = options.landscapeEvery !== undefined && n % options.landscapeEvery === 0;
    const { width, height } = landscape ? { width: A4_POINTS.height, height: A4_POINTS.width } : A4_POINTS;
    const page = pdf.addPage([width, height]);
    page.drawText(`Chapter ${n}: exercises`, { x: 50, y: height - 60, size: 20, font: bold });
    let top = height - 100;
    if (photo && n % options.photoEvery! === 0) {
      const photoHeight = (width - 100) * 0.75;
      page.drawImage(photo, { x: 50, y: top - photoHeight, width: width - 100, height: photoHeight });
      top -= photoHeight + 20;
    }
    for (let line = 0, y = top; y > 80; line++, y -= 14) {
      page.drawText(`${line + 1}. ${textLine(n * 1000 + line)}`, { x: 50, y, size: 10, font });
    }
    page.drawRectangle({ x: width - 180, y: 100, width: 120, height: 90, borderColor: rgb(0.1, 0.3, 0.8), borderWidth: 2 });
    page.drawCircle({ x: width - 120, y: 260, size: 40, color: rgb(0.9, 0.5, 0.1), opacity: 0.6 });
    page.drawLine({ start: { x: 50, y: 60 }, end: { x: width - 50, y: 60 }, thickness: 1, color: rgb(0, 0, 0) });
  }
  return pdf.save();
}

/** A page far larger than any paper (a rendering bomb if drawn at its size). */
export async function makeHugePagePdf(): Promise<Uint8Array> {
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  pdf.addPage([1_000_000, 1_000_000]);
  return pdf.save();
}

/**
 * Many tiny empty pages (a page-count bomb), written by hand: pdf-lib takes seconds for thousands of
 * pages, this takes milliseconds.
 */
export function makeManyPagesPdf(pageCount: number): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${pageCount} /Kids [${Array.from({ length: pageCount }, (_, i) => `${i + 3} 0 R`).join(' ')}] >>`,
    ...Array.from({ length: pageCount }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] >>'),
  ];
  let body = '%PDF-1.7\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A scratch folder for test files, removed by the returned cleanup. */
export async function scratchFolder(): Promise<{
  file: (name: string, bytes: Uint8Array | string) => Promise<string>;
  remove: () => Promise<void>;
}> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-engine-'));
  return {
    file: async (name, bytes) => {
      const path = join(dir, name);
      await writeFile(path, bytes);
      return path;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
