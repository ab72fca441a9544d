// The plain modules, not the package index: the pdf worker process loads no schemas.
import { Limits } from '@boda/contract/enums';
import { BOOK_PAGES_MAX } from '@boda/contract/rules/book';

/*
 * The engine's vocabulary: why a file is refused, the limits it is held to, and what comes back.
 * books-server maps each rejection reason to the spec's WB message; the engine only names the reason.
 */

/** Why a file is refused; books-server maps each reason to the spec's WB message. */
export type PdfRejection = 'not-pdf' | 'encrypted' | 'broken' | 'too-many-pages' | 'page-too-large' | 'too-large';

export class PdfRejectedError extends Error {
  constructor(
    readonly reason: PdfRejection,
    message: string,
  ) {
    super(message);
    this.name = 'PdfRejectedError';
  }
}

export function isPdfRejectedError(err: unknown): err is PdfRejectedError {
  return err instanceof PdfRejectedError;
}

/** The upload rules' page count and size (the contract's), and the format's own page-size limit. */
export const PDF_LIMITS = {
  maxPages: BOOK_PAGES_MAX,
  /** Longest page edge in PDF points (1/72 inch): 14400 is the PDF format's own limit (200 inches). */
  maxPagePoints: 14_400,
  maxBytes: Limits.HOMEWORK_PDF_BYTES_MAX,
} as const satisfies { maxPages: number; maxPagePoints: number; maxBytes: number };

/** Long edge of a rendered page image, in px: sharp enough to read and write on. */
export const DEFAULT_LONG_EDGE_PX = 2000;
/** Width of a thumbnail, in px. */
export const THUMBNAIL_WIDTH_PX = 320;

export interface RenderedPage {
  /** 1-based, within the PDF (or the image book's order). */
  pageNo: number;
  /** Long edge about `longEdgePx` (default 2000). */
  image: Buffer;
  /** About 320 px wide, same format. */
  thumbnail: Buffer;
  contentType: 'image/webp' | 'image/png';
  /** Of `image`, in px. */
  width: number;
  height: number;
}

/** An answer proposed from a quick-answer PDF's text layer, for the author to confirm (never saved by the engine). */
export interface ProposedAnswer {
  questionNo: number;
  answerType: 'choice' | 'text';
  /** choice: '1'..'5', several comma-joined ('2,4'); text: as printed. */
  answer: string;
}
