import { randomBytes } from 'node:crypto';
import {
  CLASS_CLIENT_UPLOAD_PATH,
  ErrorCode,
  type ErrorCodeValue,
  RECORD_EXTENSIONS,
  RECORD_MAX_BYTES,
  type RecordKindValue,
  UPLOAD_RESUME_HOURS,
} from '@boda/contract';
import type { Server as TusServer } from '@tus/server';
import type { DataStore, Upload } from '@tus/utils';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashToken } from '../../auth/opaque';
import { requireAccess } from '../../auth/policies';
import { type MeetRow, meetUsers } from '../../db/schema';
import { AppError } from '../../errors';
import { errorBody } from '../../http/error-handler';
import type { Runtime } from '../../runtime';
import { RESUMABLE_ID } from '../../storage/file-storage';
import { findJoinByToken, findMeetByIdxAcrossCompanies } from '../meet';
import { readFinishedUpload, type StoredBytes, writeWebmDuration } from './recordingDuration';
import { insertRecord } from './repository';
import type { WebmDurationPlan } from './webmDuration';

/*
 * The class client's resumable uploads of recordings and chat files (contract/src/api/record.ts,
 * README "Class-client API"): the tus protocol 1.0.0 through @tus/server, written by the storage's
 * own tus store (local disk or S3), so a finished upload is read where it was written — no copy. The
 * attendee token ties the upload to its meeting; the stored metadata keeps the meeting, room and user
 * instead of the token. The address alone is no credential: every later request (HEAD, PATCH, DELETE)
 * carries the attendee token too (`Authorization: Bearer`), of the upload's company and room. The last
 * byte checks the size and the SHA-256 and turns the upload into a record; a finished upload is a
 * record and is removed only through the records (their access checks), never by tus.
 */

const RESUME_MS = UPLOAD_RESUME_HOURS * 60 * 60 * 1000;
/** How long after leaving a class its client may still start uploading the class's files. */
const UPLOAD_AFTER_LEAVE_MS = RESUME_MS;
const HEX64 = /^[0-9a-f]{64}$/;

const MIME: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  mov: 'video/quicktime',
  txt: 'text/plain',
  log: 'text/plain',
  json: 'application/json',
  csv: 'text/csv',
  html: 'text/html',
};

/** A refusal tus sends as the response: our error envelope with the code's status. */
function refusal(code: ErrorCodeValue, message?: string): { status_code: number; body: string } {
  return asTusRefusal(new AppError(code, message));
}

function asTusRefusal(error: AppError): { status_code: number; body: string } {
  return { status_code: error.status, body: JSON.stringify(errorBody(error)) };
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** A file name safe to store and offer back: no path, no control characters, at most 255 characters. */
function cleanFileName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const base = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return Array.from(base).slice(-255).join('');
}

function instantOrNull(text: string | null | undefined): Date | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The attendee token of a request's `Authorization: Bearer` header. */
function bearerOf(req: Request): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '')?.[1];
}

/** The meeting and user of an attendee token still allowed to upload (refused otherwise). */
async function attendeeOf(runtime: Runtime, token: string | undefined): Promise<{ meet: MeetRow; userIdx: number }> {
  if (!token) throw refusal(ErrorCode.UNAUTHORIZED, 'The upload needs the attendee token.');
  const db = runtime.database.db;
  const join = await findJoinByToken(db, hashToken(token));
  const now = runtime.clock().getTime();
  if (!join || (join.quitDatetime && join.quitDatetime.getTime() < now - UPLOAD_AFTER_LEAVE_MS)) {
    throw refusal(ErrorCode.UNAUTHORIZED, 'The attendee token is unknown or too old.');
  }
  const meet = await findMeetByIdxAcrossCompanies(db, join.meetIdx);
  const [attendee] = await db
    .select({ userIdx: meetUsers.userIdx })
    .from(meetUsers)
    .where(eq(meetUsers.meetUserIdx, join.meetUserIdx))
    .limit(1);
  if (!meet || !attendee) throw refusal(ErrorCode.MEETING_NOT_EXISTING);
  return { meet, userIdx: attendee.userIdx };
}

