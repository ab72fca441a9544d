import type { ClassroomInk } from '@boda/contract';
import { VIEW_WIDTH } from '../../ink';
import { BOARD_ASPECT, paintStroke } from './boardPaint';

/** The saved board's width in pixels (Full HD: sharp on a projector, a few hundred KB as PNG). */
export const BOARD_IMAGE_WIDTH = 1920;

/**
 * The board's complete strokes as a PNG on white, as everyone sees them (the same outlines); null where
 * the browser has no 2D canvas.
 */
export async function boardImage(strokes: readonly ClassroomInk[], width = BOARD_IMAGE_WIDTH): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = Math.round(width * BOARD_ASPECT);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.setTransform(width / VIEW_WIDTH, 0, 0, width / VIEW_WIDTH, 0, 0);
  for (const stroke of strokes) paintStroke(context, stroke, true);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}
