import { Permission, TEACHER_TYPES, UserType } from '@boda/contract';
import { useSession } from '../../api/session';
import { useHasPermission } from '../../api/sessionHooks';
import type { BoardSection } from './queries';

/** Who may write (the server decides again): notices from the manage area; the board for teachers and manage users. */
export function useMayWrite(section: BoardSection, manage: boolean): boolean {
  const type = useSession((s) => s.user?.userTypeCd ?? -1);
  const manager = useHasPermission(Permission.MANAGE_ACCESS);
  if (section === 'notice') return manage && manager;
  return (TEACHER_TYPES as readonly number[]).includes(type) || manager || type === UserType.OPERATOR;
}

/** Managers remove any post from the manage area. */
export function useMayRemoveAny(manage: boolean): boolean {
  return useHasPermission(Permission.MANAGE_ACCESS) && manage;
}
