import { useCommandMutation } from '../../api/commandQuery';

/** One hook per command; books and homework textbooks share a table, so the contract has both refresh after each. */

/** Registrations upload up to 300 MB of PDFs: they may take a while and report the upload's progress (0 to 1). */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export function useAddBookFromPdfs(onUploadProgress: (fraction: number) => void) {
  return useCommandMutation('bookSave.ADD', {
    select: (d) => d.result,
    send: { onUploadProgress, timeoutMs: UPLOAD_TIMEOUT_MS },
  });
}

export function useAddBookFromImages(onUploadProgress: (fraction: number) => void) {
  return useCommandMutation('bookSave.ADD_IMAGES', {
    select: (d) => d.result,
    send: { onUploadProgress, timeoutMs: UPLOAD_TIMEOUT_MS },
  });
}

export function useModifyBook() {
  return useCommandMutation('bookSave.MOD', { select: (d) => d.result });
}

export function useCopyBook() {
  return useCommandMutation('bookSave.DUP', { select: (d) => d.result });
}

export function useDeleteBook() {
  return useCommandMutation('book.DEL', { select: (d) => d.result });
}

export function useRetryConversion() {
  return useCommandMutation('book.RETRY_CONVERSION', { select: (d) => d.result });
}

export function useSaveChapters() {
  return useCommandMutation('bookChapter.SAVE', { select: (d) => d.result });
}

export function useSaveAnswers() {
  return useCommandMutation('textbook.MOD_ANSWER', { select: (d) => d.result });
}
