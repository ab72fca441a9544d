import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { messageFiles, type MessageFileRow, messageReceivers, messages } from '../../../db/schema';
import { type AccessScope, col, ids } from './scope';

/** The message (outer row) is in the caller's sent box or inbox; `includeRemoved` also counts one they removed. */
function inBoxOf(userIdx: number, includeRemoved: boolean): SQL | undefined {
  const received = sql`exists (select 1 from ${messageReceivers} where ${col(messageReceivers, messageReceivers.messageIdx)} = ${col(messages, messages.messageIdx)}
    and ${col(messageReceivers, messageReceivers.receiverIdx)} = ${userIdx}${includeRemoved ? sql`` : sql` and ${col(messageReceivers, messageReceivers.deleted)} = false`})`;
  const sent = and(eq(messages.regUserIdx, userIdx), ...(includeRemoved ? [] : [eq(messages.senderDeleted, false)]));
  return or(sent, received);
}

export const messageAccess = {
  message: {
    /** Which of the company's messages are in one of the caller's boxes (or were, with `includeRemoved`: the original of a re-send). */
    async checkBoxAccess(scope: AccessScope, messageIdxs: ReadonlySet<number>, includeRemoved: boolean): Promise<Set<number>> {
      if (messageIdxs.size === 0) return new Set();
      const rows = await scope.db
        .select({ messageIdx: messages.messageIdx })
        .from(messages)
        .where(
          and(
            eq(messages.companyIdx, scope.companyIdx),
            inArray(messages.messageIdx, ids(messageIdxs)),
            inBoxOf(scope.userIdx, includeRemoved),
          ),
        );
      return new Set(rows.map((row) => row.messageIdx));
    },
  },
  messageFile: {
    /** The attachments among the ids of the company's messages in one of the caller's boxes. */
    async findReachable(scope: AccessScope, fileIdxs: ReadonlySet<number>): Promise<Map<number, MessageFileRow>> {
      if (fileIdxs.size === 0) return new Map();
      const rows = await scope.db
        .select({ file: messageFiles })
        .from(messageFiles)
        .innerJoin(messages, eq(messages.messageIdx, messageFiles.messageIdx))
        .where(and(eq(messages.companyIdx, scope.companyIdx), inArray(messageFiles.fileIdx, ids(fileIdxs)), inBoxOf(scope.userIdx, false)));
      return new Map(rows.map((row) => [row.file.fileIdx, row.file]));
    },
  },
};
