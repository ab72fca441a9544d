import { type ProposedAnswer, type RenderedPage } from '../../pdf';

/*
 * The engine functions books use, in one place. renderImagePage and extractQuickAnswers are declared
 * by engine-api.md; until server/src/pdf exports them, these stand-ins keep the same shapes.
 * TODO(books-engine merge): import both from '../../pdf' and delete the stand-ins.
 */
export { inspectPdf, isPdfRejectedError, PdfRejectedError, renderPdfPages, type PdfRejection, type RenderedPage } from '../../pdf';

export async function renderImagePage(bytes: Buffer, pageNo: number): Promise<RenderedPage> {
  const { default: sharp } = await import('sharp');
  const { PdfRejectedError } = await import('../../pdf');
  try {
    const image = sharp(bytes, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await image.clone().webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    const thumbnail = await image.clone().resize({ width: 320 }).webp({ quality: 80 }).toBuffer();
    return { pageNo, image: data, thumbnail, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    throw new PdfRejectedError('broken', 'The image could not be read.');
  }
}

export async function extractQuickAnswers(_path: string): Promise<ProposedAnswer[]> {
  return [];
}
