import type { ReactNode } from 'react';
import type { BookSummary } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../ui/useConfirm';
import { handleApiError, notify } from '../../ui/feedback';
import { useDeleteBook } from './mutations';

/**
 * Deleting a book, as the list and the view offer it: asks first, deletes, says so, or shows the
 * error. `askDelete` answers whether the book is gone; render `confirmDialog` once in the page.
 */
export function useBookDeletion(): {
  confirmDialog: ReactNode;
  askDelete(book: Pick<BookSummary, 'bookIdx' | 'bookName'>): Promise<boolean>;
} {
  const { t } = useTranslation('books');
  const [confirmDialog, confirm] = useConfirm('book-delete-dialog');
  const remove = useDeleteBook();
  const askDelete = async (book: Pick<BookSummary, 'bookIdx' | 'bookName'>) => {
    const confirmed = await confirm({
      title: t('delete.title'),
      message: t('delete.message', { name: book.bookName }),
      confirmLabel: t('actions.delete'),
    });
    if (!confirmed) return false;
    try {
      await remove.mutateAsync({ bookIdx: book.bookIdx });
      notify.success(t('delete.done'));
      return true;
    } catch (error) {
      handleApiError(error);
      return false;
    }
  };
  return { confirmDialog, askDelete };
}
