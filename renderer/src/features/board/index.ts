import { Suspense, createElement, lazy, useEffect, useState } from 'react';
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

/** How long after the first signed-in page the pop-up's code starts loading at the latest. */
const POPUP_DELAY_MS = 1500;

/**
 * The unread-notice pop-up of the service area. Its code, its requests and its dialog wait until
 * the page the user opened is up (the browser is idle, or 1.5 s at most): a notice never delays a
 * class list or a homework page from drawing. `hidden` (the homework solver) keeps it away entirely:
 * a student writing an answer is not interrupted by a dialog.
 */
export function NoticePopup({ hidden = false }: { hidden?: boolean }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (hidden) return;
    const idle = window.requestIdleCallback?.(() => setReady(true), { timeout: POPUP_DELAY_MS });
    const timer = idle === undefined ? window.setTimeout(() => setReady(true), POPUP_DELAY_MS) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [hidden]);
  if (hidden || !ready) return null;
  return createElement(Suspense, { fallback: null }, createElement(LazyNoticePopup));
}
