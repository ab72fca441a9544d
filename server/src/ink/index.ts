/*
 * Ink on page images (issue 13): a note page's strokes (contract rules/ink.ts) drawn over the page image
 * for the teacher's review and for downloads. Works on buffers only (no database, no storage).
 */
export { renderInkOnPage, InkImageFormat, type InkImageFormatValue, type RenderInkOptions } from './render-ink';
export { pageInkToSvg, strokePath } from './outline';
