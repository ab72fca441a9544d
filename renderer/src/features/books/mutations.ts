import type { Resource } from '../../api/commandKeys';
import { useCommandMutation } from '../../api/commandQuery';

/** One hook per command; each names the resources it changes. Books and homework textbooks share a table, so both refresh. */
const BOOK_VIEWS: readonly Resource[] = ['book', 'textbook', 'bookFile', 'textbookFile'];

/** Registrations upload up to 300 MB of PDFs: they may take a while and report the upload's progress (0 to 1). */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export function useAddBookFromPdfs(onUploadProgress: (fraction: number) => void) {
  return useCommandMutation('bookSave.ADD', {
    invalidates: BOOK_VIEWS,
    select: (d) => d.result,
    send: { onUploadProgress, timeoutMs: UPLOAD_TIMEOUT_MS },
  });
}

export function useAddBookFromImages(onUploadProgress: (fraction: number) => void) {
  return useCommandMutation('bookSave.ADD_IMAGES', {
    invalidates: BOOK_VIEWS,
    select: (d) => d.result,
    send: { onUploadProgress, timeoutMs: UPLOAD_TIMEOUT_MS },
  });
}

export function useModifyBook() {
  return useCommandMutation('bookSave.MOD', { invalidates: BOOK_VIEWS, select: (d) => d.result });
}

export function useCopyBook() {
  return useCommandMutation('bookSave.DUP', { invalidates: BOOK_VIEWS, select: (d) => d.result });
}

export function useDeleteBook() {
  return useCommandMutation('book.DEL', { invalidates: BOOK_VIEWS, select: (d) => d.result });
}

export function useRetryConversion() {
  return useCommandMutation('book.RETRY_CONVERSION', { invalidates: BOOK_VIEWS, select: (d) => d.result });
}

export function useSaveChapters() {
  return useCommandMutation('bookChapter.SAVE', { invalidates: ['book', 'textbook'], select: (d) => d.result });
}

export function useSaveAnswers() {
  return useCommandMutation('textbook.MOD_ANSWER', { invalidates: ['book', 'textbook'], select: (d) => d.result });
}
