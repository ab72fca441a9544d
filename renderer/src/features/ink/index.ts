/**
 * The pen layer (issue 13): ink over a page image with pen, touch or mouse, its toolbar and undo history.
 * The solver puts one InkLayer over each page image and one InkToolbar above them.
 */
export { InkLayer, type InkLayerProps } from './InkLayer';
export { InkToolbar, type InkToolbarProps } from './InkToolbar';
export { useInkHistory, type InkHistory } from './useInkHistory';
export {
  DEFAULT_INK_TOOL,
  HIGHLIGHTER_COLOR,
  InkMode,
  PEN_SIZES,
  type InkModeValue,
  type InkToolState,
  type PenSizeName,
} from './inkTools';
/** The drawing pieces the classroom's shared whiteboard builds on (features/classroom/whiteboard). */
export { LivePainter } from './livePainter';
export { liveInkContextSettings } from './lowLatencyCanvas';
export { strokeOutline, VIEW_WIDTH } from './outline';
export { INK_COLOR_NAMES, PEN_SIZE_NAMES, strokeStyle } from './inkTools';
export { eraserHits } from './eraserHits';
