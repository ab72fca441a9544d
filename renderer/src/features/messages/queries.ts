import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import type { MessageTypeValue } from '@boda/contract';
import { commandQueryOptions, useCommandQuery } from '../../api/commandQuery';

export interface MessageListParams {
  page: number;
  searchKeyword: string;
}

/** The list command of a box; reading a message changes only the received list. */
export function messageListCommand(type: MessageTypeValue) {
  return type === 'send' ? 'message.send.LIST' : 'message.recv.LIST';
}

export function useMessageList(type: MessageTypeValue, params: MessageListParams) {
  return useCommandQuery(
    messageListCommand(type),
    { page: params.page, searchKeyword: params.searchKeyword },
    { select: (d) => d.resultPage, placeholderData: keepPreviousData },
  );
}

export function useMessage(type: MessageTypeValue, messageIdx: number) {
  return useCommandQuery(
    type === 'send' ? 'message.send.GET' : 'message.recv.GET',
    { messageIdx },
    { select: (d) => d.result, enabled: messageIdx > 0 },
  );
}

const existNewQuery = commandQueryOptions('message.EXIST_NEW', {});

/** The header indicator reads this; only the 60 s / focus schedule and reads fetch it. */
export function useNewMessages() {
  return useQuery({ ...existNewQuery, select: (d) => d.result, enabled: false });
}

export function refreshNewMessages(client: QueryClient) {
  return client.fetchQuery({ ...existNewQuery, staleTime: 0 });
}
