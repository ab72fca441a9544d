import { Limits } from './enums';
import { ErrorCode } from './errors';

/*
 * Upload rules (foundation.md 5, manage-area.md 5 "Files", service-area.md 5 "Files"). The same
 * check runs in the browser, to explain the problem before uploading, and on the server, which
 * refuses the request: the browser check alone protects nothing.
 */

export interface FileRules {
  maxFiles: number;
  /** Per file, inclusive. */
  maxBytes: number;
  /** Allowed extensions, lowercase, without the dot. */
  extensions: string[];
  /** Extensions refused even if listed in `extensions`; 'jfif' is refused regardless. */
  refuse: string[];
}

export interface UploadFile {
  name: string;
  size: number;
}

export type UploadErrorCode = typeof ErrorCode.TOO_MANY_FILES | typeof ErrorCode.FILE_TOO_LARGE | typeof ErrorCode.BAD_FILE_EXTENSION;

export interface UploadCheck<F extends UploadFile = UploadFile> {
  accepted: F[];
  skippedDuplicates: string[];
  error: null | { code: UploadErrorCode; fileName?: string };
}

/** jfif is JPEG under a name many tools do not open; the spec refuses it everywhere. */
const ALWAYS_REFUSED = 'jfif';

const OFFICE_AND_PDF = ['ppt', 'pptx', 'doc', 'docx', 'xls', 'xlsx', 'pdf', 'hwp', 'hwpx'];

export const DEFAULT_UPLOAD_RULES: Readonly<FileRules> = Object.freeze({
  maxFiles: Limits.UPLOAD_FILES_MAX,
  maxBytes: Limits.UPLOAD_FILE_BYTES_MAX,
  extensions: ['png', 'jpeg', 'jpg', 'gif', ...OFFICE_AND_PDF],
  refuse: [ALWAYS_REFUSED],
});

/** Spreadsheet user import: one Excel file of at most 10 MB. */
export const EXCEL_RULES: Readonly<FileRules> = Object.freeze({
  maxFiles: 1,
  maxBytes: Limits.EXCEL_BYTES_MAX,
  extensions: ['xlsx', 'xls'],
  refuse: [ALWAYS_REFUSED],
});

/** Room reference files: 500 MB each; zip is allowed here and nowhere else. */
export const ROOM_FILE_RULES: Readonly<FileRules> = Object.freeze({
  maxFiles: Limits.UPLOAD_FILES_MAX,
  maxBytes: Limits.ROOM_FILE_BYTES_MAX,
  extensions: ['pdf', 'jpg', 'jpeg', 'png', 'gif', 'hwp', 'hwpx', 'ppt', 'pptx', 'doc', 'docx', 'xls', 'xlsx', 'zip'],
  refuse: [ALWAYS_REFUSED],
});

export const MESSAGE_ATTACHMENT_RULES: Readonly<FileRules> = Object.freeze({
  ...DEFAULT_UPLOAD_RULES,
  maxFiles: Limits.MESSAGE_ATTACHMENTS_MAX,
});

export const POST_ATTACHMENT_RULES: Readonly<FileRules> = Object.freeze({
  ...DEFAULT_UPLOAD_RULES,
  maxFiles: Limits.POST_ATTACHMENTS_MAX,
});

/**
 * Book and homework textbook PDFs (foundation 5, service-area 5): worksheet, answer sheet and quick
 * answer, 100 MB each, so at most three files.
 */
export const BOOK_PDF_RULES: Readonly<FileRules> = Object.freeze({
  maxFiles: 3,
  maxBytes: Limits.HOMEWORK_PDF_BYTES_MAX,
  extensions: ['pdf'],
  refuse: [ALWAYS_REFUSED],
});

/** Books from images: up to 200 png or jpg pages of 10 MB, ordered by file name. */
export const BOOK_IMAGE_RULES: Readonly<FileRules> = Object.freeze({
  maxFiles: Limits.HOMEWORK_IMAGES_MAX,
  maxBytes: Limits.HOMEWORK_IMAGE_BYTES_MAX,
  extensions: ['png', 'jpg', 'jpeg'],
  refuse: [ALWAYS_REFUSED],
});

/** Lowercase extension without the dot; '' when the name has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isExtensionAllowed(name: string, rules: FileRules): boolean {
  const ext = extensionOf(name);
  if (ext === '' || ext === ALWAYS_REFUSED || rules.refuse.some((r) => r.toLowerCase() === ext)) return false;
  return rules.extensions.some((e) => e.toLowerCase() === ext);
}

/** The file input's `accept` attribute: '.png,.jpeg,...'. */
export function acceptAttribute(rules: FileRules): string {
  return rules.extensions.map((e) => `.${e}`).join(',');
}

/**
 * Checks one selection against the rules. A file whose name repeats an earlier file of the batch
 * or one already attached is skipped (the spec's "a duplicate name is skipped"), not an error.
 * The rest is then all or nothing, like the server's answer: the count first (401, counting the
 * already attached files), then each file in order, extension (403) before size (402). With an
 * error, `accepted` is empty.
 */
export function checkUploads<F extends UploadFile>(files: F[], rules: FileRules, alreadyAttached: string[] = []): UploadCheck<F> {
  const seen = new Set(alreadyAttached);
  const candidates: F[] = [];
  const skippedDuplicates: string[] = [];
  for (const file of files) {
    if (seen.has(file.name)) skippedDuplicates.push(file.name);
    else {
      seen.add(file.name);
      candidates.push(file);
    }
  }
  const refuse = (code: UploadErrorCode, fileName?: string): UploadCheck<F> => ({
    accepted: [],
    skippedDuplicates,
    error: fileName === undefined ? { code } : { code, fileName },
  });
  if (alreadyAttached.length + candidates.length > rules.maxFiles) return refuse(ErrorCode.TOO_MANY_FILES);
  for (const file of candidates) {
    if (!isExtensionAllowed(file.name, rules)) return refuse(ErrorCode.BAD_FILE_EXTENSION, file.name);
    // Written as "not within" so that NaN or a negative size is refused too.
    if (!(file.size >= 0 && file.size <= rules.maxBytes)) return refuse(ErrorCode.FILE_TOO_LARGE, file.name);
  }
  return { accepted: candidates, skippedDuplicates, error: null };
}
