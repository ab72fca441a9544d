import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommandInput } from '@boda/contract';
import { api } from '../../api';
import { accountKeys } from '../account';
import { userKeys } from './queries';

/** One hook per command; each invalidates what the command changes. */

function useInvalidate() {
  const client = useQueryClient();
  return (...keys: ReadonlyArray<readonly unknown[]>) => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

export function useSaveUser() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: CommandInput<'user.SAVE'>) => (await api.send('user.SAVE', input)).result,
    onSuccess: () => invalidate(userKeys.lists(), userKeys.details(), userKeys.groups()),
  });
}

export function useModifyPassword() {
  return useMutation({ mutationFn: async (input: CommandInput<'user.MODIFY_PWD'>) => (await api.send('user.MODIFY_PWD', input)).result });
}

export function useModifyStatus() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: CommandInput<'user.MODIFY_STATUS_MULTI'>) => (await api.send('user.MODIFY_STATUS_MULTI', input)).result,
    onSuccess: () => invalidate(userKeys.lists(), userKeys.details()),
  });
}

export function useUnlockUsers() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: CommandInput<'user.MODIFY_MULTI_UNLOCK'>) => (await api.send('user.MODIFY_MULTI_UNLOCK', input)).result,
    onSuccess: () => invalidate(userKeys.lists(), userKeys.details()),
  });
}

export function useRemoveUsers() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: CommandInput<'user.REMOVE_MULTI'>) => (await api.send('user.REMOVE_MULTI', input)).result,
    onSuccess: () => invalidate(userKeys.lists(), userKeys.details(), userKeys.groups()),
  });
}

export function useMoveUsers() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: CommandInput<'user.MODIFY_GROUP'>) => (await api.send('user.MODIFY_GROUP', input)).result,
    onSuccess: () => invalidate(userKeys.lists(), userKeys.details(), userKeys.groups()),
  });
}

export function useSaveGroup() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: CommandInput<'group.SAVE'>) => (await api.send('group.SAVE', input)).result,
    onSuccess: () => invalidate(userKeys.groups()),
  });
}

export function useDeleteGroup() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: CommandInput<'group.DEL'>) => (await api.send('group.DEL', input)).result,
    onSuccess: () => invalidate(userKeys.groups(), userKeys.lists(), userKeys.details()),
  });
}

export function useDeleteGroupUsers() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: CommandInput<'group.DEL_USER'>) => (await api.send('group.DEL_USER', input)).result,
    onSuccess: () => invalidate(userKeys.groups(), userKeys.lists(), userKeys.details()),
  });
}

export function useSaveMemo(userIdx: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (content: string) => (await api.send('memo.SAVE', { userIdx, content })).result,
    onSuccess: () => invalidate(userKeys.memos(userIdx)),
  });
}

export function useAddPrice(userIdx: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: CommandInput<'price.ADD'>) => (await api.send('price.ADD', input)).result,
    onSuccess: () => invalidate(userKeys.prices(userIdx)),
  });
}

export function useModifyPrice(userIdx: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: CommandInput<'price.MOD'>) => (await api.send('price.MOD', input)).result,
    onSuccess: () => invalidate(userKeys.prices(userIdx)),
  });
}

export function useRemovePrice(userIdx: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (priceIdx: number) => (await api.send('price.REMOVE', { priceIdx })).result,
    onSuccess: () => invalidate(userKeys.prices(userIdx)),
  });
}

/** Spreadsheet import: long-running, with upload progress (0 to 1). */
export function useImportUsers(onUploadProgress: (fraction: number) => void) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: CommandInput<'userExcel.ADD_USER'>) =>
      (await api.send('userExcel.ADD_USER', input, { onUploadProgress, timeoutMs: 10 * 60_000 })).result,
    onSuccess: () => invalidate(userKeys.lists(), userKeys.groups()),
  });
}

export function useModifyName() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: CommandInput<'user.MODIFY_NAME'>) => (await api.send('user.MODIFY_NAME', input)).result,
    onSuccess: () => invalidate(userKeys.details(), userKeys.lists(), accountKeys.me()),
  });
}

export function useUploadProfile() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: CommandInput<'user.UPLOAD_PROFILE'>) => (await api.send('user.UPLOAD_PROFILE', input)).result,
    onSuccess: () => invalidate(userKeys.details(), accountKeys.me()),
  });
}

export function useResetProfile() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (userIdx: number) => (await api.send('user.RESET_PROFILE', { userIdx })).result,
    onSuccess: () => invalidate(userKeys.details(), accountKeys.me()),
  });
}
