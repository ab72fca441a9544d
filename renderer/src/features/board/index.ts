import { Suspense, createElement, lazy } from 'react';
import { loadSafeHtml } from '../messages';

/** Notices and the board (both areas). Pages load on first visit (own chunk). */
export const loadBoardPages = () => import('./pages');

/*
 * The pop-up and its rich-text viewer load together: with the viewer loading later, the content
 * appeared after the dialog and moved the close button under the pointer.
 */
const LazyNoticePopup = lazy(async () => {
  const [popup, viewer] = await Promise.all([import('./NoticePopup'), loadSafeHtml()]);
  return { default: () => createElement(popup.NoticePopup, { Html: viewer.SafeHtml }) };
});

/** The unread-notice pop-up of the service area; its code loads with the first signed-in page. */
export function NoticePopup() {
  return createElement(Suspense, { fallback: null }, createElement(LazyNoticePopup));
}
