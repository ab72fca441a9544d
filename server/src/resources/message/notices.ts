import { type Language, MessageStatus } from '@boda/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { insertMessage } from './repository';

/*
 * Messages the server writes on someone's behalf (a homework reminder, a recall): each receiver reads it
 * in their own language, so the receivers are grouped by their account's language and each group gets
 * one message composed in it.
 */

export interface NoticeText {
  title: string;
  /** HTML, already escaped by the composer. */
  contents: string;
}

export interface Notice {
  companyIdx: number;
  regUserIdx: number;
  regUserName: string;
  sendDatetime: Date;
  receivers: ReadonlyArray<{ receiverIdx: number; receiverName: string }>;
  compose: (language: Language) => NoticeText;
}

/** HTML-escapes text put into a notice's contents. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Sends the notice, one message per receiver language; answers how many messages were written. */
export async function sendNotice(db: Db, notice: Notice): Promise<number> {
  if (notice.receivers.length === 0) return 0;
  const rows = await db
    .select({ userIdx: users.userIdx, language: users.language })
    .from(users)
    .where(
      inArray(
        users.userIdx,
        notice.receivers.map((r) => r.receiverIdx),
      ),
    );
  const languageOf = new Map(rows.map((r) => [r.userIdx, (r.language === 'ko' ? 'ko' : 'en') as Language]));
  const groups = new Map<Language, Array<{ receiverIdx: number; receiverName: string }>>();
  for (const receiver of notice.receivers) {
    const language = languageOf.get(receiver.receiverIdx) ?? 'en';
    groups.set(language, [...(groups.get(language) ?? []), receiver]);
  }
  for (const [language, receivers] of groups) {
    const { title, contents } = notice.compose(language);
    await insertMessage(db, {
      companyIdx: notice.companyIdx,
      regUserIdx: notice.regUserIdx,
      regUserName: notice.regUserName,
      title,
      contents,
      messageStatusCd: MessageStatus.SENT,
      sendDatetime: notice.sendDatetime,
      receivers,
      files: [],
    });
  }
  return groups.size;
}
