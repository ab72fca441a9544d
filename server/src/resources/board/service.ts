import {
  type BoardFile,
  BoardKind,
  type BoardPost,
  type BoardPostSummary,
  type CommandData,
  type CommandParsedInput,
  ErrorCode,
  POST_ATTACHMENT_RULES,
  POST_CONTENT_MAX_BYTES,
  POST_TITLE_MAX,
  toPage,
  validateRequired,
} from '@boda/contract';
import { requireAccess } from '../../auth/policies';
import type { BoardPostFileRow, BoardPostRow } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import { uploadsOf } from '../../http/dispatch';
import type { ByteRange } from '../../storage/file-storage';
import { deleteStoredFiles, hasVisibleContent, sanitizeMessageHtml } from '../message';
import { publishPeriod } from './period';
import * as repo from './repository';

/** The notice pop-up shows at most this many unread notices. */
const POPUP_MAX = 20;

function toFileDto(row: BoardPostFileRow): BoardFile {
  return { fileIdx: row.fileIdx, orgFileName: row.orgFileName, fileSize: row.fileSize };
}

function postBase(post: BoardPostRow, readCount: number, postRead: boolean, me: number) {
  return {
    boardIdx: post.boardIdx,
    postIdx: post.postIdx,
    title: post.title,
    publishStartDatetime: post.publishStartDatetime?.toISOString() ?? null,
    publishEndDatetime: post.publishEndDatetime?.toISOString() ?? null,
    regUserIdx: post.regUserIdx,
    regUserName: post.regUserName,
    regDatetime: post.regDatetime.toISOString(),
    readCount,
    postRead,
    mine: post.regUserIdx !== null && post.regUserIdx === me,
  };
}

function requiredField(path: string): AppError {
  return fieldError(path, validateRequired('') ?? { key: 'required', message: 'Required field.' });
}

function boardOf(ctx: SignedInContext, boardKindCd: number): Promise<repo.CompanyBoard> {
  return repo.ensureBoard(ctx.db, ctx.auth.companyIdx, boardKindCd);
}

export async function getBoard(input: CommandParsedInput<'board.GET'>, ctx: SignedInContext): Promise<CommandData<'board.GET'>> {
  const board = await boardOf(ctx, input.boardKindCd);
  return { result: { boardIdx: board.boardIdx, boardKindCd: board.boardKindCd, publishUse: board.publishUse } };
}

async function readablePost(ctx: SignedInContext, boardKindCd: number, postIdx: number) {
  const board = await boardOf(ctx, boardKindCd);
  const found = await repo.findPost(ctx.db, board, postIdx, ctx.auth.userIdx);
  return requireAccess(ctx, 'boardPost.read', found, ctx.runtime.clock());
}

export async function getPost(input: CommandParsedInput<'board.post.GET'>, ctx: SignedInContext): Promise<CommandData<'board.post.GET'>> {
  const found = await readablePost(ctx, input.boardKindCd, input.postIdx);
  const me = ctx.auth.userIdx;
  let { readCount } = found;
  if (!found.postRead) {
    await repo.markRead(ctx.db, found.post, me, ctx.runtime.clock());
    readCount += 1;
  }
  const files = await repo.filesOf(ctx.db, found.post);
  const result: BoardPost = { ...postBase(found.post, readCount, true, me), content: found.post.content, fileList: files.map(toFileDto) };
  return { result };
}

export async function listPosts(
  input: CommandParsedInput<'board.post.LIST'>,
  ctx: SignedInContext,
): Promise<CommandData<'board.post.LIST'>> {
  const board = await boardOf(ctx, input.boardKindCd);
  const seesAll = requireAccess(ctx, 'board.seesAll');
  const { rows, total } = await repo.listPosts(ctx.db, board, ctx.auth.userIdx, {
    limit: input.size,
    offset: (input.page - 1) * input.size,
    keyword: input.searchKeyword,
    shownAt: seesAll ? null : ctx.runtime.clock(),
  });
  const content = rows.map((r): BoardPostSummary => ({
    ...postBase(r.post, r.readCount, r.postRead, ctx.auth.userIdx),
    fileCount: r.fileCount,
  }));
  return { resultPage: toPage(content, input.page, input.size, total) };
}

export async function listPublish(
  _input: CommandParsedInput<'board.post.LIST_PUBLISH'>,
  ctx: SignedInContext,
): Promise<CommandData<'board.post.LIST_PUBLISH'>> {
  const board = await boardOf(ctx, BoardKind.NOTICE);
  const me = ctx.auth.userIdx;
  const posts = await repo.listUnread(ctx.db, board, me, ctx.runtime.clock(), POPUP_MAX);
  const files = await repo.filesOfPosts(ctx.db, posts);
  return {
    resultList: posts.map((p) => ({
      ...postBase(p, 0, false, me),
      content: p.content,
      fileList: files.filter((f) => f.postIdx === p.postIdx).map(toFileDto),
    })),
  };
}

