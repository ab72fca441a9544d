import type { Resource } from '../../api/commandKeys';
import { useCommandMutation } from '../../api/commandQuery';

/** One hook per command; each names the resources it changes. */

/** Screens that show users' names and groups: user lists and pickers, the tree, attendees, room owners. */
const USER_VIEWS: readonly Resource[] = ['user', 'group', 'roomUser', 'room'];

export function useSaveUser() {
  return useCommandMutation('user.SAVE', { invalidates: USER_VIEWS, select: (d) => d.result });
}

export function useModifyPassword() {
  return useCommandMutation('user.MODIFY_PWD', { invalidates: [], select: (d) => d.result });
}

export function useModifyStatus() {
  return useCommandMutation('user.MODIFY_STATUS_MULTI', { invalidates: ['user'], select: (d) => d.result });
}

export function useUnlockUsers() {
  return useCommandMutation('user.MODIFY_MULTI_UNLOCK', { invalidates: ['user'], select: (d) => d.result });
}

export function useRemoveUsers() {
  return useCommandMutation('user.REMOVE_MULTI', { invalidates: USER_VIEWS, select: (d) => d.result });
}

export function useMoveUsers() {
  return useCommandMutation('user.MODIFY_GROUP', { invalidates: ['user', 'group'], select: (d) => d.result });
}

export function useSaveGroup() {
  return useCommandMutation('group.SAVE', { invalidates: ['group'], select: (d) => d.result });
}

export function useDeleteGroup() {
  return useCommandMutation('group.DEL', { invalidates: ['group', 'user'], select: (d) => d.result });
}

export function useDeleteGroupUsers() {
  return useCommandMutation('group.DEL_USER', { invalidates: USER_VIEWS, select: (d) => d.result });
}

export function useSaveMemo() {
  return useCommandMutation('memo.SAVE', { invalidates: ['memo'], select: (d) => d.result });
}

export function useAddPrice() {
  return useCommandMutation('price.ADD', { invalidates: ['price'], select: (d) => d.result });
}

export function useModifyPrice() {
  return useCommandMutation('price.MOD', { invalidates: ['price'], select: (d) => d.result });
}

export function useRemovePrice() {
  return useCommandMutation('price.REMOVE', { invalidates: ['price'], select: (d) => d.result });
}

/** Spreadsheet import: long-running, with upload progress (0 to 1). */
export function useImportUsers(onUploadProgress: (fraction: number) => void) {
  return useCommandMutation('userExcel.ADD_USER', {
    invalidates: ['user', 'group'],
    select: (d) => d.result,
    send: { onUploadProgress, timeoutMs: 10 * 60_000 },
  });
}

export function useModifyName() {
  return useCommandMutation('user.MODIFY_NAME', { invalidates: USER_VIEWS, select: (d) => d.result });
}

export function useUploadProfile() {
  return useCommandMutation('user.UPLOAD_PROFILE', { invalidates: ['user'], select: (d) => d.result });
}

export function useResetProfile() {
  return useCommandMutation('user.RESET_PROFILE', { invalidates: ['user'], select: (d) => d.result });
}
