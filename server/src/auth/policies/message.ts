import { ErrorCode } from '@boda/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messageFiles, type MessageFileRow, messageReceivers, messages } from '../../db/schema';
import { AppError } from '../../errors';
import type { PolicyContext } from './context';

/** Does the user have the message in either box (or had it, for the original of a re-send)? */
async function userHasMessage(db: Db, companyIdx: number, userIdx: number, messageIdx: number, includeRemoved: boolean): Promise<boolean> {
  const sent = await db
    .select({ id: messages.messageIdx })
    .from(messages)
    .where(
      and(
        eq(messages.messageIdx, messageIdx),
        eq(messages.companyIdx, companyIdx),
        eq(messages.regUserIdx, userIdx),
        ...(includeRemoved ? [] : [eq(messages.senderDeleted, false)]),
      ),
    )
    .limit(1);
  if (sent.length > 0) return true;
  const received = await db
    .select({ id: messageReceivers.id })
    .from(messageReceivers)
    .innerJoin(messages, eq(messages.messageIdx, messageReceivers.messageIdx))
    .where(
      and(
        eq(messageReceivers.messageIdx, messageIdx),
        eq(messageReceivers.receiverIdx, userIdx),
        eq(messages.companyIdx, companyIdx),
        ...(includeRemoved ? [] : [eq(messageReceivers.deleted, false)]),
      ),
    )
    .limit(1);
  return received.length > 0;
}

function notFound(): AppError {
  return new AppError(ErrorCode.NOT_FOUND, 'The message was not found.');
}

export const messagePolicies = {
  /** A message in one of the caller's boxes; `includeRemoved` also accepts one they removed (the original of a re-send). */
  'message.inBox': async (ctx: PolicyContext, messageIdx: number, includeRemoved = false): Promise<void> => {
    if (!(await userHasMessage(ctx.db, ctx.auth.companyIdx, ctx.auth.userIdx, messageIdx, includeRemoved))) throw notFound();
  },
  /** An attachment of a message in one of the caller's boxes (WB-404-102 otherwise). */
  'messageFile.download': async (ctx: PolicyContext, fileIdx: number): Promise<MessageFileRow> => {
    const rows = await ctx.db.select().from(messageFiles).where(eq(messageFiles.fileIdx, fileIdx)).limit(1);
    const file = rows[0];
    if (!file || !(await userHasMessage(ctx.db, ctx.auth.companyIdx, ctx.auth.userIdx, file.messageIdx, false))) {
      throw new AppError(ErrorCode.FILE_NOT_FOUND);
    }
    return file;
  },
};
