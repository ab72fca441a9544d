import { Limits } from '@boda/contract';

/**
 * Editor images are embedded as JPEG data URLs of at most 1000 px wide at quality 0.8
 * (foundation.md 5), so a message carries its pictures without extra uploads.
 */
export async function editorImageDataUrl(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, Limits.EDITOR_IMAGE_WIDTH_MAX / bitmap.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d context unavailable');
  // JPEG has no transparency: paint white first so transparent PNGs do not turn black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', Limits.EDITOR_IMAGE_JPEG_QUALITY);
}
