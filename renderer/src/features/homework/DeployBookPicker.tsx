import { useState } from 'react';
import { Dropdown, Field, makeStyles, Option, SearchBox, tokens } from '@fluentui/react-components';
import { type BookSummary, BOOK_LIST_SIZE_MAX, BookType, ConversionStatus, Limits } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useCommandQuery } from '../../api/commandQuery';
import { useDebouncedValue } from '../../ui/useDebouncedValue';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  state: { color: tokens.colorNeutralForeground3 },
});

/** The book's state as the picker shows it: ready with its pages, pages being made, or failed. */
function useStateText() {
  const { t } = useTranslation('homework');
  return (book: BookSummary) => {
    const { conversion } = book;
    if (conversion.status === ConversionStatus.READY) return t('deploy.bookReady', { count: book.pageCount });
    if (conversion.status === ConversionStatus.FAILED) return t('deploy.bookFailed');
    return t('deploy.bookConverting', { done: conversion.pagesDone, total: conversion.pageTotal });
  };
}

export interface DeployBookPickerProps {
  chosen: BookSummary | null;
  onChoose(book: BookSummary): void;
  validationMessage?: string;
  /** Where the form is: an empty list says where books come from (operators, or the manage area's Textbooks). */
  area: 'service' | 'manage';
}

/**
 * An existing book of the company to deploy on, by name: its homework textbooks and the library books
 * operators registered (both through textbook.LIST, so a teacher without the manage area has them too).
 */
export function DeployBookPicker({ chosen, onChoose, validationMessage, area }: DeployBookPickerProps) {
  const { t } = useTranslation('homework');
  const styles = useStyles();
  const stateText = useStateText();
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), Limits.SEARCH_DEBOUNCE_MS);
  const search = { page: 1, size: BOOK_LIST_SIZE_MAX, searchKeyword: keyword, searchType: 1 as const };
  const select = { select: (d: { resultPage: { content: BookSummary[] } }) => d.resultPage.content };
  const textbooks = useCommandQuery('textbook.LIST', { ...search, bookUse: BookType.TASK }, select);
  const books = useCommandQuery('textbook.LIST', { ...search, bookUse: BookType.BOOK }, select);
  const seen = new Set<number>();
  const options = [...(textbooks.data ?? []), ...(books.data ?? [])].filter((b) => !seen.has(b.bookIdx) && seen.add(b.bookIdx));
  const loading = textbooks.isPending || books.isPending;
  const empty =
    loading || options.length > 0
      ? undefined
      : keyword !== ''
        ? t('deploy.bookNoMatch', { keyword })
        : t(`deploy.bookNone${area === 'manage' ? 'Manage' : 'Service'}`);
  const label = (book: BookSummary) => `${book.bookName} (${stateText(book)})`;

  return (
    <div className={styles.root}>
      <SearchBox
        placeholder={t('deploy.bookSearch')}
        value={typed}
        onChange={(_e, d) => setTyped(d.value)}
        aria-label={t('deploy.bookSearch')}
        data-testid="deploy-book-search"
      />
      <Field
        label={t('deploy.book')}
        required
        validationMessage={validationMessage}
        hint={empty ? <span data-testid="deploy-book-empty">{empty}</span> : undefined}
      >
        <Dropdown
          placeholder={loading ? t('deploy.bookLoading') : t('deploy.bookChoose')}
          value={chosen ? label(chosen) : ''}
          selectedOptions={chosen ? [String(chosen.bookIdx)] : []}
          onOptionSelect={(_e, d) => {
            const book = options.find((b) => String(b.bookIdx) === d.optionValue);
            if (book) onChoose(book);
          }}
          data-testid="deploy-book"
        >
          {options.map((book) => (
            <Option key={book.bookIdx} value={String(book.bookIdx)} text={label(book)} data-testid="deploy-book-option">
              <span>
                {book.bookName} <span className={styles.state}>{stateText(book)}</span>
              </span>
            </Option>
          ))}
        </Dropdown>
      </Field>
    </div>
  );
}
