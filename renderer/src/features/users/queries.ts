import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CommandInput } from '@boda/contract';
import { api } from '../../api';
import { commandKey } from '../../api/commandKeys';
import { useCommandQuery } from '../../api/commandQuery';

export type UserListParams = CommandInput<'user.LIST'>;

export function useUserList(params: UserListParams, enabled = true) {
  return useCommandQuery('user.LIST', params, { select: (d) => d.resultPage, placeholderData: keepPreviousData, enabled });
}

export function useUser(userIdx: number | null) {
  return useCommandQuery('user.GET', { userIdx: userIdx ?? 0 }, { select: (d) => d.result, enabled: userIdx !== null && userIdx > 0 });
}

export function useGroups(enabled = true) {
  return useCommandQuery('group.LIST', { searchType: 2 }, { select: (d) => d.resultList, enabled });
}

/** The company's running import (a job on the server), polled while the import request waits for it. */
export function useImportProgress(enabled: boolean) {
  return useCommandQuery('userExcel.IMPORT_PROGRESS', {}, { select: (d) => d.result, enabled, refetchInterval: 500 });
}

export function useMemos(userIdx: number) {
  return useCommandQuery('memo.LIST', { userIdx }, { select: (d) => d.resultList });
}

export function usePrices(userIdx: number) {
  return useCommandQuery('price.LIST', { userIdx }, { select: (d) => d.resultList });
}

/** The profile image as an object URL (null without one); the URL is revoked by the consumer's effect. */
export function useProfileImage(userIdx: number, fileIdx: number | null, enabled = true) {
  return useQuery({
    // The file index is part of the key: a new image is a new file, so the old bytes never show.
    queryKey: [...commandKey('user.DOWNLOAD_PROFILE', { userIdx }), fileIdx],
    queryFn: async () => (await api.download('user.DOWNLOAD_PROFILE', { userIdx })).blob,
    enabled: enabled && fileIdx !== null,
    staleTime: Infinity,
  });
}
