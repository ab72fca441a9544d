import { open, stat } from 'node:fs/promises';
import { PDF_LIMITS, PdfRejectedError } from './limits';
import { PdfiumDocument } from './pdfium';

/** The format allows bytes before the header; readers look for it in the first kilobyte. */
const HEADER_WINDOW = 1024;
/** ...and for the end-of-file marker in the last kilobyte: without it the file was cut short. */
const TRAILER_WINDOW = 1024;

/** Reads a PDF file within the size limit, refusing what is not a PDF or was cut short. */
export async function readPdfBytes(path: string): Promise<Buffer> {
  const { size } = await stat(path);
  if (size > PDF_LIMITS.maxBytes) {
    throw new PdfRejectedError('too-large', `The PDF is ${size} bytes (at most ${PDF_LIMITS.maxBytes}).`);
  }
  const file = await open(path, 'r');
  try {
    const bytes = Buffer.alloc(size);
    const { bytesRead } = await file.read(bytes, 0, size, 0);
    const data = bytes.subarray(0, bytesRead);
    if (!data.subarray(0, HEADER_WINDOW).includes('%PDF-')) {
      throw new PdfRejectedError('not-pdf', 'The file is not a PDF.');
    }
    if (!data.subarray(Math.max(0, data.length - TRAILER_WINDOW)).includes('%%EOF')) {
      throw new PdfRejectedError('broken', 'The PDF is incomplete (no end-of-file marker).');
    }
    return data;
  } finally {
    await file.close();
  }
}

/** Opens a PDF file with PDFium and every check of the upload rules (size, header, encryption, pages). */
export async function openPdf(path: string): Promise<PdfiumDocument> {
  return PdfiumDocument.open(await readPdfBytes(path));
}
