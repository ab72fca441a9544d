import { useEffect, useMemo, useState } from 'react';
import { Field, makeStyles, ProgressBar } from '@fluentui/react-components';
import { BOOK_DESC_MAX, BOOK_NAME_MAX, type BookSummary } from '@boda/contract';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/feedback';
import { FormDialog, RadioField, TextAreaField, TextField, useSchemaForm } from '../../ui/form';
import { ImageFilesField, PdfFilesField, SOURCES } from './BookFilesField';
import { checkImages } from './bookFiles';
import { bookFormSchema } from './bookForm';
import { BOOK_TABS, type BookTab, bookTypeOfTab, tabOfBookType } from './bookTabs';
import { useAddBookFromImages, useAddBookFromPdfs, useModifyBook } from './mutations';
import { useBook } from './queries';

const useStyles = makeStyles({ surface: { maxWidth: '720px', width: '100%' } });

export interface BookFormDialogProps {
  /** null registers a new book; a row modifies its name, description and tab. */
  book: BookSummary | null;
  defaultTab: BookTab;
  onClose(): void;
  /** A new book was stored: its pages are being made (the view shows the progress). */
  onRegistered(bookIdx: number): void;
}

/** Register a book from three PDFs or page images, or modify a book's details. */
export function BookFormDialog({ book, defaultTab, onClose, onRegistered }: BookFormDialogProps) {
  const { t } = useTranslation('books');
  const styles = useStyles();
  const registering = book === null;
  const schema = useMemo(() => bookFormSchema(registering), [registering]);
  const form = useSchemaForm(schema, {
    bookName: book?.bookName ?? '',
    bookDesc: '',
    tab: book ? tabOfBookType(book.bookType) : defaultTab,
    files: { source: 'pdf', pdfs: [], customNamed: false, images: [] },
  });
  // Modifying sends the description too: it starts from the stored one (rows do not carry it).
  const stored = useBook(book?.bookIdx ?? 0);
  const storedDesc = stored.data?.result.bookDesc;
  useEffect(() => {
    if (storedDesc !== undefined) form.resetField('bookDesc', { defaultValue: storedDesc });
  }, [form, storedDesc]);
  const descLoaded = registering || storedDesc !== undefined;
  const source = useWatch({ control: form.control, name: 'files.source' });
  const { errors, isSubmitted, isSubmitting } = form.formState;
  const [uploaded, setUploaded] = useState(0);
  const addPdfs = useAddBookFromPdfs(setUploaded);
  const addImages = useAddBookFromImages(setUploaded);
  const modify = useModifyBook();

  return (
    <FormDialog
      form={form}
      title={book ? t('form.modifyTitle') : t('form.registerTitle')}
      submitLabel={book ? t('actions.save') : t('form.register')}
      testId="book-form-dialog"
      submitTestId="book-form-save"
      cancelTestId="book-form-cancel"
      // Files that failed their check keep the book from being sent until they are fixed.
      submitDisabled={!descLoaded || (isSubmitted && errors.files !== undefined)}
      surfaceClassName={styles.surface}
      onClose={onClose}
      onSubmit={async ({ bookName, bookDesc, tab, files }) => {
        const fields = { bookName, bookDesc, bookType: bookTypeOfTab(tab) };
        setUploaded(0);
        if (book) {
          await modify.mutateAsync({ bookIdx: book.bookIdx, book: fields });
          notify.success(t('form.modified'));
          onClose();
          return;
        }
        const result =
          files.source === 'pdf'
            ? await addPdfs.mutateAsync({
                book: fields,
                fileKindList: files.customNamed
                  ? files.pdfs.flatMap((p) => (p.kind ? [{ fileName: p.file.name, kind: p.kind }] : []))
                  : undefined,
                uploadFile: files.pdfs.map((p) => p.file),
              })
            : await addImages.mutateAsync({ book: fields, uploadFile: checkImages(files.images).pages });
        notify.success(t('form.registered'));
        onClose();
        onRegistered(result.bookIdx);
      }}
    >
      <TextField
        name="bookName"
        label={t('form.name')}
        required
        serverPath={['book.bookName', 'bookName']}
        input={{ maxLength: BOOK_NAME_MAX }}
        testId="book-form-name"
      />
      <TextAreaField
        name="bookDesc"
        label={t('form.desc')}
        serverPath="book.bookDesc"
        input={{ maxLength: BOOK_DESC_MAX, disabled: !descLoaded }}
        testId="book-form-desc"
      />
      <RadioField
        name="tab"
        label={t('form.type')}
        options={BOOK_TABS.map((value) => ({ value, label: t(`details.typeName.${value}`), testId: `book-form-type-${value}` }))}
      />
      {registering && (
        <>
          <RadioField
            name="files.source"
            label={t('form.source')}
            options={SOURCES.map((value) => ({ value, label: t(`form.sources.${value}`), testId: `book-form-source-${value}` }))}
          />
          {source === 'pdf' ? <PdfFilesField name="files.pdfs" customNamedName="files.customNamed" /> : <ImageFilesField />}
          {isSubmitting && (
            <Field
              label={uploaded < 1 ? t('form.uploading', { percent: Math.round(uploaded * 100) }) : t('form.checking')}
              validationState="none"
              data-testid="book-upload-progress"
            >
              <ProgressBar value={uploaded < 1 ? uploaded : undefined} thickness="large" />
            </Field>
          )}
        </>
      )}
    </FormDialog>
  );
}
