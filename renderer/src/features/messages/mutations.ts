import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommandInput, MessageTypeValue } from '@boda/contract';
import { api } from '../../api';
import { messageKeys, refreshNewMessages } from './queries';

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CommandInput<'message.SAVE'>) => (await api.send('message.SAVE', input)).result,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: messageKeys.lists() });
      // Sending to oneself makes a new message too.
      await refreshNewMessages(client).catch(() => undefined);
    },
  });
}

export function useRemoveMessages(type: MessageTypeValue) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (messageIdxList: number[]) =>
      (await api.send(type === 'send' ? 'message.send.REMOVE_LIST' : 'message.recv.REMOVE_LIST', { messageIdxList })).result,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: messageKeys.lists() });
      await client.invalidateQueries({ queryKey: messageKeys.details() });
      await refreshNewMessages(client).catch(() => undefined);
    },
  });
}
