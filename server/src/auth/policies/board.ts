import { BoardKind, ErrorCode, TEACHER_TYPES, UserType } from '@boda/contract';
import type { BoardPostFileRow, BoardPostRow, BoardRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { PolicyContext } from './context';
import { isManageCall } from './room';
import { hasManageAccess } from './user';

/*
 * Notices and the board. Reading: everyone of the company; the service area sees a post only inside
 * its period. Writing: notices from the manage area only; board posts by teachers, open teachers and
 * manage users. Editing: the author only. Removing: the author, or a manage user in the manage area.
 */

function managing(ctx: PolicyContext): boolean {
  return isManageCall(ctx) && hasManageAccess(ctx.auth);
}

function visibleAt(post: Pick<BoardPostRow, 'publishStartDatetime' | 'publishEndDatetime'>, now: Date): boolean {
  if (post.publishStartDatetime && post.publishStartDatetime > now) return false;
  if (post.publishEndDatetime && post.publishEndDatetime < now) return false;
  return true;
}

function emptyPost(): AppError {
  return new AppError(ErrorCode.NOT_FOUND, 'The post was not found.');
}

declare const onCompanyBoard: unique symbol;
/** A live post found on a board of the caller's company (resources/board/repository.ts findPost): the only post its writers take. */
export type BoardPost = BoardPostRow & { readonly [onCompanyBoard]: true };
/** A post as the board's finder answers it, with its read counts. */
export interface PostWithCounts {
  post: BoardPost;
  readCount: number;
  postRead: boolean;
}

export const boardPolicies = {
  /** Whether the caller sees every post regardless of its period (the manage area). */
  'board.seesAll': (ctx: PolicyContext): boolean => managing(ctx),
  /** A post the caller may read (WB-404-001 otherwise: outside its period counts as missing in the service area). */
  'boardPost.read': (ctx: PolicyContext, found: PostWithCounts | null, now: Date): PostWithCounts => {
    if (!found || (!managing(ctx) && !visibleAt(found.post, now))) throw emptyPost();
    return found;
  },
  /** Registering on a board (WB-403-001 otherwise). */
  'board.write': (ctx: PolicyContext, board: BoardRow): void => {
    if (board.boardKindCd === BoardKind.NOTICE) {
      if (!managing(ctx)) throw new AppError(ErrorCode.FORBIDDEN, 'Notices are registered in the manage area.');
      return;
    }
    const type = ctx.auth.userTypeCd;
    const teacher = (TEACHER_TYPES as readonly number[]).includes(type);
    if (!teacher && !hasManageAccess(ctx.auth) && type !== UserType.OPERATOR) {
      throw new AppError(ErrorCode.FORBIDDEN, 'Only teachers post on the board.');
    }
  },
  /** Editing: the author only (a missing post is WB-404-001). */
  'boardPost.edit': (ctx: PolicyContext, found: PostWithCounts | null): PostWithCounts => {
    if (!found) throw emptyPost();
    if (found.post.regUserIdx !== ctx.auth.userIdx) throw new AppError(ErrorCode.FORBIDDEN, 'Only the author edits a post.');
    return found;
  },
  /** Removing: the author, or a manage user in the manage area (a missing post is WB-404-001). */
  'boardPost.remove': (ctx: PolicyContext, found: PostWithCounts | null): PostWithCounts => {
    if (!found) throw emptyPost();
    if (found.post.regUserIdx !== ctx.auth.userIdx && !managing(ctx))
      throw new AppError(ErrorCode.FORBIDDEN, 'Only the author removes a post.');
    return found;
  },
  /** A file of a post the caller may read (WB-404-102 otherwise). */
  'boardFile.download': (ctx: PolicyContext, found: { file: BoardPostFileRow; post: BoardPostRow } | null, now: Date): BoardPostFileRow => {
    if (!found || (!managing(ctx) && !visibleAt(found.post, now))) throw new AppError(ErrorCode.FILE_NOT_FOUND);
    return found.file;
  },
};
