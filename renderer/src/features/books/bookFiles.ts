import {
  assignPdfKinds,
  BOOK_IMAGE_RULES,
  BOOK_PDF_RULES,
  BookPdfKind,
  type BookPdfKindValue,
  checkUploads,
  orderImagesByName,
  pdfKindOfFileName,
  type PdfKindChoice,
} from '@boda/contract';
import { errorText } from '../../ui/feedback';
import { t } from '../../i18n';

/*
 * The files of a registration, checked with the contract's rules before anything is sent (the server
 * checks them again): three PDFs told apart by the kind word ending their names or by the author's
 * choice (custom-named mode), or up to 200 page images ordered by name.
 */

export type BookSource = 'pdf' | 'images';

export interface ChosenPdf {
  file: File;
  /** The kind the author chose (custom-named mode) or the name declares; null when neither says. */
  kind: BookPdfKindValue | null;
}

export interface FileCheck {
  /** A problem per file name, shown under that file. */
  perFile: Map<string, string>;
  /** A problem of the whole selection (a missing worksheet, too many files). */
  overall: string | null;
}

const kindLabel = (kind: BookPdfKindValue) => t(`books:kind.${kind}`);

function uploadProblem(code: string, fileName?: string): string {
  const text = errorText(code) ?? code;
  return fileName ? t('books:files.problemOf', { name: fileName, problem: text }) : text;
}

export function choosePdfs(files: readonly File[], previous: readonly ChosenPdf[] = []): ChosenPdf[] {
  return files.map((file) => ({ file, kind: previous.find((p) => p.file.name === file.name)?.kind ?? pdfKindOfFileName(file.name) }));
}

/**
 * The PDFs' problems: size, count and type (upload rules), then which file is which (book rules). A book
 * needs its worksheet; homework PDFs (a deploy) also the quick answer.
 */
export function checkPdfs(
  pdfs: readonly ChosenPdf[],
  customNamed: boolean,
  required: readonly BookPdfKindValue[] = [BookPdfKind.WORKSHEET],
): FileCheck {
  const perFile = new Map<string, string>();
  if (pdfs.length === 0) return { perFile, overall: t('books:files.worksheetRequired') };
  const upload = checkUploads([...pdfs.map((p) => p.file)], BOOK_PDF_RULES);
  if (upload.error) {
    if (upload.error.fileName) perFile.set(upload.error.fileName, uploadProblem(upload.error.code));
    return { perFile, overall: upload.error.fileName ? null : uploadProblem(upload.error.code) };
  }
  const names = pdfs.map((p) => p.file.name);
  const choices: PdfKindChoice[] | undefined = customNamed
    ? pdfs.flatMap((p) => (p.kind ? [{ fileName: p.file.name, kind: p.kind }] : []))
    : undefined;
  const assigned = assignPdfKinds(names, required, choices);
  if (assigned.ok) return { perFile, overall: null };
  if (assigned.problem === 'unknownKind')
    perFile.set(assigned.fileName, t(customNamed ? 'books:files.chooseKind' : 'books:files.unknownKind'));
  else if (assigned.problem === 'duplicateKind')
    perFile.set(assigned.fileName, t('books:files.duplicateKind', { kind: kindLabel(assigned.kind) }));
  return { perFile, overall: assigned.problem === 'missingKind' ? t('books:files.missingKind', { kind: kindLabel(assigned.kind) }) : null };
}

/** The images in page order, or the selection's problem. */
export function checkImages(files: readonly File[]): { pages: File[]; problem: string | null } {
  if (files.length === 0) return { pages: [], problem: t('books:files.imagesRequired') };
  const upload = checkUploads([...files], BOOK_IMAGE_RULES);
  if (upload.error) return { pages: [], problem: uploadProblem(upload.error.code, upload.error.fileName) };
  return { pages: orderImagesByName(upload.accepted), problem: null };
}
