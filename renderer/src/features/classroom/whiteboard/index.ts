/**
 * The web classroom's shared whiteboard (issue 30). The page keeps a BoardState: the welcome's strokes,
 * then every other participant's part folded with `mergeInk(state, from, ink, at)` (it may come twice: over
 * the data channel and through the server), and this page's own parts with `applyInk` (with its own peer id)
 * as it sends them through onInk; a `clear` frame (or the teacher's own clear) resets it to
 * `emptyBoard()`. Live strokes are keyed by `${from}:${strokeId}` (liveKey).
 */
export { Whiteboard, type WhiteboardProps } from './Whiteboard';
export { liveInkOf, type LiveInkSource } from './liveInk';
export { applyInk, emptyBoard, eraseStrokes, liveKey, mergeInk, strokeParts, type BoardState } from './applyInk';
export { emptyHistory, nextStep, recordStep, type BoardHistory, type BoardStep } from './boardHistory';
export { newStrokeId } from './strokeId';
export { boardImage } from './boardImage';
export { usePenNotice, watchPen, type PenChange, type PenView } from './penNotice';
