import { Limits } from '@boda/contract';

/**
 * The centred square of the image, zoomed by `zoom` (1: the largest square that fits), drawn at
 * 200x200 and encoded as PNG: what my info uploads as the profile image.
 */
export async function cropToProfilePng(source: ImageBitmap, zoom: number): Promise<Blob> {
  const size = Limits.PROFILE_IMAGE_PX;
  const side = Math.min(source.width, source.height) / Math.max(1, zoom);
  const sx = (source.width - side) / 2;
  const sy = (source.height - side) / 2;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d context unavailable');
  context.drawImage(source, sx, sy, side, side, 0, 0, size, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}
