import { z } from 'zod';
import { BoardKind, Limits } from '../enums';
import { POST_ATTACHMENT_RULES } from '../uploads';
import { defineCommand, flexInt, jsonField } from './define';
import { defineDownload } from './download';
import { flexIntList, idSchema, pagingInput, pageSchema, searchKeywordSchema } from './params';

/*
 * Notices and the board (service-area 2.13, 3, 5, 7; manage-area "Notices and board", 3, 5, 7).
 * Each company has one board per kind, made on first use. Commands name the board by its kind
 * (the company comes from the token), and answer its boardIdx.
 */

export type BoardKindCd = (typeof BoardKind)[keyof typeof BoardKind];

export const POST_TITLE_MAX = 100;
/** The body in UTF-8 bytes, editor images included (as messages). */
export const POST_CONTENT_MAX_BYTES = 1_000_000;
/** The publishing period's default length and the farthest end, in days from today. */
export const PUBLISH_DEFAULT_DAYS = 7;
export const PUBLISH_MAX_DAYS = 365;

/** Notices and the board; the inquiry board is not reachable from the screens. */
const boardKindSchema = flexInt.pipe(z.union([z.literal(BoardKind.NOTICE), z.literal(BoardKind.BOARD)]));
const utcOffsetMin = flexInt.pipe(z.number().int().min(-840).max(840)).default(0);
/** A publish day as the caller picked it: 'YYYY-MM-DD' (a time part, as 'YYYY-MM-DD HH:mm:ss', is ignored). */
const publishDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'must be YYYY-MM-DD')
  .transform((v) => v.slice(0, 10));

export const boardSchema = z.object({
  boardIdx: z.number().int(),
  boardKindCd: z.number().int(),
  /** Posts carry a publishing period, and the service area shows them only inside it. */
  publishUse: z.boolean(),
});
export type Board = z.infer<typeof boardSchema>;

export const boardFileSchema = z.object({
  fileIdx: z.number().int(),
  orgFileName: z.string(),
  fileSize: z.number().int(),
});
export type BoardFile = z.infer<typeof boardFileSchema>;

const postBase = {
  boardIdx: z.number().int(),
  postIdx: z.number().int(),
  title: z.string(),
  /** Instants; null when the board does not use publishing periods. */
  publishStartDatetime: z.string().nullable(),
  publishEndDatetime: z.string().nullable(),
  regUserIdx: z.number().int().nullable(),
  regUserName: z.string(),
  regDatetime: z.string(),
  readCount: z.number().int(),
  /** The caller has read it. */
  postRead: z.boolean(),
  /** The caller wrote it (edit and remove are offered). */
  mine: z.boolean(),
};

export const boardPostSummarySchema = z.object({ ...postBase, fileCount: z.number().int() });
export type BoardPostSummary = z.infer<typeof boardPostSummarySchema>;

export const boardPostSchema = z.object({ ...postBase, content: z.string(), fileList: z.array(boardFileSchema) });
export type BoardPost = z.infer<typeof boardPostSchema>;

const postKey = z.object({ boardKindCd: boardKindSchema, postIdx: idSchema });

export const boardCommands = {
  'board.GET': defineCommand({
    method: 'GET',
    path: '/boda/board',
    command: 'GET',
    encoding: 'query',
    resource: { name: 'board', kind: 'read' },
    access: { area: 'any' },
    input: z.object({ boardKindCd: boardKindSchema }),
    output: z.object({ result: boardSchema }),
  }),
  /** Reading marks the post read for the caller. The service area sees it only inside its period. */
  'board.post.GET': defineCommand({
    method: 'GET',
    path: '/boda/board/post',
    command: 'GET',
    encoding: 'query',
    resource: { name: 'board', kind: 'read' },
    access: { area: 'any' },
    input: postKey,
    output: z.object({ result: boardPostSchema }),
  }),
  /** Newest first; keyword over title and author. The service area lists posts inside their period. */
  'board.post.LIST': defineCommand({
    method: 'GET',
    path: '/boda/board/post',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'board', kind: 'read' },
    access: { area: 'any' },
    input: z.object({ boardKindCd: boardKindSchema, ...pagingInput(Limits.BOARD_PAGE_SIZE, 50), searchKeyword: searchKeywordSchema }),
    output: z.object({ resultPage: pageSchema(boardPostSummarySchema) }),
  }),
  /** The notice pop-up: notices inside their period the caller has not read (at most 20, newest first). */
  'board.post.LIST_PUBLISH': defineCommand({
    method: 'GET',
    path: '/boda/board/post',
    command: 'LIST_PUBLISH',
    encoding: 'query',
    resource: { name: 'board', kind: 'read' },
    access: { area: 'any' },
    input: z.object({}),
    output: z.object({ resultList: z.array(boardPostSchema) }),
  }),
  'board.post.GET_FILE': defineCommand({
    method: 'GET',
    path: '/boda/board/post',
    command: 'GET_FILE',
    encoding: 'query',
    resource: { name: 'board', kind: 'read' },
    access: { area: 'any' },
    input: postKey,
    output: z.object({ resultList: z.array(boardFileSchema) }),
  }),
  /**
   * Register (no postIdx) or edit (postIdx, author only). Notices only from the manage area; board
   * posts by teachers, open teachers and manage users. With publishUse the period is required:
   * days from today to one year ahead in the caller's offset, the end stamped 23:59:59.
   * Attachments old and new: at most 5.
   */
  'board.post.SAVE': defineCommand({
    method: 'POST',
    path: '/boda/board/post',
    command: 'SAVE',
    encoding: 'multipart',
    resource: { name: 'board', kind: 'change' },
    access: { area: 'any' },
    files: { field: 'uploadFile', rules: POST_ATTACHMENT_RULES },
    input: z.object({
      boardPost: jsonField(
        z.object({
          boardKindCd: boardKindSchema,
          postIdx: idSchema.optional(),
          title: z.string(),
          content: z.string(),
          publishStartDatetime: publishDay.nullish(),
          publishEndDatetime: publishDay.nullish(),
        }),
      ),
      utcOffsetMin,
      removeFileIdxList: flexIntList.default([]),
      uploadFile: z.unknown().optional(),
    }),
    output: z.object({ result: z.object({ boardIdx: z.number().int(), postIdx: z.number().int() }) }),
  }),
  /** The author; manage users may remove any post from the manage area. */
  'board.post.REMOVE': defineCommand({
    method: 'POST',
    path: '/boda/board/post',
    command: 'REMOVE',
    encoding: 'form',
    resource: { name: 'board', kind: 'change' },
    access: { area: 'any' },
    input: postKey,
    output: z.object({ result: z.object({ count: z.number().int() }) }),
  }),
} as const;

export const boardDownloads = {
  'board.DOWNLOAD_FILE': defineDownload({
    method: 'GET',
    path: '/boda/board',
    command: 'DOWNLOAD_FILE',
    resource: { name: 'board', kind: 'read' },
    access: { area: 'any' },
    input: z.object({ fileIdx: idSchema }),
  }),
} as const;
