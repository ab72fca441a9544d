import { INK_COLORS, InkTool, type InkToolValue } from '@boda/contract';

/** What the pen does: write, highlight or erase whole strokes. */
export const InkMode = { PEN: 'pen', HIGHLIGHTER: 'highlighter', ERASER: 'eraser' } as const;
export type InkModeValue = (typeof InkMode)[keyof typeof InkMode];

/**
 * The three pen sizes, as fractions of the page width (about 1.5, 3.5 and 9 px on a page 1000 px wide):
 * far enough apart to tell at a glance (bold at 6 px looked like fine on a class's board).
 */
export const PEN_SIZES = { fine: 0.0015, medium: 0.0035, bold: 0.009 } as const;
export type PenSizeName = keyof typeof PEN_SIZES;
export const PEN_SIZE_NAMES = Object.keys(PEN_SIZES) as PenSizeName[];

export const HIGHLIGHTER_COLOR = '#ffd600';
export const HIGHLIGHTER_SIZE = 0.025;
/** The stroke eraser's reach around the pointer, in CSS pixels. */
export const ERASER_RADIUS_PX = 8;

/** The toolbar's choice, shared by every page's InkLayer. */
export interface InkToolState {
  mode: InkModeValue;
  /** The pen's colour, one of INK_COLORS (any '#rrggbb' works). */
  penColor: string;
  penSize: PenSizeName;
}

export const DEFAULT_INK_TOOL: InkToolState = { mode: InkMode.PEN, penColor: INK_COLORS[0], penSize: 'medium' };

/** The stroke a tool draws: its contract tool, colour and size. Null for the eraser. */
export function strokeStyle(tool: InkToolState): { tool: InkToolValue; color: string; size: number } | null {
  if (tool.mode === InkMode.ERASER) return null;
  if (tool.mode === InkMode.HIGHLIGHTER) return { tool: InkTool.HIGHLIGHTER, color: HIGHLIGHTER_COLOR, size: HIGHLIGHTER_SIZE };
  return { tool: InkTool.PEN, color: tool.penColor, size: PEN_SIZES[tool.penSize] };
}

/** Names of INK_COLORS in order (the toolbar's labels: ink:color.<name>). */
export const INK_COLOR_NAMES = ['black', 'blue', 'red', 'green'] as const;
