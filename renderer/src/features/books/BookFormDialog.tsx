import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  ProgressBar,
  Radio,
  RadioGroup,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { BOOK_DESC_MAX, BOOK_NAME_MAX, type BookSummary } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { fieldErrorFor, fieldErrorsCover } from '../../ui/fieldErrors';
import { handleApiError, notify } from '../../ui/feedback';
import { ImageFilesField, PdfFilesField, SOURCES } from './BookFilesField';
import { type BookSource, checkImages, checkPdfs, choosePdfs, type ChosenPdf } from './bookFiles';
import { BOOK_TABS, type BookTab, bookTypeOfTab, tabOfBookType } from './bookTabs';
import { useAddBookFromImages, useAddBookFromPdfs, useModifyBook } from './mutations';
import { useBook } from './queries';

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface BookFormDialogProps {
  /** null registers a new book; a row modifies its name, description and tab. */
  book: BookSummary | null;
  defaultTab: BookTab;
  onClose(): void;
  /** A new book was stored: its pages are being made (the view shows the progress). */
  onRegistered(bookIdx: number): void;
}

const SERVER_FIELDS = ['book.bookName', 'book.bookDesc', 'bookName'];

/** Register a book from three PDFs or page images, or modify a book's details. */
export function BookFormDialog({ book, defaultTab, onClose, onRegistered }: BookFormDialogProps) {
  const { t } = useTranslation('books');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const [name, setName] = useState(book?.bookName ?? '');
  const [desc, setDesc] = useState('');
  // Modifying sends the description too: it starts from the stored one (rows do not carry it).
  const stored = useBook(book?.bookIdx ?? 0);
  const [descLoaded, setDescLoaded] = useState(book === null);
  if (!descLoaded && stored.data) {
    setDescLoaded(true);
    setDesc(stored.data.result.bookDesc);
  }
  const [tab, setTab] = useState<BookTab>(book ? tabOfBookType(book.bookType) : defaultTab);
  const [source, setSource] = useState<BookSource>('pdf');
  const [pdfs, setPdfs] = useState<ChosenPdf[]>([]);
  const [customNamed, setCustomNamed] = useState(false);
  const [images, setImages] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [uploaded, setUploaded] = useState(0);
  const addPdfs = useAddBookFromPdfs(setUploaded);
  const addImages = useAddBookFromImages(setUploaded);
  const modify = useModifyBook();
  const saving = addPdfs.isPending || addImages.isPending || modify.isPending;
  const error = addPdfs.error ?? addImages.error ?? modify.error;

  const pdfCheck = pdfs.length > 0 || tried ? checkPdfs(pdfs, customNamed) : null;
  const imageCheck = checkImages(images);
  const nameProblem = tried && name.trim() === '' ? t('form.nameRequired') : undefined;
  const filesOk =
    book !== null ||
    (source === 'pdf' ? pdfCheck !== null && pdfCheck.overall === null && pdfCheck.perFile.size === 0 : imageCheck.problem === null);

  const submit = async () => {
    setTried(true);
    const pdfProblems = source === 'pdf' && book === null ? checkPdfs(pdfs, customNamed) : null;
    if (
      name.trim() === '' ||
      (book === null && (pdfProblems ? pdfProblems.overall !== null || pdfProblems.perFile.size > 0 : imageCheck.problem !== null))
    )
      return;
    const fields = { bookName: name.trim(), bookDesc: desc, bookType: bookTypeOfTab(tab) };
    setUploaded(0);
    try {
      if (book) {
        await modify.mutateAsync({ bookIdx: book.bookIdx, book: fields });
        notify.success(t('form.modified'));
        onClose();
        return;
      }
      const result =
        source === 'pdf'
          ? await addPdfs.mutateAsync({
              book: fields,
              fileKindList: customNamed ? pdfs.flatMap((p) => (p.kind ? [{ fileName: p.file.name, kind: p.kind }] : [])) : undefined,
              uploadFile: pdfs.map((p) => p.file),
            })
          : await addImages.mutateAsync({ book: fields, uploadFile: imageCheck.pages });
      notify.success(t('form.registered'));
      onClose();
      onRegistered(result.bookIdx);
    } catch (failure) {
      if (!fieldErrorsCover(failure, SERVER_FIELDS)) handleApiError(failure);
    }
  };

  return (
    <Dialog open onOpenChange={(_e, d) => (d.open || saving ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="book-form-dialog">
        <DialogBody>
          <DialogTitle>{book ? t('form.modifyTitle') : t('form.registerTitle')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Field label={t('form.name')} required validationMessage={nameProblem ?? fieldErrorFor(error, 'book.bookName')}>
              <Input value={name} maxLength={BOOK_NAME_MAX} onChange={(_e, d) => setName(d.value)} data-testid="book-form-name" />
            </Field>
            <Field label={t('form.desc')} validationMessage={fieldErrorFor(error, 'book.bookDesc')}>
              <Textarea
                value={desc}
                maxLength={BOOK_DESC_MAX}
                disabled={!descLoaded}
                onChange={(_e, d) => setDesc(d.value)}
                data-testid="book-form-desc"
              />
            </Field>
            <Field label={t('form.type')}>
              <RadioGroup layout="horizontal" value={tab} onChange={(_e, d) => setTab(d.value as BookTab)}>
                {BOOK_TABS.map((value) => (
                  <Radio key={value} value={value} label={t(`details.typeName.${value}`)} data-testid={`book-form-type-${value}`} />
                ))}
              </RadioGroup>
            </Field>
            {book === null && (
              <>
                <Field label={t('form.source')}>
                  <RadioGroup layout="horizontal" value={source} onChange={(_e, d) => setSource(d.value as BookSource)}>
                    {SOURCES.map((value) => (
                      <Radio key={value} value={value} label={t(`form.sources.${value}`)} data-testid={`book-form-source-${value}`} />
                    ))}
                  </RadioGroup>
                </Field>
                {source === 'pdf' ? (
                  <PdfFilesField
                    pdfs={pdfs}
                    customNamed={customNamed}
                    check={pdfCheck}
                    onFiles={(files) => setPdfs(choosePdfs(files))}
                    onCustomNamed={setCustomNamed}
                    onKind={(fileName, kind) => setPdfs((all) => all.map((p) => (p.file.name === fileName ? { ...p, kind } : p)))}
                  />
                ) : (
                  <ImageFilesField
                    chosen={images.length}
                    count={imageCheck.pages.length}
                    first={imageCheck.pages[0]?.name ?? null}
                    last={imageCheck.pages.at(-1)?.name ?? null}
                    problem={images.length > 0 || tried ? imageCheck.problem : null}
                    onFiles={setImages}
                  />
                )}
                {saving && (
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
          </DialogContent>
          <DialogActions>
            <Button disabled={saving} onClick={onClose} data-testid="book-form-cancel">
              {tc('actions.cancel')}
            </Button>
            <Button
              appearance="primary"
              disabled={saving || !descLoaded || (tried && !filesOk)}
              onClick={() => void submit()}
              data-testid="book-form-save"
            >
              {book ? t('actions.save') : t('form.register')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
