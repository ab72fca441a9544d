import { Suspense, createElement, lazy } from 'react';
import type { ComposeDialogProps } from './ComposeDialog';

/**
 * Messages (both areas). Pages load on first visit (own chunk). The header's indicator is part of
 * every signed-in page, so nothing here may pull the rich-text editor (Tiptap) in eagerly.
 */
export const loadMessagePages = () => import('./pages');
export { MessageIndicator } from './MessageIndicator';
/* The attachments and rich-text fields of a compose or post dialog (the board's post dialog uses them too). */
export { AttachmentsField, useAttachments, type StoredAttachment } from './AttachmentsField';
export { RichTextField } from './RichTextField';
export { hasRichContent, richTextBytes } from './richText';
/* A message or a board post on its own page (the board's view page uses it too). */
export { PostView } from './PostView';

const LazyComposeDialog = lazy(() => import('./ComposeDialog').then((module) => ({ default: module.ComposeDialog })));

/** The compose dialog for other features (user bulk actions): its editor chunk loads on first open. */
export function ComposeDialog(props: ComposeDialogProps) {
  return createElement(Suspense, { fallback: null }, createElement(LazyComposeDialog, props));
}
export type { ComposeDialogProps };

/* The safe viewer for other features (the board): it loads on first use. */
const LazySafeHtml = lazy(() => import('./SafeHtml').then((module) => ({ default: module.SafeHtml })));

/** The viewer's module itself, for a feature that must show rich content without a late layout shift (the notice pop-up). */
export const loadSafeHtml = () => import('./SafeHtml');
export function SafeHtml(props: { html: string; testId?: string }) {
  return createElement(Suspense, { fallback: null }, createElement(LazySafeHtml, props));
}
