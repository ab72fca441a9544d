import type { ReactNode } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { type Book, BookPdfKind } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../ui/DateTime';
import { platform } from '../../platform';
import { handleApiError } from '../../ui/feedback';
import { tabOfBookType } from './bookTabs';
import { downloadSourcePdf, type PageSource } from './queries';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  downloads: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The book's fields and the downloads of its kept PDFs (quick answer, answer sheet as commentary). */
export function BookDetails({ book, source }: { book: Book; source: PageSource }) {
  const { t } = useTranslation('books');
  const styles = useStyles();
  const has = (kind: string) => book.sourceFileList.some((f) => f.kind === kind);
  const save = async (which: 'answer' | 'commentary') => {
    try {
      const file = await downloadSourcePdf(source, which);
      await platform.saveFile({
        suggestedName: file.fileName ?? `${book.bookName}-${which}.pdf`,
        data: file.blob,
        filters: [{ name: 'PDF', extensions: ['pdf'] }],
      });
    } catch (error) {
      handleApiError(error);
    }
  };
  const rows: Array<[string, ReactNode]> = [
    [t('details.type'), t(`details.typeName.${tabOfBookType(book.bookType)}`)],
    [t('details.desc'), book.bookDesc || '-'],
    [t('details.pages'), book.pageCount],
    [t('details.answers'), t('column.answerCount', { answers: book.answerCount, questions: book.questionCount })],
    [t('details.author'), book.regUser.userName],
    [t('details.regDatetime'), <DateTime key="reg" value={book.regDatetime} kind="dateTime" />],
    [
      t('details.files'),
      book.sourceFileList.length > 0
        ? book.sourceFileList.map((f) => `${f.orgFileName} (${t(`kind.${f.kind}`)})`).join(', ')
        : t(`details.source.${book.source}`),
    ],
  ];
  return (
    <>
      <dl className={styles.list} data-testid="book-details">
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.downloads}>
        {has(BookPdfKind.QUICK_ANSWER) && (
          <Button icon={<ArrowDownloadRegular />} onClick={() => void save('answer')} data-testid="book-download-answer">
            {t('details.downloadAnswer')}
          </Button>
        )}
        {has(BookPdfKind.ANSWER_SHEET) && (
          <Button icon={<ArrowDownloadRegular />} onClick={() => void save('commentary')} data-testid="book-download-commentary">
            {t('details.downloadCommentary')}
          </Button>
        )}
      </div>
    </>
  );
}
