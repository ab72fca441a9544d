import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PdfRejectedError, renderImagePage, renderImagePages, type RenderedPage } from './index';

/** A scan-like image: white with a dark block, in the given format. */
function scan(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const block = { input: { create: { width: 40, height: 40, channels: 3 as const, background: '#111' } }, left: 10, top: 10 };
  const image = sharp({ create: { width, height, channels: 3, background: '#fff' } }).composite([block]);
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

describe('renderImagePage', () => {
  it('makes a jpg page into the page format: long edge 2000 px and a 320 px wide thumbnail', async () => {
    const page = await renderImagePage(await scan(2480, 3508, 'jpeg'), 7);
    expect(page).toMatchObject({ pageNo: 7, contentType: 'image/webp', width: 1414, height: 2000 });
    expect(await sharp(page.image).metadata()).toMatchObject({ format: 'webp', width: 1414, height: 2000 });
    expect(await sharp(page.thumbnail).metadata()).toMatchObject({ format: 'webp', width: 320 });
  });

  it('keeps a small png at its own size (never enlarged) and flattens transparency on white', async () => {
    const transparent = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const page = await renderImagePage(transparent, 1);
    expect([page.width, page.height]).toEqual([300, 200]);
    const { channels } = await sharp(page.image).stats();
    expect(channels[0].min).toBe(255);
  });

  it('refuses bytes that are not an image as broken', async () => {
    const err = await renderImagePage(Buffer.from('%PDF-1.7 not an image'), 3).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PdfRejectedError);
    expect((err as PdfRejectedError).reason).toBe('broken');
  });

  it('refuses a truncated jpg as broken', async () => {
    const whole = await scan(800, 1000, 'jpeg');
    const err = await renderImagePage(whole.subarray(0, whole.length / 3), 4).catch((e: unknown) => e);
    expect((err as PdfRejectedError).reason).toBe('broken');
  });
});

describe('renderImagePages', () => {
  it('makes a book of images in one worker, in order, each taken before the next is read', async () => {
    const events: string[] = [];
    const pages: RenderedPage[] = [];
    const files = [await scan(1000, 1400, 'jpeg'), await scan(1400, 1000, 'png'), await scan(500, 700, 'jpeg')];
    const result = await renderImagePages({
      pages: files.map((bytes, i) => ({
        pageNo: i + 3,
        read: async () => {
          events.push(`read ${i + 3}`);
          return bytes;
        },
      })),
      onPage: async (page) => {
        events.push(`page ${page.pageNo}`);
        pages.push(page);
      },
    });
    expect(result).toEqual({ pageCount: 3 });
    // The next page is read while the one before is stored, never further ahead.
    expect(events).toEqual(['read 3', 'page 3', 'read 4', 'page 4', 'read 5', 'page 5']);
    expect(pages.map((page) => [page.pageNo, page.width, page.height])).toEqual([
      [3, 1000, 1400],
      [4, 1400, 1000],
      [5, 500, 700],
    ]);
    // A JPEG (a photograph or scan) is encoded with loss, a PNG keeps its pixels.
    expect(pages.map((page) => page.image.subarray(12, 16).toString('latin1'))).toEqual(['VP8 ', 'VP8L', 'VP8 ']);
  });

  it('stops at a page that is not an image, naming it, after handing over the pages before it', async () => {
    const seen: number[] = [];
    const good = await scan(400, 500, 'png');
    const rendering = renderImagePages({
      pages: [good, Buffer.from('not an image'), good].map((bytes, i) => ({ pageNo: i + 1, read: () => Promise.resolve(bytes) })),
      onPage: async (page) => void seen.push(page.pageNo),
    });
    await expect(rendering).rejects.toMatchObject({ reason: 'broken', message: expect.stringContaining('Page 2') });
    expect(seen).toEqual([1]);
  });
});
