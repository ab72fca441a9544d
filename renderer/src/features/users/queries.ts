import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CommandInput } from '@boda/contract';
import { api } from '../../api';

export type UserListParams = CommandInput<'user.LIST'>;

/** Query keys of users, groups, memos and unit prices; mutations invalidate by these prefixes. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: UserListParams) => [...userKeys.lists(), params] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (userIdx: number) => [...userKeys.details(), userIdx] as const,
  groups: () => [...userKeys.all, 'groups'] as const,
  memos: (userIdx: number) => [...userKeys.all, 'memos', userIdx] as const,
  prices: (userIdx: number) => [...userKeys.all, 'prices', userIdx] as const,
  profileImage: (userIdx: number, fileIdx: number | null) => [...userKeys.all, 'profile', userIdx, fileIdx] as const,
};

export function useUserList(params: UserListParams, enabled = true) {
  return useQuery({
    queryKey: userKeys.list(params),
    queryFn: async () => (await api.send('user.LIST', params)).resultPage,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useUser(userIdx: number | null) {
  return useQuery({
    queryKey: userKeys.detail(userIdx ?? 0),
    queryFn: async () => (await api.send('user.GET', { userIdx: userIdx ?? 0 })).result,
    enabled: userIdx !== null && userIdx > 0,
  });
}

export function useGroups(enabled = true) {
  return useQuery({
    queryKey: userKeys.groups(),
    queryFn: async () => (await api.send('group.LIST', { searchType: 2 })).resultList,
    enabled,
  });
}

export function useMemos(userIdx: number) {
  return useQuery({ queryKey: userKeys.memos(userIdx), queryFn: async () => (await api.send('memo.LIST', { userIdx })).resultList });
}

export function usePrices(userIdx: number) {
  return useQuery({ queryKey: userKeys.prices(userIdx), queryFn: async () => (await api.send('price.LIST', { userIdx })).resultList });
}

/** The profile image as an object URL (null without one); the URL is revoked by the consumer's effect. */
export function useProfileImage(userIdx: number, fileIdx: number | null, enabled = true) {
  return useQuery({
    queryKey: userKeys.profileImage(userIdx, fileIdx),
    queryFn: async () => (await api.download('user.DOWNLOAD_PROFILE', { userIdx })).blob,
    enabled: enabled && fileIdx !== null,
    staleTime: Infinity,
  });
}
