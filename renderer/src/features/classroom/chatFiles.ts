import { CLASSROOM_CHAT_FILE_EXTENSIONS, CLASSROOM_CHAT_FILE_MAX_BYTES, CLASSROOM_PATH } from '@boda/contract';
import { ApiError, ClientErrorCode } from '../../api/errors';

/*
 * The classroom's chat-file commands (classroom.CHAT_FILE, classroom.CHAT_FILE_DOWNLOAD) are built in
 * another branch; until they are in the contract these two calls go by plain fetch, in the envelope's
 * terms, and switch to api.send / api.download at the merge.
 */

export type ChatFileProblem = 'tooLarge' | 'type' | null;

/** The browser's check before sending (the server checks again). */
export function chatFileProblem(file: File): ChatFileProblem {
  if (file.size > CLASSROOM_CHAT_FILE_MAX_BYTES) return 'tooLarge';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (CLASSROOM_CHAT_FILE_EXTENSIONS as readonly string[]).includes(extension) ? null : 'type';
}

async function failure(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (typeof body === 'object' && body !== null && 'errorCode' in body && typeof body.errorCode === 'string') {
    return ApiError.fromCode(body.errorCode, 'message' in body && typeof body.message === 'string' ? body.message : undefined);
  }
  return new ApiError(ClientErrorCode.BAD_RESPONSE, response.status);
}

/** Shares a file in the class's chat: the server keeps it and sends everyone a chat message naming it. */
export async function uploadChatFile(origin: string, attendeeToken: string, file: File): Promise<void> {
  const form = new FormData();
  form.append('command', 'CHAT_FILE');
  form.append('attendeeToken', attendeeToken);
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`${origin}${CLASSROOM_PATH}`, { method: 'POST', body: form });
  } catch (error) {
    throw new ApiError(ClientErrorCode.NETWORK, 0, error instanceof Error ? error.message : undefined);
  }
  if (!response.ok) throw await failure(response);
  const body: unknown = await response.json().catch(() => null);
  if (typeof body === 'object' && body !== null && 'success' in body && body.success === false)
    throw await failure(new Response(JSON.stringify(body)));
}

/** A shared file's bytes, for its participants only (the attendee token says who asks). */
export async function downloadChatFile(origin: string, attendeeToken: string, fileId: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`${origin}${CLASSROOM_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ command: 'CHAT_FILE_DOWNLOAD', attendeeToken, fileId }),
    });
  } catch (error) {
    throw new ApiError(ClientErrorCode.NETWORK, 0, error instanceof Error ? error.message : undefined);
  }
  if (!response.ok || (response.headers.get('content-type') ?? '').includes('application/json')) throw await failure(response);
  return response.blob();
}
