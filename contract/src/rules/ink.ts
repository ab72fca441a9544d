/*
 * Ink on a note page (issue 13: "Ink is stored as vectors and rendered onto page images"): what a student
 * writes with the pen in the solver, kept per page as a list of strokes. Coordinates are fractions of the
 * page (0..1 of its width and height), so the same strokes draw on any screen size, on the page image the
 * teacher reviews and in downloads. The pen's size is a fraction of the page width. Erasing removes whole
 * strokes (the list saved is what is left). The drawing of a stroke (its outline) is shared by the
 * renderer and the server (see renderer/src/features/ink and server/src/ink).
 */

export const InkTool = { PEN: 'pen', HIGHLIGHTER: 'highlighter' } as const;
export type InkToolValue = (typeof InkTool)[keyof typeof InkTool];

/** One sample: x and y as fractions of the page, pressure 0..1 (0.5 where the device reports none). */
export type InkPoint = readonly [x: number, y: number, pressure: number];

export interface InkStroke {
  tool: InkToolValue;
  /** '#rrggbb'. */
  color: string;
  /** Pen diameter as a fraction of the page width. */
  size: number;
  points: readonly InkPoint[];
}

export interface PageInk {
  strokes: readonly InkStroke[];
}

export const INK_STROKES_PER_PAGE_MAX = 3000;
export const INK_POINTS_PER_STROKE_MAX = 4000;
/** All strokes of a page together (keeps one page's save under a few megabytes). */
export const INK_POINTS_PER_PAGE_MAX = 50_000;
export const INK_SIZE_MIN = 0.0005;
export const INK_SIZE_MAX = 0.05;
/** The pen colours the solver offers (black, blue, red, green); any '#rrggbb' is accepted. */
export const INK_COLORS = ['#1f1f1f', '#1565c0', '#d32f2f', '#2e7d32'] as const;
export const INK_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export const EMPTY_PAGE_INK: PageInk = Object.freeze({ strokes: [] });
