import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { BoardPost, PostWithCounts } from '../../auth/policies';
import type { Db } from '../../db/client';
import { boardPostFiles, type BoardPostFileRow, boardPostReads, boardPosts, boards, type BoardRow } from '../../db/schema';
import { containsPattern } from '../../db/sql';

/*
 * Company scope by construction: a board is had only from `ensureBoard(db, companyIdx, kind)` and a
 * post only from a finder given such a board, so no post is read, changed or removed by its index
 * alone (the post's brand is the policies', which decide on it). Brands exist in types only.
 */
declare const inCompany: unique symbol;
/** A board found in the caller's company. */
export type CompanyBoard = BoardRow & { readonly [inCompany]: true };

/** Notices use publishing periods from the start; the board does not. */
function defaultPublishUse(boardKindCd: number): boolean {
  return boardKindCd === 1;
}

async function findBoard(db: Db, companyIdx: number, boardKindCd: number): Promise<BoardRow | null> {
  const rows = await db
    .select()
    .from(boards)
    .where(and(eq(boards.companyIdx, companyIdx), eq(boards.boardKindCd, boardKindCd)))
    .limit(1);
  return rows[0] ?? null;
}

/** The company's board of a kind, made on first use (companies made before boards existed get theirs here). */
export async function ensureBoard(db: Db, companyIdx: number, boardKindCd: number): Promise<CompanyBoard> {
  const found = await findBoard(db, companyIdx, boardKindCd);
  if (found) return found as CompanyBoard;
  await db
    .insert(boards)
    .values({ companyIdx, boardKindCd, publishUse: defaultPublishUse(boardKindCd) })
    .onConflictDoNothing({ target: [boards.companyIdx, boards.boardKindCd] });
  const made = await findBoard(db, companyIdx, boardKindCd);
  if (!made) throw new Error('board was not created');
  return made as CompanyBoard;
}

/** Posts shown at `now`: inside their period, or without one. */
export function inWindow(now: Date): SQL {
  const both = and(
    or(isNull(boardPosts.publishStartDatetime), lte(boardPosts.publishStartDatetime, now)),
    or(isNull(boardPosts.publishEndDatetime), gte(boardPosts.publishEndDatetime, now)),
  );
  if (!both) throw new Error('window condition');
  return both;
}

/*
 * Correlated subqueries name the outer row explicitly: drizzle leaves columns unqualified in a
 * single-table select, where "post_idx" would resolve to the subquery's own table.
 */
const OUTER_POST = sql.raw('"board_posts"."post_idx"');
const readCount = sql<number>`(select count(*) from ${boardPostReads} r where r.post_idx = ${OUTER_POST})`.mapWith(Number);
const fileCount = sql<number>`(select count(*) from ${boardPostFiles} f where f.post_idx = ${OUTER_POST})`.mapWith(Number);
function readBy(userIdx: number) {
  return sql<boolean>`exists (select 1 from ${boardPostReads} r where r.post_idx = ${OUTER_POST} and r.user_idx = ${userIdx})`.mapWith(
    Boolean,
  );
}

export async function findPost(db: Db, board: CompanyBoard, postIdx: number, userIdx: number): Promise<PostWithCounts | null> {
  const rows = await db
    .select({ post: boardPosts, readCount, postRead: readBy(userIdx) })
    .from(boardPosts)
    .where(and(eq(boardPosts.postIdx, postIdx), eq(boardPosts.boardIdx, board.boardIdx), eq(boardPosts.deleted, false)))
    .limit(1);
  const found = rows[0];
  return found ? { ...found, post: found.post as BoardPost } : null;
}

/** The post's own row again (its board's, not deleted): every change names both. */
const thePost = (post: BoardPost) => and(eq(boardPosts.postIdx, post.postIdx), eq(boardPosts.boardIdx, post.boardIdx));

export interface ListQuery {
  limit: number;
  offset: number;
  keyword: string;
  /** Only posts inside their period at this time (the service area); all when null. */
  shownAt: Date | null;
}

