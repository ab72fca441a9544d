import sharp from 'sharp';
import { THUMBNAIL_WIDTH_PX, type RenderedPage } from './limits';

/*
 * Page images and thumbnails in one format. The choice is measured (README.md): see PAGE_FORMAT.
 */
export const PAGE_FORMAT = { contentType: 'image/webp', encode: (image: sharp.Sharp) => image.webp({ quality: 80 }) } as const;

/** Encodes an image (already at page size) and its thumbnail. */
export async function encodePage(pageNo: number, image: sharp.Sharp): Promise<RenderedPage> {
  const { data, info } = await PAGE_FORMAT.encode(image.clone()).toBuffer({ resolveWithObject: true });
  const thumbnail = await PAGE_FORMAT.encode(image.clone().resize({ width: THUMBNAIL_WIDTH_PX })).toBuffer();
  return { pageNo, image: data, thumbnail, contentType: PAGE_FORMAT.contentType, width: info.width, height: info.height };
}

/** Encodes RGB pixels from the renderer. */
export function encodeRenderedPage(pageNo: number, pixels: { data: Buffer; width: number; height: number }): Promise<RenderedPage> {
  const image = sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 3 } });
  return encodePage(pageNo, image);
}