export async function getFiles(
  input: CommandParsedInput<'board.post.GET_FILE'>,
  ctx: SignedInContext,
): Promise<CommandData<'board.post.GET_FILE'>> {
  const found = await readablePost(ctx, input.boardKindCd, input.postIdx);
  return { resultList: (await repo.filesOf(ctx.db, found.post)).map(toFileDto) };
}

function cleanText(input: CommandParsedInput<'board.post.SAVE'>['boardPost']) {
  const title = input.title.trim();
  if (title === '') throw requiredField('boardPost.title');
  if (Array.from(title).length > POST_TITLE_MAX) throw fieldError('boardPost.title', `At most ${POST_TITLE_MAX} characters.`);
  if (Buffer.byteLength(input.content, 'utf8') > POST_CONTENT_MAX_BYTES) throw fieldError('boardPost.content', 'The post is too long.');
  const content = sanitizeMessageHtml(input.content);
  if (!hasVisibleContent(content)) throw requiredField('boardPost.content');
  return { title, content };
}

export async function savePost(
  input: CommandParsedInput<'board.post.SAVE'>,
  ctx: SignedInContext,
): Promise<CommandData<'board.post.SAVE'>> {
  const uploads = uploadsOf(ctx);
  const newKeys = uploads.map((u) => u.storageKey);
  let kept = false;
  try {
    const board = await boardOf(ctx, input.boardPost.boardKindCd);
    requireAccess(ctx, 'board.write', board);
    const editing = input.boardPost.postIdx;
    const existing = editing ? requireAccess(ctx, 'boardPost.edit', await repo.findPost(ctx.db, board, editing, ctx.auth.userIdx)) : null;

    const text = cleanText(input.boardPost);
    const now = ctx.runtime.clock();
    const period = board.publishUse
      ? publishPeriod(
          input.boardPost.publishStartDatetime,
          input.boardPost.publishEndDatetime,
          input.utcOffsetMin,
          now,
          existing?.post.publishStartDatetime ?? null,
        )
      : { publishStartDatetime: null, publishEndDatetime: null };

    const kept0 = existing ? await repo.filesOf(ctx.db, existing.post) : [];
    const removing = new Set(input.removeFileIdxList);
    const staying = kept0.filter((f) => !removing.has(f.fileIdx));
    if (staying.length + uploads.length > POST_ATTACHMENT_RULES.maxFiles) throw new AppError(ErrorCode.TOO_MANY_FILES);
    const files = uploads.map((u) => ({
      orgFileName: u.fileName.slice(0, 255),
      fileSize: u.size,
      mime: u.mime.slice(0, 128),
      storageKey: u.storageKey,
    }));
    const values = { ...text, ...period };
    if (existing) {
      const dropped = await repo.updatePost(ctx.db, existing.post, values, now, [...removing], files);
      kept = true;
      await deleteStoredFiles(ctx.runtime.storage, dropped);
      return { result: { boardIdx: board.boardIdx, postIdx: existing.post.postIdx } };
    }
    const postIdx = await repo.insertPost(
      ctx.db,
      board,
      { ...values, regUserIdx: ctx.auth.userIdx, regUserName: ctx.user.userName },
      files,
    );
    kept = true;
    return { result: { boardIdx: board.boardIdx, postIdx } };
  } finally {
    if (!kept) await deleteStoredFiles(ctx.runtime.storage, newKeys);
  }
}

export async function removePost(
  input: CommandParsedInput<'board.post.REMOVE'>,
  ctx: SignedInContext,
): Promise<CommandData<'board.post.REMOVE'>> {
  const board = await boardOf(ctx, input.boardKindCd);
  const found = requireAccess(ctx, 'boardPost.remove', await repo.findPost(ctx.db, board, input.postIdx, ctx.auth.userIdx));
  const { removed, keys } = await repo.removePost(ctx.db, found.post);
  await deleteStoredFiles(ctx.runtime.storage, keys);
  return { result: { count: removed ? 1 : 0 } };
}

/** A file of a post the caller may read (WB-404-102 otherwise, and when the bytes are gone). */
export async function openFile(ctx: SignedInContext, fileIdx: number, range?: ByteRange) {
  const found = await repo.findFileInCompany(ctx.db, ctx.auth.companyIdx, fileIdx);
  const file = requireAccess(ctx, 'boardFile.download', found, ctx.runtime.clock());
  const stored = ctx.runtime.storage ? await ctx.runtime.storage.get(file.storageKey, range) : null;
  if (!stored) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  return { file, stored };
}