/** Checks a new upload's metadata and answers what is stored instead (never the attendee token). */
async function admitUpload(runtime: Runtime, req: Request, upload: Upload): Promise<Record<string, string>> {
  const meta = upload.metadata ?? {};
  const bearer = bearerOf(req);
  if (meta.attendeeToken && bearer && meta.attendeeToken !== bearer) {
    throw refusal(ErrorCode.UNAUTHORIZED, 'The metadata and the Authorization header name different attendee tokens.');
  }
  const { meet, userIdx } = await attendeeOf(runtime, meta.attendeeToken ?? bearer);
  const kind = meta.kind;
  if (kind !== 'video' && kind !== 'chat') throw refusal(ErrorCode.BAD_PARAMETER, "Upload-Metadata kind must be 'video' or 'chat'.");
  const fileName = cleanFileName(meta.fileName ?? '');
  if (fileName === '') throw refusal(ErrorCode.BAD_PARAMETER, 'Upload-Metadata needs the fileName.');
  if (!RECORD_EXTENSIONS[kind].includes(extensionOf(fileName))) {
    throw refusal(ErrorCode.BAD_FILE_EXTENSION, `A ${kind} file must end with .${RECORD_EXTENSIONS[kind].join(', .')}.`);
  }
  // A deferred length (Upload-Defer-Length: 1, a recording uploaded while it is made) is checked as its
  // bytes arrive and when a later PATCH declares it (uploadSizeLimit below).
  if (upload.size !== undefined && upload.size > RECORD_MAX_BYTES[kind]) throw refusal(ErrorCode.FILE_TOO_LARGE);
  const sha256 = meta.sha256?.toLowerCase();
  if (sha256 !== undefined && !HEX64.test(sha256)) throw refusal(ErrorCode.BAD_PARAMETER, 'sha256 must be 64 hex digits.');
  const stored: Record<string, string> = {
    meetIdx: String(meet.meetIdx),
    companyIdx: String(meet.companyIdx),
    roomIdx: String(meet.roomIdx),
    userIdx: String(userIdx),
    kind,
    fileName,
    recordTitle: Array.from((meta.recordTitle ?? '').trim() || fileName)
      .slice(0, 200)
      .join(''),
  };
  if (sha256) stored.sha256 = sha256;
  // Uploaded while it was being recorded: it ends when its last byte arrives, unless the client said.
  if (upload.size === undefined) stored.lengthDeferred = '1';
  const start = instantOrNull(meta.startDatetime) ?? meet.startDatetime ?? meet.openDatetime;
  const end = instantOrNull(meta.endDatetime) ?? meet.endDatetime;
  if (start) stored.startDatetime = start.toISOString();
  if (end) stored.endDatetime = end.toISOString();
  return stored;
}

function kindOf(metadata: Record<string, string | null> | undefined): RecordKindValue {
  return metadata?.kind === 'chat' ? 'chat' : 'video';
}

/**
 * The most bytes an upload may reach, by its kind: tus refuses a declared length above it and stops a
 * deferred-length upload's bytes there. A creation names the kind in its request (an unknown kind gets the
 * larger limit, then admitUpload refuses it); a PATCH's upload has it in its stored metadata.
 */
async function uploadSizeLimit(
  req: Request,
  datastore: DataStore,
  uploadId: string | null,
  parseMetadata: (header?: string) => Record<string, string | null>,
): Promise<number> {
  if (req.method === 'POST' || !uploadId) {
    let metadata: Record<string, string | null> | undefined;
    try {
      metadata = parseMetadata(req.headers.get('upload-metadata') ?? undefined);
    } catch {
      metadata = undefined; // tus answers the malformed metadata itself
    }
    return RECORD_MAX_BYTES[kindOf(metadata)];
  }
  const upload = await datastore.getUpload(uploadId).catch(() => null);
  return RECORD_MAX_BYTES[kindOf(upload?.metadata)];
}

