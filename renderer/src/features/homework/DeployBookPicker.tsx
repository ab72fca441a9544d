import { useState } from 'react';
import { Dropdown, Field, makeStyles, Option, SearchBox, tokens } from '@fluentui/react-components';
import { type BookSummary, BOOK_LIST_SIZE_MAX, ConversionStatus, Limits } from '@boda/contract';
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
  /**
   * Library books too (book.LIST): its access is the manage area's, so the service area's form offers
   * the homework textbooks only.
   */
  includeLibrary: boolean;
}

/** An existing book of the company to deploy on: homework textbooks (textbook.LIST) and library books (book.LIST), by name. */
export function DeployBookPicker({ chosen, onChoose, validationMessage, includeLibrary }: DeployBookPickerProps) {
  const { t } = useTranslation('homework');
  const styles = useStyles();
  const stateText = useStateText();
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), Limits.SEARCH_DEBOUNCE_MS);
  const search = { page: 1, size: BOOK_LIST_SIZE_MAX, searchKeyword: keyword, searchType: 1 as const };
  const textbooks = useCommandQuery('textbook.LIST', search, { select: (d) => d.resultPage.content });
  const books = useCommandQuery('book.LIST', { ...search, bookUse: 0 }, { select: (d) => d.resultPage.content, enabled: includeLibrary });
  const seen = new Set<number>();
  const options = [...(textbooks.data ?? []), ...(includeLibrary ? (books.data ?? []) : [])].filter(
    (b) => !seen.has(b.bookIdx) && seen.add(b.bookIdx),
  );
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
      <Field label={t('deploy.book')} required validationMessage={validationMessage}>
        <Dropdown
          placeholder={textbooks.isPending || (includeLibrary && books.isPending) ? t('deploy.bookLoading') : t('deploy.bookChoose')}
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
