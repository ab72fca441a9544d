import { type Message, REPLY_PREFIX } from '@boda/contract';
import type { ComposeInitial } from './types';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** 'RE : ' + title (once), the original quoted below an empty line, the sender as receiver. */
export function replyDraft(message: Message, header: string): ComposeInitial {
  const title = message.title.startsWith(REPLY_PREFIX) ? message.title : `${REPLY_PREFIX}${message.title}`;
  return {
    title,
    contents: `<p></p><p>${escapeHtml(header)}</p><blockquote>${message.contents}</blockquote>`,
    receivers:
      message.regUserIdx === null ? [] : [{ userIdx: message.regUserIdx, userName: message.regUserName, userId: '', userTypeCd: 0 }],
  };
}

/** A re-send: same title, body, receivers and attachments (which the server copies unless removed). */
export function resendDraft(message: Message): ComposeInitial {
  return {
    title: message.title,
    contents: message.contents,
    receivers: message.receiverList.flatMap((r) =>
      r.receiverIdx === null ? [] : [{ userIdx: r.receiverIdx, userName: r.receiverName, userId: '', userTypeCd: 0 }],
    ),
    originMessageIdx: message.messageIdx,
    files: message.fileList,
  };
}
