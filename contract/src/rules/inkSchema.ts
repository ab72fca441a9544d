/*
 * The check of ink a client sends (note saves): the limits of ./ink.ts, so a page's strokes stay drawable
 * and bounded. Numbers must be finite (zod's number refuses NaN and Infinity); points may stray a little past the
 * page's edges (a stroke that runs off the paper) but not further; pressure is clamped to 0..1, since some
 * devices report slightly more than 1.
 * Kept apart from the outline (./inkOutline.ts) so the pen layer loads no zod.
 */
import { z } from 'zod';
import {
  INK_COLOR_PATTERN,
  INK_POINTS_PER_STROKE_MAX,
  INK_SIZE_MAX,
  INK_SIZE_MIN,
  INK_STROKES_PER_PAGE_MAX,
  InkTool,
  type InkPoint,
  type InkStroke,
  type PageInk,
} from './ink';

/** How far past the page's edge (as a fraction of the page) a point may lie. */
export const INK_EDGE_MARGIN = 0.05;

const coordinate = z
  .number()
  .min(-INK_EDGE_MARGIN)
  .max(1 + INK_EDGE_MARGIN);
const pressure = z.number().transform((value) => Math.min(1, Math.max(0, value)));

export const inkPointSchema = z.tuple([coordinate, coordinate, pressure]).transform((point): InkPoint => point);

export const inkStrokeSchema = z
  .object({
    tool: z.enum([InkTool.PEN, InkTool.HIGHLIGHTER]),
    color: z.string().regex(INK_COLOR_PATTERN),
    size: z.number().min(INK_SIZE_MIN).max(INK_SIZE_MAX),
    points: z.array(inkPointSchema).min(1).max(INK_POINTS_PER_STROKE_MAX),
  })
  .transform((stroke): InkStroke => stroke);

export const pageInkSchema = z.object({ strokes: z.array(inkStrokeSchema).max(INK_STROKES_PER_PAGE_MAX) }).transform((ink): PageInk => ink);
