/*
 * Book rules shared by the book screens (renderer) and the server (manage-area 5 "Books", foundation 5):
 * which registered PDF is which, page ranges, the table of contents' start pages. The answer rules are in
 * bookAnswers.ts. Pure functions: the editors flag what the server would refuse, with the same words.
 */

/** The three PDFs of a registration. The worksheet (question sheet) carries the pages; the others are kept for downloads. */
export const BookPdfKind = { WORKSHEET: 'worksheet', ANSWER_SHEET: 'answerSheet', QUICK_ANSWER: 'quickAnswer' } as const;
export type BookPdfKindValue = (typeof BookPdfKind)[keyof typeof BookPdfKind];
export const BOOK_PDF_KINDS: readonly BookPdfKindValue[] = Object.values(BookPdfKind);

/** The Korean kind word ending a PDF's name (`수학1_문제지.pdf`): question sheet, answer sheet, quick answer. */
export const BOOK_PDF_KIND_WORDS: Readonly<Record<BookPdfKindValue, string>> = Object.freeze({
  worksheet: '문제지',
  answerSheet: '정답지',
  quickAnswer: '빠른정답',
});

/** Name parts of the custom-named mode (foundation 5 "Files"): `<book>_<part>_<kind word>.pdf`. */
export const CUSTOM_NAME_PARTS = 3;

function stemOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot < 0 ? fileName : fileName.slice(0, dot)).normalize('NFC').trim();
}

/** The kind a file name declares by its last underscore-separated part, or null when it names none. */
export function pdfKindOfFileName(fileName: string): BookPdfKindValue | null {
  const parts = stemOf(fileName).split('_');
  if (parts.length < 2) return null;
  const word = parts[parts.length - 1]!.trim();
  return BOOK_PDF_KINDS.find((kind) => BOOK_PDF_KIND_WORDS[kind] === word) ?? null;
}

/** Whether a name follows the custom-named mode: exactly three non-empty parts, the last a kind word. */
export function isCustomThreePartName(fileName: string): boolean {
  const parts = stemOf(fileName).split('_');
  return parts.length === CUSTOM_NAME_PARTS && parts.every((p) => p.trim() !== '') && pdfKindOfFileName(fileName) !== null;
}

/** Which file is which, as the author states it in the custom-named mode (instead of the names' kind words). */
export interface PdfKindChoice {
  fileName: string;
  kind: BookPdfKindValue;
}

export type PdfKindProblem =
  | { problem: 'unknownKind'; fileName: string }
  | { problem: 'duplicateKind'; fileName: string; kind: BookPdfKindValue }
  | { problem: 'missingKind'; kind: BookPdfKindValue };

export type PdfKindAssignment = { ok: true; kinds: PdfKindChoice[] } | ({ ok: false } & PdfKindProblem);

/**
 * The kind of each uploaded PDF: from `choices` when the author said which file is which, otherwise from
 * the kind word ending each name. Each kind at most once; every kind in `required` present (the worksheet
 * for books; worksheet and quick answer for homework textbooks).
 */
export function assignPdfKinds(
  fileNames: readonly string[],
  required: readonly BookPdfKindValue[],
  choices?: readonly PdfKindChoice[],
): PdfKindAssignment {
  const kinds: PdfKindChoice[] = [];
  const seen = new Set<BookPdfKindValue>();
  for (const fileName of fileNames) {
    const kind = choices ? (choices.find((c) => c.fileName === fileName)?.kind ?? null) : pdfKindOfFileName(fileName);
    if (kind === null) return { ok: false, problem: 'unknownKind', fileName };
    if (seen.has(kind)) return { ok: false, problem: 'duplicateKind', fileName, kind };
    seen.add(kind);
    kinds.push({ fileName, kind });
  }
  const missing = required.find((kind) => !seen.has(kind));
  if (missing) return { ok: false, problem: 'missingKind', kind: missing };
  return { ok: true, kinds };
}

/** Image books: pages in the order of the file names (natural order: page2 before page10). */
export function orderImagesByName<F extends { name: string }>(files: readonly F[]): F[] {
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return [...files].sort((a, b) => collator.compare(a.name, b.name));
}

/** Page images come 100 at a time (VIEW_WITH_PAGE), up to 1000 pages per book. */
export const BOOK_PAGE_RANGE = 100;
export const BOOK_PAGES_MAX = 1000;

export interface PageRange {
  fromPage: number;
  toPage: number;
}

/** The VIEW_WITH_PAGE calls that fetch a book's pages, in order. */
export function pageRangesOf(pageCount: number): PageRange[] {
  const ranges: PageRange[] = [];
  const last = Math.min(pageCount, BOOK_PAGES_MAX);
  for (let from = 1; from <= last; from += BOOK_PAGE_RANGE)
    ranges.push({ fromPage: from, toPage: Math.min(from + BOOK_PAGE_RANGE - 1, last) });
  return ranges;
}

/** Why a requested page range is refused, or null. */
export function pageRangeProblem(range: PageRange): string | null {
  if (range.fromPage < 1 || range.toPage < range.fromPage) return 'fromPage must be at least 1 and not after toPage';
  if (range.toPage > BOOK_PAGES_MAX) return `toPage may not exceed ${BOOK_PAGES_MAX}`;
  if (range.toPage - range.fromPage + 1 > BOOK_PAGE_RANGE) return `at most ${BOOK_PAGE_RANGE} pages per call`;
  return null;
}
