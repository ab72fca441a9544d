import type { Sharp } from 'sharp';
import { THUMBNAIL_WIDTH_PX, type RenderedPage } from './limits';

/*
 * Page images and thumbnails in one format: lossless WebP (effort 1), chosen by measurement (README.md):
 * about 5x smaller than PNG for text pages with exactly the same pixels, at a few hundred ms a page.
 */
const CONTENT_TYPE = 'image/webp';

function encode(image: Sharp): Sharp {
  return image.webp({ lossless: true, effort: 1 });
}

/** Encodes an image (already at page size) and its thumbnail. */
export async function encodePage(pageNo: number, image: Sharp): Promise<RenderedPage> {
  // One after the other: a lossless WebP encoder holds about 60 bytes a pixel, and each libuv thread
  // that ran one keeps its malloc arena; two at once pushed the conversion's peak RSS past 600 MB.
  const full = await encode(image.clone()).toBuffer({ resolveWithObject: true });
  const thumbnail = await encode(image.clone().resize({ width: THUMBNAIL_WIDTH_PX })).toBuffer();
  const { width, height } = full.info;
  return { pageNo, image: full.data, thumbnail, contentType: CONTENT_TYPE, width, height };
}

/** Encodes RGB pixels from the renderer. */
export async function encodeRenderedPage(pageNo: number, pixels: { data: Buffer; width: number; height: number }): Promise<RenderedPage> {
  const { default: sharp } = await import('sharp');
  const image = sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 3 } });
  return encodePage(pageNo, image);
}
