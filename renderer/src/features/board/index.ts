import { Suspense, createElement, lazy } from 'react';

/** Notices and the board (both areas). Pages load on first visit (own chunk). */
export const loadBoardPages = () => import('./pages');

const LazyNoticePopup = lazy(() => import('./NoticePopup').then((module) => ({ default: module.NoticePopup })));

/** The unread-notice pop-up of the service area; its code loads with the first signed-in page. */
export function NoticePopup() {
  return createElement(Suspense, { fallback: null }, createElement(LazyNoticePopup));
}
