import { Button, makeStyles, Spinner, Title2, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, CheckboxCheckedRegular } from '@fluentui/react-icons';
import { TextbookType } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { BookDetails } from './BookDetails';
import { ConversionProgress } from './ConversionProgress';
import { PageCards } from './PageCards';
import { useTextbook } from './queries';
import { TocEditor } from './TocEditor';
import { useBookConversion } from './useBookConversion';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { flexGrow: 1, overflowWrap: 'anywhere' },
});

export interface TextbookViewProps {
  textbookIdx: number;
  /** Where a missing textbook, and the back button, lead (the task list). */
  backTo: string;
  onBack(): void;
  /** The author's way into the answer editor; absent where the screen offers none. */
  onEditAnswers?: () => void;
}

/** A homework textbook for teachers: details, downloads, contents (read-only) and page cards. */
export function TextbookView({ textbookIdx, backTo, onBack, onEditAnswers }: TextbookViewProps) {
  const { t } = useTranslation('books');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const view = useTextbook(textbookIdx);
  const conversion = useBookConversion(textbookIdx, view.data?.result.conversion);
  if (textbookIdx === 0 || view.isError) return <Navigate to={backTo} replace />;
  if (!view.data || !conversion) return <Spinner label={tc('loading')} />;
  const book = view.data.result;
  const ready = conversion.status === 'ready';
  return (
    <section className={styles.root} data-testid="textbook-view-page" data-status={conversion.status}>
      <div className={styles.header}>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} aria-label={t('view.back')} onClick={onBack} />
        <Title2 as="h1" className={styles.title} data-testid="textbook-view-name">
          {book.bookName}
        </Title2>
        {onEditAnswers && book.editable && (
          <Button icon={<CheckboxCheckedRegular />} disabled={!ready} onClick={onEditAnswers} data-testid="book-edit-answers">
            {t('actions.editAnswers')}
          </Button>
        )}
      </div>
      <ConversionProgress bookIdx={textbookIdx} conversion={conversion} canRetry={book.editable} />
      <BookDetails book={book} source={{ kind: 'textbook', textbookIdx }} />
      {book.bookType === TextbookType.TEXTBOOK && (
        <TocEditor chapters={view.data.chapter} pageCount={book.pageCount} editable={false} onSave={() => Promise.resolve()} />
      )}
      {ready && <PageCards source={{ kind: 'textbook', textbookIdx }} pageCount={book.pageCount} />}
    </section>
  );
}
