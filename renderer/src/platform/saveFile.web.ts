import type { SaveAsResult, SaveFileRequest } from './types';

/** The browser's own download: an object URL on a temporary link (the browser asks where to save). */
export function saveFileInBrowser(request: SaveFileRequest, doc: Document = document): Promise<SaveAsResult> {
  const blob = request.data instanceof Blob ? request.data : new Blob([request.data as Uint8Array<ArrayBuffer>]);
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = request.suggestedName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked later: some browsers start reading the URL only after click() has returned.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
  return Promise.resolve({ saved: true, fileName: request.suggestedName });
}
