import { useQueryClient } from '@tanstack/react-query';
import type { MessageTypeValue } from '@boda/contract';
import { useCommandMutation } from '../../api/commandQuery';
import { refreshNewMessages } from './queries';

export function useSendMessage() {
  const client = useQueryClient();
  return useCommandMutation('message.SAVE', {
    select: (d) => d.result,
    // Sending to oneself makes a new message too.
    onSuccess: () => refreshNewMessages(client).catch(() => undefined),
  });
}

export function useRemoveMessages(type: MessageTypeValue) {
  const client = useQueryClient();
  return useCommandMutation(type === 'send' ? 'message.send.REMOVE_LIST' : 'message.recv.REMOVE_LIST', {
    select: (d) => d.result,
    onSuccess: () => refreshNewMessages(client).catch(() => undefined),
  });
}