const FINISHED = 'A finished upload is a record: it is removed through the records, never by the upload protocol.';

/** tus's own refusals we have a code for (a size past the limit, ending a finished upload) as our error envelope. */
function tusRefusal(err: Error | { status_code: number; body: string }): { status_code: number; body: string } | undefined {
  const status = 'status_code' in err ? err.status_code : undefined;
  if (status === 413) return refusal(ErrorCode.FILE_TOO_LARGE);
  if (status === 400 && 'body' in err && /terminate an already completed/i.test(err.body)) return refusal(ErrorCode.FORBIDDEN, FINISHED);
  return undefined;
}

/**
 * Every request about an existing upload (HEAD, PATCH, DELETE) needs an attendee token of the upload's
 * company and room: its address alone is no credential. Another room's token learns nothing (404, as
 * for no upload). A finished upload is a record: no more bytes, and no removal through tus.
 */
async function authorizeUpload(runtime: Runtime, datastore: DataStore, req: Request, uploadId: string): Promise<void> {
  const { meet } = await attendeeOf(runtime, bearerOf(req));
  const upload = await datastore.getUpload(uploadId).catch(() => null);
  const meta = upload?.metadata ?? {};
  let roomIdx = meta.roomIdx;
  // An upload begun before its room was kept in the metadata: the room of its meeting.
  if (upload && roomIdx === undefined)
    roomIdx = String((await findMeetByIdxAcrossCompanies(runtime.database.db, Number(meta.meetIdx)))?.roomIdx);
  try {
    requireAccess({}, 'recordUpload.touch', meet, upload ? { companyIdx: meta.companyIdx, roomIdx } : null);
  } catch (err) {
    throw err instanceof AppError ? asTusRefusal(err) : err;
  }
  if (!upload) return;
  const finished = upload.size !== undefined && upload.offset === upload.size;
  if (finished && (req.method === 'PATCH' || req.method === 'DELETE')) throw refusal(ErrorCode.FORBIDDEN, FINISHED);
}

/** Removes an upload's bytes and what the store kept beside them. */
export async function removeUploadFiles(runtime: Runtime, storageKey: string, uploadId: string): Promise<void> {
  const storage = runtime.storage!;
  await storage.delete(storageKey);
  for (const key of storage.resumable.sideKeysOf(uploadId)) await storage.delete(key);
}

/**
 * A browser's WebM recording gets the duration its recorder could not write (webmDuration.ts). The store
 * then says the upload has its new size, so a HEAD after the last answer was lost still reads "complete".
 * Any failure keeps the recording as it arrived: it plays either way, only without its length.
 */
async function withDuration(runtime: Runtime, datastore: DataStore, upload: Upload, plan: WebmDurationPlan, log: FastifyBaseLogger) {
  const key = runtime.storage!.resumable.keyOf(upload.id);
  try {
    const stored = await writeWebmDuration(runtime.storage!, key, plan);
    const kept = await datastore.getUpload(upload.id);
    if (kept.offset !== kept.size) await datastore.declareUploadLength(upload.id, kept.offset);
    return stored;
  } catch (err) {
    log.warn({ err, uploadId: upload.id }, "writing a recording's duration failed; kept as uploaded");
    return null;
  }
}

