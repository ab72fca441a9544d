import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import type { MessageTypeValue } from '@boda/contract';
import { api } from '../../api';

export interface MessageListParams {
  page: number;
  searchKeyword: string;
}

export const messageKeys = {
  all: ['messages'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (type: MessageTypeValue, params: MessageListParams) => [...messageKeys.lists(), type, params] as const,
  details: () => [...messageKeys.all, 'detail'] as const,
  detail: (type: MessageTypeValue, messageIdx: number) => [...messageKeys.details(), type, messageIdx] as const,
  existNew: () => [...messageKeys.all, 'existNew'] as const,
};

export function useMessageList(type: MessageTypeValue, params: MessageListParams) {
  return useQuery({
    queryKey: messageKeys.list(type, params),
    queryFn: async () =>
      (await api.send(type === 'send' ? 'message.send.LIST' : 'message.recv.LIST', { page: params.page, searchKeyword: params.searchKeyword })).resultPage,
    placeholderData: keepPreviousData,
  });
}

export function useMessage(type: MessageTypeValue, messageIdx: number) {
  return useQuery({
    queryKey: messageKeys.detail(type, messageIdx),
    queryFn: async () => (await api.send(type === 'send' ? 'message.send.GET' : 'message.recv.GET', { messageIdx })).result,
    enabled: messageIdx > 0,
  });
}

const existNewQuery = {
  queryKey: messageKeys.existNew(),
  queryFn: async () => (await api.send('message.EXIST_NEW', {})).result,
};

/** The header indicator reads this; only the 60 s / focus schedule and reads fetch it. */
export function useNewMessages() {
  return useQuery({ ...existNewQuery, enabled: false });
}

export function refreshNewMessages(client: QueryClient) {
  return client.fetchQuery({ ...existNewQuery, staleTime: 0 });
}
