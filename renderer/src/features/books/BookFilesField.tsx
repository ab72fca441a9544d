import { Checkbox, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { DocumentPdfRegular } from '@fluentui/react-icons';
import { acceptAttribute, BOOK_IMAGE_RULES, BOOK_PDF_KINDS, BOOK_PDF_RULES, type BookPdfKindValue } from '@boda/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileField } from '../../ui/form';
import { type BookSource, checkImages, checkPdfs, choosePdfs, type ChosenPdf } from './bookFiles';
import type { BookFormValues } from './bookForm';

const useStyles = makeStyles({
  files: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0, listStyle: 'none' },
  file: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { flexGrow: 1, overflowWrap: 'anywhere' },
  kind: { minWidth: '150px' },
});

/** A field's value is set as the user's own change: checked and marked visited. */
const VISIT = { shouldValidate: true, shouldTouch: true, shouldDirty: true } as const;

export interface PdfFilesFieldProps {
  /** The form values of the chosen PDFs (ChosenPdf[]) and of the custom-named switch. */
  name: string;
  customNamedName: string;
  /** The kinds the form needs (a book: the worksheet; homework: also the quick answer). */
  required?: readonly BookPdfKindValue[];
}

/**
 * Up to three PDFs: each with the kind its name declares, or (custom-named mode) the kind the author
 * picks; each file's problem under it once the field is visited, the selection's under the field
 * (the form's schema puts checkPdfs' overall problem there).
 */
export function PdfFilesField({ name, customNamedName, required }: PdfFilesFieldProps) {
  const { t } = useTranslation('books');
  const styles = useStyles();
  const { control, setValue, trigger, getFieldState, formState } = useFormContext();
  const [pdfs, customNamed] = useWatch({ control, name: [name, customNamedName] }) as [ChosenPdf[], boolean];
  const visited = pdfs.length > 0 || formState.isSubmitted || getFieldState(name, formState).isTouched;
  const check = visited ? checkPdfs(pdfs, customNamed, required) : null;
  const setPdfs = (next: ChosenPdf[]) => setValue(name, next, VISIT);
  return (
    <>
      <FileField
        name={name}
        label={t('files.pdfs')}
        hint={t('files.pdfHint')}
        required
        serverPath="uploadFile"
        accept={acceptAttribute(BOOK_PDF_RULES)}
        multiple
        onFiles={(files) => setPdfs(choosePdfs(files, pdfs))}
        testId="book-pdf-files"
      />
      <Checkbox
        checked={customNamed}
        onChange={(_e, d) => {
          setValue(customNamedName, d.checked === true, VISIT);
          if (visited) void trigger(name);
        }}
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
                      onChange={(_e, d) =>
                        setPdfs(pdfs.map((q) => (q.file.name === p.file.name ? { ...q, kind: d.value as BookPdfKindValue } : q)))
                      }
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

/** Up to 200 png or jpg pages, in the order of their names. */
export function ImageFilesField() {
  const { t } = useTranslation('books');
  const { control, setValue } = useFormContext<BookFormValues>();
  const pages = checkImages(useWatch({ control, name: 'files.images' })).pages;
  const first = pages[0]?.name;
  const last = pages.at(-1)?.name;
  return (
    <FileField
      name="files.images"
      label={t('files.images')}
      hint={first && last ? t('files.imageOrder', { count: pages.length, first, last }) : t('files.imageHint')}
      required
      serverPath="uploadFile"
      accept={acceptAttribute(BOOK_IMAGE_RULES)}
      multiple
      onFiles={(files) => setValue('files.images', files, VISIT)}
      testId="book-image-files"
    />
  );
}

export const SOURCES: readonly BookSource[] = ['pdf', 'images'];