/** The last byte arrived: check it and make the record (the response carries its recordIdx). */
async function finishUpload(runtime: Runtime, datastore: DataStore, upload: Upload, log: FastifyBaseLogger) {
  const meta = upload.metadata ?? {};
  const storage = runtime.storage!;
  const key = storage.resumable.keyOf(upload.id);
  const kind = meta.kind as RecordKindValue;
  const webm = kind === 'video' && extensionOf(meta.fileName ?? '') === 'webm';
  const received = await readFinishedUpload(storage, key, webm);
  if (meta.sha256 && meta.sha256 !== received.sha256) {
    await removeUploadFiles(runtime, key, upload.id);
    throw refusal(ErrorCode.UPLOAD_CHECKSUM_MISMATCH);
  }
  // The record describes the bytes kept; Upload-Sha256 answers for the bytes the client sent.
  const stored: StoredBytes = (received.plan && (await withDuration(runtime, datastore, upload, received.plan, log))) ?? received;
  const record = await insertRecord(runtime.database.db, {
    meetIdx: Number(meta.meetIdx),
    companyIdx: Number(meta.companyIdx),
    recUserIdx: Number(meta.userIdx),
    kind,
    recordTitle: meta.recordTitle ?? meta.fileName ?? '',
    fileName: meta.fileName ?? '',
    storageKey: key,
    fileSize: stored.size,
    mime: MIME[extensionOf(meta.fileName ?? '')] ?? 'application/octet-stream',
    sha256: stored.sha256,
    startDatetime: instantOrNull(meta.startDatetime),
    endDatetime: instantOrNull(meta.endDatetime) ?? (meta.lengthDeferred ? runtime.clock() : null),
    regDatetime: runtime.clock(),
  });
  return { headers: { 'Record-Idx': String(record.recordIdx), 'Upload-Sha256': received.sha256 } };
}

async function createTusServer(runtime: Runtime, log: FastifyBaseLogger): Promise<TusServer> {
  const storage = runtime.storage;
  if (!storage) throw new AppError(ErrorCode.UNAVAILABLE);
  const [{ Server, Metadata }, datastore] = await Promise.all([import('@tus/server'), storage.resumable.store(RESUME_MS)]);
  return new Server({
    path: CLASS_CLIENT_UPLOAD_PATH,
    datastore,
    // The Location of a new upload is relative: right behind any proxy, whatever it forwards.
    relativeLocation: true,
    maxSize: (req, uploadId) => uploadSizeLimit(req, datastore, uploadId, Metadata.parse),
    onResponseError: (_req, err) => tusRefusal(err),
    exposedHeaders: ['Record-Idx', 'Upload-Sha256'],
    // The same origins as the API's CORS (http/cors.ts answers their preflights); no others, never '*'.
    allowedOrigins: (origin) => runtime.settings.corsOrigins.includes(origin),
    namingFunction: () => `resumable-${randomBytes(16).toString('hex')}`,
    getFileIdFromRequest: (_req, lastPath) => (lastPath && RESUMABLE_ID.test(lastPath) ? lastPath : undefined),
    // A creation is checked by its metadata (onUploadCreate); every other request by its credential.
    onIncomingRequest: async (req, uploadId) => {
      if (req.method !== 'POST') await authorizeUpload(runtime, datastore, req, uploadId);
    },
    disableTerminationForFinishedUploads: true,
    onUploadCreate: async (req, upload) => ({ metadata: await admitUpload(runtime, req, upload) }),
    onUploadFinish: async (_req, upload) => finishUpload(runtime, datastore, upload, log),
  });
}

/** One tus server per app, made on the first upload request (its modules load only then). */
export function classClientUploadRoutes(app: FastifyInstance, runtime: Runtime): { server(): Promise<TusServer> } {
  let made: Promise<TusServer> | undefined;
  const server = () => (made ??= createTusServer(runtime, app.log));
  // tus sends the bytes as application/offset+octet-stream: the tus server reads the request itself.
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const tus = await server();
    reply.hijack();
    await tus.handle(req.raw, reply.raw);
  };
  const methods = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'] as const;
  app.route({ method: [...methods], url: CLASS_CLIENT_UPLOAD_PATH, handler });
  // No GET: the bytes are read through the records' access checks, never by upload URL.
  app.route({ method: [...methods], url: `${CLASS_CLIENT_UPLOAD_PATH}/:uploadId`, handler });
  return { server };
}
