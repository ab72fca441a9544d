import { randomBytes } from 'node:crypto';
import { type ClassNoteAgendaInput, ErrorCode, NoteKind, NoteStatus } from '@boda/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { noteAgendas, notePages, notes } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
import type { UploadedFile } from '../../http/multipart';
import { isPdfRejectedError, renderImagePage } from '../../pdf';
import type { FileStorage } from '../../storage/file-storage';
import { classPageKeys, classThumbnailKey } from './pageImage';

/*
 * A class note from the class client (classClient.NOTE_UPLOAD): the attendee's note for the meeting, one
 * page per uploaded image in agenda and page order, made into the same page and thumbnail format as book
 * pages (which also proves each file is a png or jpg). One note per attendee and meeting: a second upload
 * replaces its agendas and pages, and the old images are deleted once the new ones are in.
 */

export interface ClassNoteUpload {
  companyIdx: number;
  meetIdx: number;
  userIdx: number;
  noteTitle: string;
  agendaList: ClassNoteAgendaInput;
  uploads: UploadedFile[];
}

function checkAgendas(agendaList: ClassNoteAgendaInput, fileCount: number): void {
  const agendaNos = new Set(agendaList.map((a) => a.agendaNo));
  if (agendaNos.size !== agendaList.length) throw fieldError('agendaList', 'Each agenda needs its own number.');
  for (const agenda of agendaList) {
    if (new Set(agenda.pageList.map((p) => p.pageNo)).size !== agenda.pageList.length) {
      throw fieldError('agendaList', `Agenda ${agenda.agendaNo}: each page needs its own number.`);
    }
  }
  const pageCount = agendaList.reduce((n, a) => n + a.pageList.length, 0);
  if (pageCount !== fileCount) throw fieldError('pageFiles', `Send one image per page: ${pageCount} pages, ${fileCount} images.`);
}

async function readStored(storage: FileStorage, key: string): Promise<Buffer> {
  const found = await storage.get(key);
  if (!found) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  const chunks: Buffer[] = [];
  for await (const chunk of found.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function findOrCreateNote(db: Db, upload: ClassNoteUpload, now: Date): Promise<{ noteIdx: number; created: boolean }> {
  const [existing] = await db
    .select({ noteIdx: notes.noteIdx })
    .from(notes)
    .where(and(eq(notes.noteKind, NoteKind.CLASS), eq(notes.meetIdx, upload.meetIdx), eq(notes.userIdx, upload.userIdx)))
    .limit(1);
  if (existing) return { noteIdx: existing.noteIdx, created: false };
  const [created] = await db
    .insert(notes)
    .values({
      companyIdx: upload.companyIdx,
      userIdx: upload.userIdx,
      noteKind: NoteKind.CLASS,
      meetIdx: upload.meetIdx,
      noteTitle: upload.noteTitle,
      noteStatus: NoteStatus.COMPLETED,
      noteSubmitDatetime: now,
      regDatetime: now,
      modDatetime: now,
    })
    .returning({ noteIdx: notes.noteIdx });
  if (!created) throw new Error('insert into notes returned no row');
  return { noteIdx: created.noteIdx, created: true };
}

export async function saveClassNote(db: Db, storage: FileStorage | null, upload: ClassNoteUpload, now: Date) {
  if (!storage) throw new AppError(ErrorCode.UNAVAILABLE, 'File storage is not configured.');
  checkAgendas(upload.agendaList, upload.uploads.length);
  const { noteIdx, created } = await findOrCreateNote(db, upload, now);
  const stamp = randomBytes(6).toString('hex');
  const written: string[] = [];
  const pages: (typeof notePages.$inferInsert)[] = [];
  try {
    let i = 0;
    for (const agenda of upload.agendaList) {
      for (const page of agenda.pageList) {
        const file = upload.uploads[i++]!;
        const rendered = await renderImagePage(await readStored(storage, file.storageKey), i).catch((err: unknown) => {
          if (isPdfRejectedError(err)) throw new AppError(ErrorCode.FILE_UNREADABLE, `${file.fileName}: ${err.message}`);
          throw err;
        });
        const keys = classPageKeys(noteIdx, agenda.agendaNo, page.pageNo, stamp, rendered.contentType);
        await storage.put(keys.image, rendered.image);
        written.push(keys.image);
        await storage.put(keys.thumbnail, rendered.thumbnail);
        written.push(keys.thumbnail);
        pages.push({
          noteIdx,
          agendaNo: agenda.agendaNo,
          pageNo: page.pageNo,
          pageName: page.pageName,
          imageKey: keys.image,
          width: rendered.width,
          height: rendered.height,
          modDatetime: now,
        });
      }
    }
    const oldKeys = await db.transaction(async (tx) => {
      const old = await tx.delete(notePages).where(eq(notePages.noteIdx, noteIdx)).returning({ imageKey: notePages.imageKey });
      await tx.delete(noteAgendas).where(eq(noteAgendas.noteIdx, noteIdx));
      await tx.insert(noteAgendas).values(upload.agendaList.map((a) => ({ noteIdx, agendaNo: a.agendaNo, agendaName: a.agendaName })));
      for (let j = 0; j < pages.length; j += 500) await tx.insert(notePages).values(pages.slice(j, j + 500));
      await tx.update(notes).set({ noteTitle: upload.noteTitle, modDatetime: now }).where(eq(notes.noteIdx, noteIdx));
      return old.flatMap((o) => (o.imageKey ? [o.imageKey, classThumbnailKey(o.imageKey)] : []));
    });
    for (const key of [...oldKeys, ...upload.uploads.map((u) => u.storageKey)]) await storage.delete(key);
    return { noteIdx, pageCount: pages.length, replaced: !created };
  } catch (err) {
    for (const key of written) await storage.delete(key);
    if (created) await db.delete(notes).where(eq(notes.noteIdx, noteIdx));
    throw err;
  }
}
