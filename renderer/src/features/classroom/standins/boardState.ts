import type { ClassroomInk } from '@boda/contract';

export interface BoardState {
  /** Complete strokes, in the order they were finished. */
  strokes: ClassroomInk[];
  /** Strokes being drawn now, by strokeId: their points so far. */
  live: Map<string, ClassroomInk>;
}

/**
 * One part of a stroke into the board: parts carry only the points new since the last part, so they
 * are appended to the stroke's live copy; the last part (done) moves the stroke to the complete ones.
 */
export function applyInk(state: BoardState, _from: string, ink: ClassroomInk): BoardState {
  const sofar = state.live.get(ink.strokeId);
  const merged: ClassroomInk = sofar ? { ...ink, points: [...sofar.points, ...ink.points] } : ink;
  const live = new Map(state.live);
  if (ink.done) {
    live.delete(ink.strokeId);
    return { strokes: [...state.strokes, merged], live };
  }
  live.set(ink.strokeId, merged);
  return { strokes: state.strokes, live };
}
