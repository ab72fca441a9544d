/**
 * The web classroom's shared whiteboard (issue 30). The page keeps a BoardState: the welcome's strokes,
 * then every `ink` frame folded with `applyInk(state, from, ink)`, and this page's own parts too (with its
 * own peer id) as it sends them through onInk; a `clear` frame (or the teacher's own clear) resets it to
 * `emptyBoard()`. Live strokes are keyed by `${from}:${strokeId}` (liveKey).
 */
export { Whiteboard, type WhiteboardProps } from './Whiteboard';
export { applyInk, emptyBoard, liveKey, type BoardState } from './applyInk';
