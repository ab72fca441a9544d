import { useState } from 'react';
import { Button, makeStyles, Spinner, Title2, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, CheckboxCheckedRegular, CopyRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { TextbookType } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { manageMenuState } from '../../app/router/paths';
import { handleApiError, notify } from '../../ui/feedback';
import { BookDetails } from './BookDetails';
import { BookFormDialog } from './BookFormDialog';
import { tabOfBookType } from './bookTabs';
import { ConversionProgress } from './ConversionProgress';
import { CopyBookDialog } from './CopyBookDialog';
import { useSaveChapters } from './mutations';
import { PageCards } from './PageCards';
import { useBook } from './queries';
import { TocEditor } from './TocEditor';
import { useBookConversion } from './useBookConversion';
import { useBookDeletion } from './useBookDeletion';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { flexGrow: 1, overflowWrap: 'anywhere' },
});

/** /manage/book/view?bookIdx=: details, copy, the author's modify and delete, contents (textbooks), answers and page cards. */
export function BookViewPage() {
  const { t } = useTranslation('books');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const bookIdx = Number(params.get('bookIdx')) || 0;
  const view = useBook(bookIdx);
  const conversion = useBookConversion(bookIdx, view.data?.result.conversion);
  const saveChapters = useSaveChapters();
  const [dialog, setDialog] = useState<'copy' | 'modify' | null>(null);
  const { confirmDialog, askDelete } = useBookDeletion();

  if (bookIdx === 0 || view.isError) return <Navigate to="../workbook/list" replace />;
  if (!view.data || !conversion) return <Spinner label={tc('loading')} />;
  const book = view.data.result;
  const listPath = `../${tabOfBookType(book.bookType)}/list`;
  const ready = conversion.status === 'ready';

  const deleteBook = async () => {
    if (await askDelete(book)) void navigate(listPath, { replace: true });
  };

  return (
    <section className={styles.root} data-testid="book-view-page" data-book-idx={bookIdx} data-status={conversion.status}>
      <div className={styles.header}>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} aria-label={t('view.back')} onClick={() => void navigate(listPath)} />
        <Title2 as="h1" className={styles.title} data-testid="book-view-name">
          {book.bookName}
        </Title2>
        <Button icon={<CopyRegular />} disabled={!ready} onClick={() => setDialog('copy')} data-testid="book-copy">
          {t('actions.copy')}
        </Button>
        {book.editable && (
          <>
            <Button
              icon={<CheckboxCheckedRegular />}
              disabled={!ready}
              onClick={() => void navigate(`../../task/book?textbookIdx=${bookIdx}&isEditAnswer=true`, { state: manageMenuState('book') })}
              data-testid="book-edit-answers"
            >
              {t('actions.editAnswers')}
            </Button>
            <Button icon={<EditRegular />} onClick={() => setDialog('modify')} data-testid="book-modify">
              {t('actions.modify')}
            </Button>
            <Button icon={<DeleteRegular />} onClick={() => void deleteBook()} data-testid="book-delete">
              {t('actions.delete')}
            </Button>
          </>
        )}
      </div>
      <ConversionProgress bookIdx={bookIdx} conversion={conversion} canRetry={book.editable} />
      <BookDetails book={book} source={{ kind: 'book', bookIdx }} />
      {book.bookType === TextbookType.TEXTBOOK && ready && (
        <TocEditor
          chapters={view.data.chapter}
          pageCount={book.pageCount}
          editable={book.editable}
          saving={saveChapters.isPending}
          onSave={async (chapterList) => {
            try {
              await saveChapters.mutateAsync({ bookIdx, chapterList });
              notify.success(t('toc.saved'));
            } catch (error) {
              handleApiError(error);
              throw error;
            }
          }}
        />
      )}
      {ready && <PageCards source={{ kind: 'book', bookIdx }} pageCount={book.pageCount} />}
      {dialog === 'copy' && (
        <CopyBookDialog
          bookIdx={bookIdx}
          bookName={book.bookName}
          onClose={() => setDialog(null)}
          onCopied={(next) => void navigate(`?bookIdx=${next}`)}
        />
      )}
      {dialog === 'modify' && (
        <BookFormDialog
          book={book}
          defaultTab={tabOfBookType(book.bookType)}
          onClose={() => setDialog(null)}
          onRegistered={() => undefined}
        />
      )}
      {confirmDialog}
    </section>
  );
}
