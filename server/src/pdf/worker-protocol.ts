import type { PdfRejection, ProposedAnswer, RenderedPage } from './limits';

/** What the pdf worker (a child process) is started to do (its argument, as JSON). */
export type PdfTask =
  | { task: 'inspect'; path: string }
  | { task: 'render'; path: string; longEdgePx: number }
  | { task: 'extract'; path: string }
  /** Uploaded page images, one process for all of them; each one's bytes come as an `input` message, in order. */
  | { task: 'images'; pageNos: number[]; longEdgePx: number };

/** Worker -> caller. After each `page` the worker waits for a `next` from the caller (back-pressure). */
export type PdfWorkerMessage =
  | { type: 'page'; page: RenderedPage }
  | { type: 'done'; pageCount: number; answers?: ProposedAnswer[] }
  | { type: 'rejected'; reason: PdfRejection; message: string }
  | { type: 'failed'; message: string };

/** Caller -> worker. */
export type PdfCallerMessage = { type: 'next' } | { type: 'input'; bytes: Uint8Array };
