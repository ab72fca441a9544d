import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PdfRejectedError, renderPdfPages, type RenderedPage } from './index';
import { makeHugePagePdf, makeTextPdf, scratchFolder } from './sample-pdfs';

/** A WebP's first chunk: VP8L is the lossless bitstream, VP8 (with a space) the lossy one. */
function webpKind(bytes: Buffer): string {
  const chunk = bytes.subarray(12, 16).toString('latin1');
  return chunk === 'VP8L' ? 'lossless' : chunk === 'VP8 ' ? 'lossy' : chunk;
}

let scratch: Awaited<ReturnType<typeof scratchFolder>>;
let fourPages: string;

beforeAll(async () => {
  scratch = await scratchFolder();
  // Pages 1 and 3 portrait A4, 2 and 4 landscape.
  fourPages = await scratch.file('four.pdf', await makeTextPdf(4, { landscapeEvery: 2 }));
});
afterAll(() => scratch.remove());

describe('renderPdfPages', () => {
  it('renders every page in order at a 2000 px long edge, 320 px thumbnails, one page at a time', async () => {
    const pages: RenderedPage[] = [];
    const events: string[] = [];
    const result = await renderPdfPages({
      path: fourPages,
      onPage: async (page) => {
        events.push(`start ${page.pageNo}`);
        pages.push(page);
        await new Promise((resolve) => setTimeout(resolve, 20)); // a slow upload: the next page waits
        events.push(`end ${page.pageNo}`);
      },
    });
    expect(result).toEqual({ pageCount: 4 });
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3', 'start 4', 'end 4']);
    for (const page of pages) {
      const landscape = page.pageNo % 2 === 0;
      expect(page.contentType).toBe('image/webp');
      expect(Buffer.isBuffer(page.image)).toBe(true);
      expect(landscape ? page.width : page.height).toBe(2000);
      expect(landscape ? page.height : page.width).toBe(1414); // A4: 2000 / sqrt(2)
      const image = await sharp(page.image).metadata();
      expect([image.format, image.width, image.height]).toEqual(['webp', page.width, page.height]);
      const thumbnail = await sharp(page.thumbnail).metadata();
      expect([thumbnail.format, thumbnail.width]).toEqual(['webp', 320]);
    }
    const { channels } = await sharp(pages[0].image).stats();
    expect(channels[0].min).toBeLessThan(50); // the page's black text is drawn, not a blank page
  });

  it('keeps drawn pages lossless and encodes pages that are mostly a photograph with loss', async () => {
    const path = await scratch.file('textbook.pdf', await makeTextPdf(4, { photoEvery: 2 }));
    const pages: RenderedPage[] = [];
    await renderPdfPages({ path, onPage: async (page) => void pages.push(page) });
    expect(pages.map((page) => [page.pageNo, webpKind(page.image), webpKind(page.thumbnail)])).toEqual([
      [1, 'lossless', 'lossless'],
      [2, 'lossy', 'lossy'],
      [3, 'lossless', 'lossless'],
      [4, 'lossy', 'lossy'],
    ]);
    for (const page of pages) {
      expect(page.contentType).toBe('image/webp');
      expect([page.width, page.height]).toEqual([1414, 2000]);
      expect(await sharp(page.image).metadata()).toMatchObject({ format: 'webp', width: 1414, height: 2000 });
    }
    // The photo is drawn: its page is not mostly white (the text-only page is).
    const mean = async (page: RenderedPage) => (await sharp(page.image).stats()).channels[0].mean;
    expect(await mean(pages[1])).toBeLessThan((await mean(pages[0])) - 30);
  });

  it('renders at the asked long edge, and stops with an AbortError when the signal aborts', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    const longEdges: number[] = [];
    const rendering = renderPdfPages({
      path: fourPages,
      longEdgePx: 300,
      signal: controller.signal,
      onPage: async (page) => {
        seen.push(page.pageNo);
        longEdges.push(Math.max(page.width, page.height));
        if (page.pageNo === 2) controller.abort();
      },
    });
    await expect(rendering).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual([1, 2]);
    expect(longEdges).toEqual([300, 300]);
  });

  it('refuses a PDF bomb before rendering any page', async () => {
    const path = await scratch.file('huge.pdf', await makeHugePagePdf());
    const seen: number[] = [];
    const rendering = renderPdfPages({ path, onPage: async (page) => void seen.push(page.pageNo) });
    await expect(rendering).rejects.toBeInstanceOf(PdfRejectedError);
    await expect(rendering).rejects.toMatchObject({ reason: 'page-too-large' });
    expect(seen).toEqual([]);
  });

  it('passes an error thrown by onPage through and stops', async () => {
    const rendering = renderPdfPages({
      path: fourPages,
      longEdgePx: 300,
      onPage: async () => {
        throw new Error('storage is down');
      },
    });
    await expect(rendering).rejects.toThrow('storage is down');
  });
});