export async function listPosts(db: Db, board: CompanyBoard, userIdx: number, query: ListQuery) {
  const conditions: SQL[] = [eq(boardPosts.boardIdx, board.boardIdx), eq(boardPosts.deleted, false)];
  if (query.shownAt) conditions.push(inWindow(query.shownAt));
  if (query.keyword !== '') {
    const pattern = containsPattern(query.keyword);
    const either = or(ilike(boardPosts.title, pattern), ilike(boardPosts.regUserName, pattern));
    if (either) conditions.push(either);
  }
  const where = and(...conditions);
  const [rows, counted] = await Promise.all([
    db
      .select({ post: boardPosts, readCount, postRead: readBy(userIdx), fileCount })
      .from(boardPosts)
      .where(where)
      .orderBy(desc(boardPosts.postIdx))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(boardPosts).where(where),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

/** Posts inside their period that the user has not read, newest first. */
export async function listUnread(db: Db, board: CompanyBoard, userIdx: number, now: Date, limit: number): Promise<BoardPost[]> {
  const unread = sql`not ${readBy(userIdx)}`;
  const rows = await db
    .select()
    .from(boardPosts)
    .where(and(eq(boardPosts.boardIdx, board.boardIdx), eq(boardPosts.deleted, false), inWindow(now), unread))
    .orderBy(desc(boardPosts.postIdx))
    .limit(limit);
  return rows as BoardPost[];
}

export async function markRead(db: Db, post: BoardPost, userIdx: number, at: Date): Promise<void> {
  await db
    .insert(boardPostReads)
    .values({ postIdx: post.postIdx, userIdx, readDatetime: at })
    .onConflictDoNothing({ target: [boardPostReads.postIdx, boardPostReads.userIdx] });
}

export async function filesOf(db: Db, post: BoardPost): Promise<BoardPostFileRow[]> {
  return filesOfPosts(db, [post]);
}

export async function filesOfPosts(db: Db, posts: readonly BoardPost[]): Promise<BoardPostFileRow[]> {
  if (posts.length === 0) return [];
  const postIdxs = posts.map((post) => post.postIdx);
  return db.select().from(boardPostFiles).where(inArray(boardPostFiles.postIdx, postIdxs)).orderBy(asc(boardPostFiles.fileIdx));
}

export interface NewFile {
  orgFileName: string;
  fileSize: number;
  mime: string;
  storageKey: string;
}

export interface PostValues {
  title: string;
  content: string;
  publishStartDatetime: Date | null;
  publishEndDatetime: Date | null;
}

export async function insertPost(
  db: Db,
  board: CompanyBoard,
  row: PostValues & { regUserIdx: number; regUserName: string },
  files: NewFile[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(boardPosts)
      .values({ ...row, boardIdx: board.boardIdx })
      .returning({ postIdx: boardPosts.postIdx });
    const postIdx = inserted[0]?.postIdx;
    if (postIdx === undefined) throw new Error('insert into board_posts returned no row');
    if (files.length > 0) await tx.insert(boardPostFiles).values(files.map((f) => ({ ...f, postIdx })));
    return postIdx;
  });
}

/** Updates the post, drops the removed files and adds the new ones; answers the storage keys to delete. */
export async function updatePost(
  db: Db,
  post: BoardPost,
  values: PostValues,
  now: Date,
  removeFileIdxs: number[],
  files: NewFile[],
): Promise<string[]> {
  const { postIdx } = post;
  return db.transaction(async (tx) => {
    await tx
      .update(boardPosts)
      .set({ ...values, modDatetime: now })
      .where(thePost(post));
    const removed =
      removeFileIdxs.length === 0
        ? []
        : await tx
            .delete(boardPostFiles)
            .where(and(eq(boardPostFiles.postIdx, postIdx), inArray(boardPostFiles.fileIdx, removeFileIdxs)))
            .returning({ storageKey: boardPostFiles.storageKey });
    if (files.length > 0) await tx.insert(boardPostFiles).values(files.map((f) => ({ ...f, postIdx })));
    return removed.map((r) => r.storageKey);
  });
}

/** Soft delete; the files go (their storage keys are answered for deletion). */
export async function removePost(db: Db, post: BoardPost): Promise<{ removed: boolean; keys: string[] }> {
  const { postIdx } = post;
  return db.transaction(async (tx) => {
    const done = await tx
      .update(boardPosts)
      .set({ deleted: true })
      .where(and(thePost(post), eq(boardPosts.deleted, false)))
      .returning({ postIdx: boardPosts.postIdx });
    if (done.length === 0) return { removed: false, keys: [] };
    const files = await tx
      .delete(boardPostFiles)
      .where(eq(boardPostFiles.postIdx, postIdx))
      .returning({ storageKey: boardPostFiles.storageKey });
    return { removed: true, keys: files.map((f) => f.storageKey) };
  });
}

/** A file of a live post of the company's boards, with its post and board. */
export async function findFileInCompany(db: Db, companyIdx: number, fileIdx: number) {
  const rows = await db
    .select({ file: boardPostFiles, post: boardPosts, board: boards })
    .from(boardPostFiles)
    .innerJoin(boardPosts, eq(boardPosts.postIdx, boardPostFiles.postIdx))
    .innerJoin(boards, eq(boards.boardIdx, boardPosts.boardIdx))
    .where(and(eq(boardPostFiles.fileIdx, fileIdx), eq(boards.companyIdx, companyIdx), eq(boardPosts.deleted, false)))
    .limit(1);
  return rows[0] ?? null;
}
