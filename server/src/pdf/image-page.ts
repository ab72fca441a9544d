import { encodePage, loadSharp } from './encode';
import { DEFAULT_LONG_EDGE_PX, PdfRejectedError, type RenderedPage } from './limits';

/** An uploaded page image may have at most this many pixels (a 600 dpi A3 scan is about 70 M). */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * One uploaded png/jpg page (image books, class notes) made into the same page and thumbnail format
 * as a PDF page. Runs in the pdf worker (a child process, pdf-worker.ts): decoding a 100 Mpx scan
 * takes hundreds of MB and seconds of CPU, which must leave with the child, not stay in the server.
 */
export async function decodeImagePage(bytes: Buffer, pageNo: number, options: { longEdgePx?: number } = {}): Promise<RenderedPage> {
  const longEdgePx = options.longEdgePx ?? DEFAULT_LONG_EDGE_PX;
  const sharp = await loadSharp();
  const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let format: string | undefined;
  try {
    ({ format } = await input.metadata());
  } catch (err) {
    const tooLarge = err instanceof Error && /pixel limit/i.test(err.message);
    if (tooLarge) throw new PdfRejectedError('page-too-large', `Page ${pageNo}: the image has too many pixels.`);
    throw new PdfRejectedError('broken', `Page ${pageNo} is not a readable image.`);
  }
  if (format !== 'png' && format !== 'jpeg') {
    throw new PdfRejectedError('broken', `Page ${pageNo} is not a PNG or JPEG image (${format ?? 'unknown'}).`);
  }
  // Upright as the camera meant it, on white (transparent PNGs), never enlarged past the scan.
  const page = input
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: longEdgePx, height: longEdgePx, fit: 'inside', withoutEnlargement: true });
  try {
    const { data, info } = await page.toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    const { width, height, channels } = info;
    // A JPEG is a photograph or a scan, compressed with loss already: lossy at high quality, like a PDF's photo page.
    return await encodePage(pageNo, sharp(data, { raw: { width, height, channels } }), format === 'jpeg' ? 'photo' : 'exact');
  } catch {
    throw new PdfRejectedError('broken', `Page ${pageNo} is a damaged image.`);
  }
}
