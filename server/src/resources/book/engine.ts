/* The engine functions books use, in one place (server/src/pdf is the engine; engine-api.md). */
export {
  extractQuickAnswers,
  inspectPdf,
  isPdfRejectedError,
  PdfRejectedError,
  renderImagePage,
  renderPdfPages,
  type PdfRejection,
  type RenderedPage,
} from '../../pdf';
