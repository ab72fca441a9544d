import { CLASSROOM_CHAT_FILE_EXTENSIONS, CLASSROOM_CHAT_FILE_MAX_BYTES } from '@boda/contract';
import { api } from '../../api';

/*
 * Files shared in the class's chat (contract/src/api/classroom.ts): kept by the server as the class's
 * chat files and announced to everyone as a chat message; downloaded with the attendee's own token.
 */

export type ChatFileProblem = 'tooLarge' | 'type' | null;

/** The browser's check before sending (the server checks again). */
export function chatFileProblem(file: File): ChatFileProblem {
  if (file.size > CLASSROOM_CHAT_FILE_MAX_BYTES) return 'tooLarge';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (CLASSROOM_CHAT_FILE_EXTENSIONS as readonly string[]).includes(extension) ? null : 'type';
}

/** Shares a file in the class's chat: the server keeps it and sends everyone a chat message naming it. */
export async function uploadChatFile(attendeeToken: string, file: File): Promise<void> {
  await api.send('classroom.CHAT_FILE', { attendeeToken, file });
}

/** A shared file's bytes, for its participants only (the attendee token says who asks). */
export async function downloadChatFile(attendeeToken: string, fileId: string): Promise<Blob> {
  return (await api.download('classroom.CHAT_FILE_DOWNLOAD', { attendeeToken, fileId })).blob;
}
