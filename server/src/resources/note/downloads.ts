import { PassThrough } from 'node:stream';
import { once } from 'node:events';
import { ErrorCode, noteDownloadFileName } from '@boda/contract';
import type { FastifyReply } from 'fastify';
import { Zip, ZipPassThrough } from 'fflate';
import { requireAccess } from '../../auth/policies';
import type { CompanyNote } from '../../db/scoped';
import { AppError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import { attachmentDisposition, DOWNLOAD_HEADERS } from '../../http/download';
import { openBackground, renderPagePng } from './pageImage';
import * as repo from './repository';

/*
 * Note downloads (manage-area 5, service-area 7): a page image (ink drawn on unless ink=0; a thumbnail for
 * the grid), chosen pages as one PDF or a zip of PNGs, the whole note as a PDF. Pages come in the note's
 * order whatever order they were asked in. One page is rendered at a time: the zip streams out as it is
 * made; the PDF is built page by page (pdf-lib keeps the document until it is written), with JPEG pages.
 */

/** A PDF page is A4 wide; its height follows the page image's aspect. */
const PDF_PAGE_WIDTH_PT = 595.28;
const PDF_JPEG_QUALITY = 85;

interface ImageInput {
  noteIdx: number;
  agendaNo: number;
  pageNo: number;
  ink: boolean;
  thumbnail: boolean;
}

function cacheHeaders(reply: FastifyReply, etag: string): boolean {
  // Private: a note is personal. Revalidated every time, cheap with the ETag (the page's save sequence).
  reply.header('cache-control', 'private, no-cache').header('etag', etag).header('x-content-type-options', 'nosniff');
  return reply.request.headers['if-none-match'] === etag;
}

export async function sendPageImage(ctx: SignedInContext, input: ImageInput, reply: FastifyReply): Promise<void> {
  const { note } = await requireAccess(ctx, 'note.open', input.noteIdx);
  const page = await repo.pageOf(ctx.db, note, input.agendaNo, input.pageNo);
  if (!page) throw new AppError(ErrorCode.FILE_NOT_FOUND, 'The note has no such page.');
  const withInk = input.ink && page.ink.strokes.length > 0;
  const etag = `"${note.noteIdx}-${page.agendaNo}-${page.pageNo}-${page.seq}-${page.modDatetime.getTime()}-${withInk ? 1 : 0}${input.thumbnail ? 't' : ''}"`;
  if (cacheHeaders(reply, etag)) {
    await reply.status(304).send();
    return;
  }
  const name = `${page.agendaNo}-${page.pageNo}${input.thumbnail ? '-thumb' : ''}`;
  if (!withInk) {
    const background = await openBackground(ctx, note, page, input.thumbnail);
    const ext = background.contentType === 'image/webp' ? 'webp' : 'png';
    reply.type(background.contentType).header('content-length', String(background.size));
    reply.header('content-disposition', attachmentDisposition(`${name}.${ext}`).replace(/^attachment/, 'inline'));
    await reply.send(background.stream);
    return;
  }
  const png = await renderPagePng(ctx, note, page, input.thumbnail);
  reply.type('image/png').header('content-disposition', attachmentDisposition(`${name}.png`).replace(/^attachment/, 'inline'));
  await reply.send(png);
}

/** The chosen pages (or all) in the note's order; a page the note does not have is WB-404-102. */
async function chosenPages(ctx: SignedInContext, note: CompanyNote, chosen: { agendaNo: number; pageNo: number }[] | null) {
  const pages = await repo.pageHeadersOf(ctx.db, note);
  if (!chosen) return pages;
  const key = (p: { agendaNo: number; pageNo: number }) => `${p.agendaNo}-${p.pageNo}`;
  const wanted = new Set(chosen.map(key));
  const picked = pages.filter((p) => wanted.has(key(p)));
  if (picked.length !== wanted.size) throw new AppError(ErrorCode.FILE_NOT_FOUND, 'The note has no such page.');
  return picked;
}

async function fileNameOf(ctx: SignedInContext, note: CompanyNote, extension: 'pdf' | 'zip'): Promise<string> {
  const summary = await repo.noteSummary(ctx.db, note);
  return noteDownloadFileName(note.noteTitle, summary?.user.userName ?? '', extension);
}

async function inkedPage(ctx: SignedInContext, note: CompanyNote, ref: { agendaNo: number; pageNo: number }): Promise<Buffer> {
  const page = await repo.pageOf(ctx.db, note, ref.agendaNo, ref.pageNo);
  if (!page) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  return renderPagePng(ctx, note, page);
}

async function sendPdf(ctx: SignedInContext, note: CompanyNote, pages: { agendaNo: number; pageNo: number }[], reply: FastifyReply) {
  // Loaded on first use, like sharp: pdf-lib alone is 0.2 s of a restart's module loading.
  const [{ default: sharp }, { PDFDocument }] = await Promise.all([import('sharp'), import('pdf-lib')]);
  const pdf = await PDFDocument.create();
  pdf.setTitle(note.noteTitle);
  for (const ref of pages) {
    const jpeg = await sharp(await inkedPage(ctx, note, ref))
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: PDF_JPEG_QUALITY })
      .toBuffer();
    const image = await pdf.embedJpg(jpeg);
    const height = (PDF_PAGE_WIDTH_PT * image.height) / image.width;
    pdf.addPage([PDF_PAGE_WIDTH_PT, height]).drawImage(image, { x: 0, y: 0, width: PDF_PAGE_WIDTH_PT, height });
  }
  const bytes = await pdf.save();
  reply
    .type('application/pdf')
    .header('content-disposition', attachmentDisposition(await fileNameOf(ctx, note, 'pdf')))
    .header('cache-control', 'private, no-store')
    .headers(DOWNLOAD_HEADERS);
  await reply.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/** A zip of PNGs streamed as it is made: each page is rendered, stored (PNG is compressed already) and sent before the next. */
async function sendZip(ctx: SignedInContext, note: CompanyNote, pages: { agendaNo: number; pageNo: number }[], reply: FastifyReply) {
  const fileName = await fileNameOf(ctx, note, 'zip');
  // The first page is rendered before the headers go, so a missing image is still a JSON error.
  const first = pages[0] ? await inkedPage(ctx, note, pages[0]) : null;
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) out.destroy(err);
    else {
      out.write(Buffer.from(chunk));
      if (final) out.end();
    }
  });
  reply
    .type('application/zip')
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .headers(DOWNLOAD_HEADERS);
  const sending = reply.send(out);
  const produce = async () => {
    for (const [i, ref] of pages.entries()) {
      const png = i === 0 && first ? first : await inkedPage(ctx, note, ref);
      const entry = new ZipPassThrough(`${ref.agendaNo}-${ref.pageNo}.png`);
      zip.add(entry);
      entry.push(png, true);
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    zip.end();
  };
  produce().catch((err: unknown) => {
    ctx.log.warn({ err }, 'note zip download stopped');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  await sending;
}

export async function sendPages(
  ctx: SignedInContext,
  noteIdx: number,
  chosen: { agendaNo: number; pageNo: number }[] | null,
  format: 'pdf' | 'zip',
  reply: FastifyReply,
): Promise<void> {
  const { note } = await requireAccess(ctx, 'note.open', noteIdx);
  const pages = await chosenPages(ctx, note, chosen);
  if (pages.length === 0) throw new AppError(ErrorCode.FILE_NOT_FOUND, 'The note has no pages.');
  if (format === 'zip') await sendZip(ctx, note, pages, reply);
  else await sendPdf(ctx, note, pages, reply);
}
