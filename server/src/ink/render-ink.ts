import type { PageInk } from '@boda/contract';
import { pageInkToSvg } from './outline';

export const InkImageFormat = { PNG: 'png', WEBP: 'webp' } as const;
export type InkImageFormatValue = (typeof InkImageFormat)[keyof typeof InkImageFormat];

export interface RenderInkOptions {
  /** Output format; PNG unless asked (WebP is lossless, as the page images are). */
  format?: InkImageFormatValue;
}

/** The most pixels a page image may have (the PDF engine's pages are far smaller); sharp refuses more. */
const MAX_PAGE_PIXELS = 40_000_000;

/**
 * The page image with the ink drawn over it, at the page image's own size: for the teacher's review and
 * for downloads. Ink with no strokes still re-encodes the page, so every output has the format asked.
 * sharp is loaded on first use (as the PDF engine does), so a server that never renders ink never loads it.
 */
export async function renderInkOnPage(pageImage: Buffer, ink: PageInk, options: RenderInkOptions = {}): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const page = sharp(pageImage, { limitInputPixels: MAX_PAGE_PIXELS, failOn: 'error' });
  const { width, height } = await page.metadata();
  if (!width || !height) throw new Error('page image has no size');
  const layers = ink.strokes.length > 0 ? [{ input: Buffer.from(pageInkToSvg(ink, width, height)), top: 0, left: 0 }] : [];
  const composed = page.composite(layers);
  const encoded = options.format === InkImageFormat.WEBP ? composed.webp({ lossless: true, effort: 1 }) : composed.png();
  return encoded.toBuffer();
}
