import type { ClassroomInk } from '@boda/contract';

/** What the board shows: the complete strokes in order, and the strokes being drawn by their key. */
export interface BoardState {
  strokes: ClassroomInk[];
  /** Strokes in progress, their points so far, keyed by liveKey(from, strokeId). */
  live: Map<string, ClassroomInk>;
}

export function emptyBoard(): BoardState {
  return { strokes: [], live: new Map() };
}

/**
 * The live map's key: the sender's peer id and the stroke id. A stroke id is only unique per sender (each
 * page makes its own), and a key with the sender in it means one participant's parts can never extend or
 * end another's stroke.
 */
export function liveKey(from: string, strokeId: string): string {
  return `${from}:${strokeId}`;
}

/**
 * Folds one ink part (a signaling `ink` frame, or the page's own part) into the board: a part adds its new
 * points to the stroke in progress; the done part moves the whole stroke, in the style of its last part,
 * to the end of the complete strokes. Pure: the state given is not changed.
 */
export function applyInk(state: BoardState, from: string, ink: ClassroomInk): BoardState {
  const key = liveKey(from, ink.strokeId);
  const before = state.live.get(key);
  const points = before ? [...before.points, ...ink.points] : ink.points;
  const stroke: ClassroomInk = { ...ink, points };
  const live = new Map(state.live);
  if (!ink.done) {
    live.set(key, stroke);
    return { strokes: state.strokes, live };
  }
  live.delete(key);
  // A stroke with no point at all (a part lost, or a click with nothing drawn) leaves nothing to keep.
  if (points.length === 0) return { strokes: state.strokes, live };
  return { strokes: [...state.strokes, stroke], live };
}
