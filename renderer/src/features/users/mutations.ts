import { useCommandMutation } from '../../api/commandQuery';

/** One hook per command; what each refreshes follows from the contract (a renamed user shows in the room lists too). */

export function useSaveUser() {
  return useCommandMutation('user.SAVE', { select: (d) => d.result });
}

export function useModifyPassword() {
  return useCommandMutation('user.MODIFY_PWD', { select: (d) => d.result });
}

export function useModifyStatus() {
  return useCommandMutation('user.MODIFY_STATUS_MULTI', { select: (d) => d.result });
}

export function useUnlockUsers() {
  return useCommandMutation('user.MODIFY_MULTI_UNLOCK', { select: (d) => d.result });
}

export function useRemoveUsers() {
  return useCommandMutation('user.REMOVE_MULTI', { select: (d) => d.result });
}

export function useMoveUsers() {
  return useCommandMutation('user.MODIFY_GROUP', { select: (d) => d.result });
}

export function useSaveGroup() {
  return useCommandMutation('group.SAVE', { select: (d) => d.result });
}

export function useDeleteGroup() {
  return useCommandMutation('group.DEL', { select: (d) => d.result });
}

export function useDeleteGroupUsers() {
  return useCommandMutation('group.DEL_USER', { select: (d) => d.result });
}

export function useSaveMemo() {
  return useCommandMutation('memo.SAVE', { select: (d) => d.result });
}

export function useAddPrice() {
  return useCommandMutation('price.ADD', { select: (d) => d.result });
}

export function useModifyPrice() {
  return useCommandMutation('price.MOD', { select: (d) => d.result });
}

export function useRemovePrice() {
  return useCommandMutation('price.REMOVE', { select: (d) => d.result });
}

/** Spreadsheet import: long-running, with upload progress (0 to 1). */
export function useImportUsers(onUploadProgress: (fraction: number) => void) {
  return useCommandMutation('userExcel.ADD_USER', {
    select: (d) => d.result,
    send: { onUploadProgress, timeoutMs: 10 * 60_000 },
  });
}

export function useModifyName() {
  return useCommandMutation('user.MODIFY_NAME', { select: (d) => d.result });
}

export function useUploadProfile() {
  return useCommandMutation('user.UPLOAD_PROFILE', { select: (d) => d.result });
}

export function useResetProfile() {
  return useCommandMutation('user.RESET_PROFILE', { select: (d) => d.result });
}
