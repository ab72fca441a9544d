import type { ClassroomInk } from '@boda/contract';

/** What the board shows: the complete strokes in order, and the strokes being drawn by their key. */
export interface BoardState {
  strokes: ClassroomInk[];
  /** Strokes in progress, their points so far, keyed by liveKey(from, strokeId). */
  live: Map<string, ClassroomInk>;
  /** Live keys of the others' strokes completed here: a late copy of one of their parts (mergeInk) is dropped. */
  finished: ReadonlySet<string>;
}

export function emptyBoard(strokes: ClassroomInk[] = []): BoardState {
  return { strokes, live: new Map(), finished: new Set() };
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
 * Folds one ink part (the page's own part, or one that came in order) into the board: a part adds its new
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
    return { ...state, live };
  }
  live.delete(key);
  const finished = new Set(state.finished).add(key);
  // A stroke with no point at all (a part lost, or a click with nothing drawn) leaves nothing to keep.
  if (points.length === 0) return { ...state, live, finished };
  return { strokes: [...state.strokes, stroke], live, finished };
}

/**
 * Folds another participant's part that starts at point `at` of its stroke. The same points may come
 * twice (over the data channel to the drawer, then through the server's relay, in parts cut differently):
 * only the points beyond those shown are added, and a part beyond a gap waits for the path that has the
 * missing points (the server relays every part, in order). A stroke completed here takes no more parts.
 */
export function mergeInk(state: BoardState, from: string, ink: ClassroomInk, at: number): BoardState {
  const key = liveKey(from, ink.strokeId);
  if (state.finished.has(key)) return state;
  const have = state.live.get(key)?.points.length ?? 0;
  if (at > have) return state;
  const points = ink.points.slice(have - at);
  if (points.length === 0 && !ink.done) return state;
  return applyInk(state, from, { ...ink, points });
}

/** Takes the complete strokes of these ids off the board (the eraser, an undo); the same state when none is there. */
export function eraseStrokes(state: BoardState, strokeIds: readonly string[]): BoardState {
  const ids = new Set(strokeIds);
  const strokes = state.strokes.filter((stroke) => !ids.has(stroke.strokeId));
  return strokes.length === state.strokes.length ? state : { ...state, strokes };
}

/** Points per part of a stroke sent whole (strokeParts): ~12 KB, well inside a frame. */
const STROKE_PART_POINTS = 500;

/**
 * A complete stroke as ink parts small enough for one frame each (CLASSROOM_FRAME_MAX_BYTES: a long
 * stroke's points at ~25 bytes each), the last one `done`.
 */
export function strokeParts(stroke: ClassroomInk, pointsPerPart = STROKE_PART_POINTS): ClassroomInk[] {
  const parts: ClassroomInk[] = [];
  for (let at = 0; at < stroke.points.length || parts.length === 0; at += pointsPerPart) {
    parts.push({ ...stroke, points: stroke.points.slice(at, at + pointsPerPart), done: false });
  }
  parts[parts.length - 1] = { ...parts[parts.length - 1], done: true };
  return parts;
}
