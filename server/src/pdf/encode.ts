import type { Sharp } from 'sharp';

type SharpModule = typeof import('sharp');
import { THUMBNAIL_WIDTH_PX, type RenderedPage } from './limits';

/*
 * Page images and thumbnails are WebP, chosen per page by measurement (README.md). A drawn page (text,
 * vector shapes) is lossless, effort 1: about 5x smaller than PNG with exactly the same pixels, ~250 ms.
 * A page that is largely a photograph or a scan is lossy at quality 90: lossless spent ~1.2 s on such a
 * page for a file 3-4x larger, and its picture was compressed with loss before it reached the PDF.
 */
const CONTENT_TYPE = 'image/webp';

/** How a page is encoded: `exact` keeps every pixel, `photo` is lossy at high quality. */
export type PageEncoding = 'exact' | 'photo';

/** A page whose raster images cover at least this share of it is encoded as a photo. */
export const PHOTO_PAGE_IMAGE_SHARE = 0.1;

const PHOTO_QUALITY = 90;

let loading: Promise<SharpModule> | null = null;

/**
 * sharp as the pdf worker uses it, loaded on first use (~0.16 s). Pages are encoded two at a time, one per
 * core (pdf-worker.ts), so each image gets one libvips thread; and no operation cache: a page is encoded
 * once, and the cache only held on to pixels (up to 50 MB) in a process whose peak is the budget.
 */
export function loadSharp(): Promise<SharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}

function encode(image: Sharp, encoding: PageEncoding): Sharp {
  return encoding === 'photo' ? image.webp({ quality: PHOTO_QUALITY, effort: 2 }) : image.webp({ lossless: true, effort: 1 });
}

/** Encodes an image (already at page size) and its thumbnail. */
export async function encodePage(pageNo: number, image: Sharp, encoding: PageEncoding): Promise<RenderedPage> {
  // One after the other: a lossless WebP encoder holds tens of bytes a pixel, and each libuv thread
  // that ran one keeps its malloc arena; page and thumbnail at once pushed the peak RSS past 600 MB.
  const full = await encode(image.clone(), encoding).toBuffer({ resolveWithObject: true });
  const thumbnail = await encode(image.clone().resize({ width: THUMBNAIL_WIDTH_PX }), encoding).toBuffer();
  const { width, height } = full.info;
  return { pageNo, image: full.data, thumbnail, contentType: CONTENT_TYPE, width, height };
}

/** How a rendered page is encoded: as a photo when raster images cover enough of it. */
export function encodingOf(pixels: { imageShare: number }): PageEncoding {
  return pixels.imageShare >= PHOTO_PAGE_IMAGE_SHARE ? 'photo' : 'exact';
}

/** Encodes RGB pixels from the renderer (encodingOf). */
export async function encodeRenderedPage(
  pageNo: number,
  pixels: { data: Buffer; width: number; height: number; imageShare: number },
): Promise<RenderedPage> {
  const sharp = await loadSharp();
  const image = sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 3 } });
  return encodePage(pageNo, image, encodingOf(pixels));
}
