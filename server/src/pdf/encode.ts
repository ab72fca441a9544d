import sharp from 'sharp';
import { THUMBNAIL_WIDTH_PX, type RenderedPage } from './limits';

/*
 * Page images and thumbnails in one format: lossless WebP (effort 1), chosen by measurement (README.md):
 * about 5x smaller than PNG for text pages with exactly the same pixels, at a few hundred ms a page.
 */
const CONTENT_TYPE = 'image/webp';

function encode(image: sharp.Sharp): sharp.Sharp {
  return image.webp({ lossless: true, effort: 1 });
}

/** Encodes an image (already at page size) and its thumbnail. */
export async function encodePage(pageNo: number, image: sharp.Sharp): Promise<RenderedPage> {
  const [full, thumbnail] = await Promise.all([
    encode(image.clone()).toBuffer({ resolveWithObject: true }),
    encode(image.clone().resize({ width: THUMBNAIL_WIDTH_PX })).toBuffer(),
  ]);
  const { width, height } = full.info;
  return { pageNo, image: full.data, thumbnail, contentType: CONTENT_TYPE, width, height };
}

/** Encodes RGB pixels from the renderer. */
export function encodeRenderedPage(pageNo: number, pixels: { data: Buffer; width: number; height: number }): Promise<RenderedPage> {
  const image = sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 3 } });
  return encodePage(pageNo, image);
}
