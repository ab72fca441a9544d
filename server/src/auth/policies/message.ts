import { ErrorCode } from '@boda/contract';
import type { MessageFileRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { PolicyContext } from './context';
import { accessRepository, scopeOf } from './repository';

function notFound(): AppError {
  return new AppError(ErrorCode.NOT_FOUND, 'The message was not found.');
}

export const messagePolicies = {
  /** A message in one of the caller's boxes; `includeRemoved` also accepts one they removed (the original of a re-send). */
  'message.inBox': async (ctx: PolicyContext, messageIdx: number, includeRemoved = false): Promise<void> => {
    const inBox = await accessRepository.message.checkBoxAccess(scopeOf(ctx), new Set([messageIdx]), includeRemoved);
    if (!inBox.has(messageIdx)) throw notFound();
  },
  /** An attachment of a message in one of the caller's boxes (WB-404-102 otherwise). */
  'messageFile.download': async (ctx: PolicyContext, fileIdx: number): Promise<MessageFileRow> => {
    const file = (await accessRepository.messageFile.findReachable(scopeOf(ctx), new Set([fileIdx]))).get(fileIdx);
    if (!file) throw new AppError(ErrorCode.FILE_NOT_FOUND);
    return file;
  },
};
