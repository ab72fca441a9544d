import { Checkbox, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { DocumentPdfRegular } from '@fluentui/react-icons';
import { acceptAttribute, BOOK_IMAGE_RULES, BOOK_PDF_KINDS, BOOK_PDF_RULES, type BookPdfKindValue } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import type { BookSource, ChosenPdf, FileCheck } from './bookFiles';
import { FilePickButton } from './FilePickButton';

const useStyles = makeStyles({
  files: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0, listStyle: 'none' },
  file: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { flexGrow: 1, overflowWrap: 'anywhere' },
  kind: { minWidth: '150px' },
});

export interface PdfFilesFieldProps {
  pdfs: readonly ChosenPdf[];
  customNamed: boolean;
  check: FileCheck | null;
  onFiles(files: File[]): void;
  onCustomNamed(on: boolean): void;
  onKind(fileName: string, kind: BookPdfKindValue): void;
}

/** Up to three PDFs: each with the kind its name declares, or (custom-named mode) the kind the author picks; problems under each file. */
export function PdfFilesField({ pdfs, customNamed, check, onFiles, onCustomNamed, onKind }: PdfFilesFieldProps) {
  const { t } = useTranslation('books');
  const styles = useStyles();
  return (
    <>
      <Field label={t('files.pdfs')} hint={t('files.pdfHint')} required validationMessage={check?.overall ?? undefined}>
        <FilePickButton accept={acceptAttribute(BOOK_PDF_RULES)} count={pdfs.length} onFiles={onFiles} testId="book-pdf-files" />
      </Field>
      <Checkbox
        checked={customNamed}
        onChange={(_e, d) => onCustomNamed(d.checked === true)}
        label={t('files.customNamed')}
        data-testid="book-custom-named"
      />
      <ul className={styles.files} data-testid="book-pdf-list">
        {pdfs.map((p) => {
          const problem = check?.perFile.get(p.file.name);
          return (
            <li key={p.file.name} data-testid="book-pdf-item" data-kind={p.kind ?? ''}>
              <Field validationMessage={problem} validationState={problem ? 'error' : 'none'}>
                <div className={styles.file}>
                  <DocumentPdfRegular />
                  <span className={styles.name}>{p.file.name}</span>
                  {customNamed ? (
                    <Select
                      className={styles.kind}
                      aria-label={t('files.kindOf', { name: p.file.name })}
                      value={p.kind ?? ''}
                      onChange={(_e, d) => onKind(p.file.name, d.value as BookPdfKindValue)}
                      data-testid="book-pdf-kind"
                    >
                      <option value="" disabled>
                        {t('files.chooseKindOption')}
                      </option>
                      {BOOK_PDF_KINDS.map((kind) => (
                        <option key={kind} value={kind}>
                          {t(`kind.${kind}`)}
                        </option>
                      ))}
                    </Select>
                  ) : (
                    <span>{p.kind ? t(`kind.${p.kind}`) : '-'}</span>
                  )}
                </div>
              </Field>
            </li>
          );
        })}
      </ul>
    </>
  );
}

export interface ImageFilesFieldProps {
  /** Files chosen, and pages accepted of them. */
  chosen: number;
  count: number;
  first: string | null;
  last: string | null;
  problem: string | null;
  onFiles(files: File[]): void;
}

/** Up to 200 png or jpg pages, in the order of their names. */
export function ImageFilesField({ chosen, count, first, last, problem, onFiles }: ImageFilesFieldProps) {
  const { t } = useTranslation('books');
  return (
    <Field
      label={t('files.images')}
      hint={count > 0 && first && last ? t('files.imageOrder', { count, first, last }) : t('files.imageHint')}
      required
      validationMessage={problem ?? undefined}
    >
      <FilePickButton accept={acceptAttribute(BOOK_IMAGE_RULES)} count={chosen} onFiles={onFiles} testId="book-image-files" />
    </Field>
  );
}

export const SOURCES: readonly BookSource[] = ['pdf', 'images'];
