import { useState } from 'react';
import type { ClassroomChatMessage } from '@boda/contract';
import type { ClassSession } from './classSession';
import { useSessionState } from './useSessionState';

/** Others' messages after the last one seen (none seen: all of them). */
export function unreadCount(chat: readonly ClassroomChatMessage[], lastSeenId: string | null, me: string | undefined): number {
  const after = lastSeenId === null ? 0 : chat.findIndex((message) => message.messageId === lastSeenId) + 1;
  return chat.slice(after).filter((message) => message.from !== me).length;
}

/**
 * How many messages of the others came while the chat was closed. What the class had said before we
 * came in is not new; opening the chat reads everything.
 */
export function useUnreadChat(session: ClassSession, open: boolean): number {
  const chat = useSessionState(session, (state) => state.chat);
  const me = useSessionState(session, (state) => state.you?.peerId);
  const [lastSeen, setLastSeen] = useState<{ id: string | null } | null>(null);
  const latest = chat.at(-1)?.messageId ?? null;
  // Until we are in the class (the welcome brings the chat so far), and while the chat is open, all is seen.
  const seeing = open || me === undefined || lastSeen === null;
  // Kept up to date during the render (React's pattern for state that follows other values), not in an effect.
  if (seeing && me !== undefined && lastSeen?.id !== latest) setLastSeen({ id: latest });
  return seeing ? 0 : unreadCount(chat, lastSeen.id, me);
}
